import { CENTRE_HOME, type CentreRef } from './centre';
import { findPageRoute, type PageRoute } from './routes';

/** A language's string by key, or undefined when the language (or the part the page holds) lacks it. */
export type Lookup = (key: string) => string | undefined;

/**
 * The title key of every non-lobby route (a lobby's title is its category's name). The register
 * title names the new-member bonus (docs/product.md 1); /game and /seamless are one page (a launched
 * game in a frame) under two paths and share theirs.
 */
export const PAGE_TITLE_KEYS: Record<string, string> = {
  home: 'meta.title.home',
  register: 'pages.register.title',
  login: 'pages.login.title',
  lottery: 'pages.lottery.title',
  vnlottery: 'pages.vnlottery.title',
  seamless: 'pages.seamless.title',
  promotions: 'pages.promotions.title',
  promoDetail: 'pages.promoDetail.title',
  pointMall: 'pages.pointMall.title',
  helpmc: 'pages.helpmc.title',
  help: 'pages.help.title',
  download: 'pages.download.title',
  game: 'pages.game.title',
  gamecenter: 'play.gameCenter',
};

/** The description key of every non-lobby route (lobbies share one naming their category). */
export const PAGE_DESCRIPTION_KEYS: Record<string, string> = {
  home: 'meta.description',
  register: 'meta.description.register',
  login: 'meta.description.login',
  lottery: 'meta.description.lottery',
  vnlottery: 'meta.description.vnlottery',
  seamless: 'meta.description.game',
  promotions: 'meta.description.promotions',
  promoDetail: 'meta.description.promoDetail',
  pointMall: 'meta.description.pointMall',
  helpmc: 'meta.description.helpmc',
  help: 'meta.description.help',
  download: 'meta.description.download',
  game: 'meta.description.game',
  gamecenter: 'meta.description.gamecenter',
};

export const titleKeyOf = (route: PageRoute) => (route.category ? `category.${route.category}` : PAGE_TITLE_KEYS[route.id]);
export const descriptionKeyOf = (route: PageRoute) => (route.category ? 'meta.description.lobby' : PAGE_DESCRIPTION_KEYS[route.id]);

/** Between a title's parts, the brand's name last ("Slots · Demo Club"). */
export const TITLE_SEPARATOR = ' · ';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * The document title and meta description of a page in the page's language, one rule for the
 * server's head (worker/ssr/render-page.tsx) and the browser after a client-side navigation
 * (client/layout/use-document-meta.ts): the page's own title then the brand's name; with a member
 * or agent centre open, the centre's open page and the centre first. A path no route knows is
 * the not-found page. A string the language lacks leaves its part out (never a key shown).
 */
export function pageMeta(lookup: Lookup, pathname: string, brand: string, centre: CentreRef | null = null): PageMeta {
  const route = findPageRoute(pathname);
  const text = (key: string | undefined, values: Record<string, string> = {}) => fill((key && lookup(key)) || '', { brand, ...values });
  const parts: string[] = [];
  let description: string;
  if (centre) {
    const centreTitle = text(`centre.${centre.kind}.title`);
    // a page id the centre does not know opens the centre's home page (resolveCentrePage)
    const page = text(`centre.${centre.kind}.${centre.page}`) || text(`centre.${centre.kind}.${CENTRE_HOME[centre.kind]}`);
    parts.push(page, centreTitle);
    description = text('meta.description.centre', { page, centre: centreTitle });
  } else if (route) {
    parts.push(text(titleKeyOf(route)));
    description = text(descriptionKeyOf(route), { category: route.category ? text(`category.${route.category}`) : '' });
  } else {
    parts.push(text('notFound.title'));
    description = text('meta.description.notFound');
  }
  const title = [...new Set(parts.filter(Boolean)), brand].join(TITLE_SEPARATOR);
  return { title, description: description || text('meta.description') };
}
