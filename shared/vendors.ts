import type { GameCategory, SortingVendorGroup, Vendor } from './api';

/**
 * E-sports vendors are listed under ESPORTS, not SPORTS (docs/product.md 1, 9): any vendor of the
 * SPORTS group whose code is in the brand's list moves to ESPORTS.
 */
export function separateEsports(groups: SortingVendorGroup[], esportsCodes: readonly string[]): SortingVendorGroup[] {
  const isEsports = (v: Vendor) => esportsCodes.includes(v.vassalage);
  const sports = groups.find((g) => g.gameCategory === 'SPORTS');
  const moved = sports?.vendors.filter(isEsports) ?? [];
  const result = groups.map((g) => (g.gameCategory === 'SPORTS' ? { ...g, vendors: g.vendors.filter((v) => !isEsports(v)) } : g));
  if (moved.length === 0) return result;
  const esports = result.find((g) => g.gameCategory === 'ESPORTS');
  if (!esports) return [...result, { gameCategory: 'ESPORTS', vendors: moved }];
  const known = new Set(esports.vendors.map((v) => v.vassalage));
  return result.map((g) => (g === esports ? { ...g, vendors: [...g.vendors, ...moved.filter((v) => !known.has(v.vassalage))] } : g));
}

/** Vendors of one category ([] when the category has none). */
export function vendorsOf(groups: SortingVendorGroup[], category: GameCategory): Vendor[] {
  return groups.find((g) => g.gameCategory === category)?.vendors ?? [];
}

/** Each vendor once, whatever the number of categories it serves (footer logos). */
export function uniqueVendors(groups: SortingVendorGroup[]): Vendor[] {
  const seen = new Map<string, Vendor>();
  for (const group of groups) for (const v of group.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/**
 * The vendor code shown with icons (docs/product.md 9): when TY is supported, codes starting
 * with TCG are blanked and BTI shows as 123BET.
 */
export function displayVendorCode(code: string, tySupported: boolean): string {
  if (!tySupported) return code;
  if (code.startsWith('TCG')) return '';
  if (code === 'BTI') return '123BET';
  return code;
}
