import type { BannerGroup, GameCategory } from './api';

/**
 * The route table of docs/product.md 2.1: one entry per page, with its banner group, the
 * layout parts it shows and (for lobbies) the game category it lists.
 * client/app/routes.tsx turns this into React Router routes; the worker uses it to
 * tell a known page from a 404 and to pick the banner group.
 */
export interface PageRoute {
  /** route id, also the name of the page's module in client/routes/ */
  id: string;
  paths: string[];
  bannerGroup: BannerGroup | null;
  /** hide the header (help centre) */
  noHeader?: boolean;
  /** lobby category for game lobbies */
  category?: GameCategory;
  /** logged-out visitors are not sent to /login from here when the login guard is on */
  public?: boolean;
}

export const LOBBY_ROUTES: PageRoute[] = [
  { id: 'rng', paths: ['/rng'], bannerGroup: 'rng', category: 'RNG' },
  { id: 'live', paths: ['/live'], bannerGroup: 'live', category: 'LIVE' },
  { id: 'fish', paths: ['/fish'], bannerGroup: 'fish', category: 'FISH' },
  { id: 'pvp', paths: ['/pvp'], bannerGroup: 'pvp', category: 'PVP' },
  { id: 'sports', paths: ['/sports'], bannerGroup: 'sports', category: 'SPORTS' },
  { id: 'esports', paths: ['/esports'], bannerGroup: 'esports', category: 'ESPORTS' },
  { id: 'inhouse', paths: ['/inhouse'], bannerGroup: 'inhouse', category: 'INHOUSE' },
  { id: 'elott', paths: ['/elott'], bannerGroup: 'lott', category: 'ELOTT' },
];

export const PAGE_ROUTES: PageRoute[] = [
  { id: 'home', paths: ['/', '/index', '/index.html', '/home'], bannerGroup: 'w_home' },
  { id: 'register', paths: ['/register', '/register.html'], bannerGroup: 'register', public: true },
  { id: 'login', paths: ['/login'], bannerGroup: null, public: true },
  ...LOBBY_ROUTES,
  { id: 'lottery', paths: ['/lottery'], bannerGroup: null },
  { id: 'vnlottery', paths: ['/vnlottery'], bannerGroup: null },
  { id: 'seamless', paths: ['/seamless'], bannerGroup: null },
  { id: 'promotions', paths: ['/promotions'], bannerGroup: 'promotions' },
  { id: 'promoDetail', paths: ['/promoDetail'], bannerGroup: 'promotions' },
  { id: 'pointMall', paths: ['/pointMall'], bannerGroup: 'shop' },
  { id: 'helpmc', paths: ['/helpmc'], bannerGroup: null, noHeader: true, public: true },
  { id: 'help', paths: ['/help'], bannerGroup: 'help' },
  { id: 'download', paths: ['/down', '/download'], bannerGroup: 'down' },
  { id: 'game', paths: ['/game'], bannerGroup: null },
  /** the game-center lobby of docs/product.md 2.7: every category's games with latest winners and biggest wins */
  { id: 'gamecenter', paths: ['/gamecenter'], bannerGroup: null },
];

/** Paths the login guard lets through (docs/product.md 2.1). */
export const LOGIN_GUARD_OPEN_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function findPageRoute(pathname: string): PageRoute | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return PAGE_ROUTES.find((r) => r.paths.includes(path));
}

/**
 * docs/product.md 2.1 login guard, one rule for the worker and the browser: with the guard on (the
 * brand flag LOGINGUARD overrides the upstream's whitelabel loginGuard), a visitor without
 * a session is sent to /login from every path but the open ones.
 */
export function shouldGuardLogin(o: { brandFlag: boolean | undefined; whitelabelGuard: boolean | undefined; hasSession: boolean; pathname: string }): boolean {
  const on = o.brandFlag ?? o.whitelabelGuard ?? false;
  return on && !o.hasSession && !LOGIN_GUARD_OPEN_PATHS.includes(o.pathname);
}
