/**
 * The docs/product.md 9 constants the entry's own code reads (the header, the route table, the
 * layout's data, the centre's address): shared/constants.ts re-exports them, and the rest of
 * its table, which only lazy chunks read, stays out of the code every page loads first.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
/** E-sports vendors separated from SPORTS (configurable per brand). */
export const DEFAULT_ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
/** Game category to lobby page (docs/product.md 9); LOTT and ELOTT both go to /elott. */
export const CATEGORY_PAGE: Record<string, string> = {
  PVP: '/pvp',
  FISH: '/fish',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  INHOUSE: '/inhouse',
  LOTT: '/elott',
  ELOTT: '/elott',
};
/** The lobby of a category; home for one no lobby shows (the header and menus list only known ones). */
export const categoryPage = (category: string): string => CATEGORY_PAGE[category] ?? '/';
/** Side-menu order of categories (docs/product.md 2.3). */
export const SIDE_MENU_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

/** HTML lang attribute per language code (the entry's i18n reads it for plural rules). */
export const HTML_LANG: Record<'ty' | 'en' | 'vi' | 'cn' | 'id' | 'th', string> = {
  ty: 'vi',
  vi: 'vi',
  en: 'en',
  cn: 'zh-CN',
  id: 'id',
  th: 'th',
};
