import type { GameCategory, SortingVendorGroup, Vendor } from './api';

// the layout's data (every page's first load) imports it from its own module: the rest of these
// are for lazy chunks (the footer, the side menu, the lobby) and stay out of the entry
export { separateEsports } from './esports-vendors';

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
