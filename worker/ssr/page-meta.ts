import { findPageRoute } from '@shared/routes';

type Translation = Record<string, string>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * The translated meta description of a page (Lighthouse meta-description): a lobby
 * names its category, the register and promotions pages have their own, every other page the
 * brand's general one.
 */
export function pageDescription(translation: Translation, pathname: string, brand: string): string {
  const route = findPageRoute(pathname);
  const values = { brand, category: route?.category ? (translation[`category.${route.category}`] ?? '') : '' };
  const key = route?.category ? 'meta.description.lobby' : `meta.description.${route?.id}`;
  return fill(translation[key] ?? translation['meta.description'] ?? '', values);
}
