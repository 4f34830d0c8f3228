import type { SortingVendorGroup, Vendor } from './api';

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
