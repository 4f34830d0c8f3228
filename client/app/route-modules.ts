import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@shared/first-load-constants';
import { PageLoadFailed } from '../layout/route-error';
import { ChunkLoadError, importWithRetry } from '../lib/import-with-retry';
import type { PageDataJobs } from './page-data';

export interface RouteModule {
  default: ComponentType;
}

export interface RouteModuleEntry {
  /** the module's source path, which the worker looks up in Vite's manifest to preload its chunk */
  file: string;
  load: () => Promise<RouteModule>;
  /** the queries the page's server render needs (client/routes/<page>.data.ts, a small chunk of its own), started by its loader */
  data?: PageData;
}

export interface PageData {
  /** its source path (the worker preloads its chunk with the page's) */
  file: string;
  load: () => Promise<PageDataJobs>;
}

/**
 * A page of client/routes/<module>.tsx: its source file (which the worker looks up in the
 * client build's manifest) and its lazy import both come from that one name;
 * tests/unit/registry-modules.test.ts checks that they agree.
 */
const pageData = (name: string, load: () => Promise<PageDataJobs>): PageData => ({ file: `client/routes/${name}.data.ts`, load });

const route = (module: string, load: () => Promise<RouteModule>, data?: PageData): RouteModuleEntry => ({
  file: `client/routes/${module}.tsx`,
  load,
  ...(data && { data }),
});

/**
 * One line per page (docs/product.md 2.1, shared/routes.ts): its code, loaded on demand (one chunk
 * per page), and what starts its data, a small chunk of its own the loader imports beside the
 * page's chunk, so a navigation fetches code and data at once and the first load carries neither.
 */
export const ROUTE_MODULES: Record<string, RouteModuleEntry> = {
  home: route(
    'home',
    () => import('../routes/home'),
    pageData('home', () => import('../routes/home.data').then((m) => m.homeData)),
  ),
  register: route(
    'register',
    () => import('../routes/register'),
    pageData('register', () => import('../routes/register.data').then((m) => m.registerData)),
  ),
  login: route('login', () => import('../routes/login')),
  lobby: route(
    'lobby',
    () => import('../routes/lobby'),
    pageData('lobby', () => import('../routes/lobby.data').then((m) => m.lobbyData)),
  ),
  lottery: route(
    'lottery',
    () => import('../routes/lottery'),
    pageData('lottery', () => import('../routes/lottery.data').then((m) => m.lotteryData)),
  ),
  vnlottery: route(
    'vnlottery',
    () => import('../routes/vnlottery'),
    pageData('vnlottery', () => import('../routes/vnlottery.data').then((m) => m.vnlotteryData)),
  ),
  seamless: route('seamless', () => import('../routes/seamless')),
  promotions: route(
    'promotions',
    () => import('../routes/promotions'),
    pageData('promotions', () => import('../routes/promotions.data').then((m) => m.promotionsData)),
  ),
  promoDetail: route(
    'promo-detail',
    () => import('../routes/promo-detail'),
    pageData('promo-detail', () => import('../routes/promo-detail.data').then((m) => m.promoDetailData)),
  ),
  pointMall: route(
    'point-mall',
    () => import('../routes/point-mall'),
    pageData('point-mall', () => import('../routes/point-mall.data').then((m) => m.pointMallData)),
  ),
  helpmc: route(
    'helpmc',
    () => import('../routes/helpmc'),
    pageData('help', () => import('../routes/help.data').then((m) => m.helpData)),
  ),
  help: route(
    'help',
    () => import('../routes/help'),
    pageData('help', () => import('../routes/help.data').then((m) => m.helpData)),
  ),
  download: route('download', () => import('../routes/download')),
  game: route('game', () => import('../routes/game')),
  gamecenter: route(
    'gamecenter',
    () => import('../routes/gamecenter'),
    pageData('gamecenter', () => import('../routes/gamecenter.data').then((m) => m.gamecenterData)),
  ),
};

/** A page's module entry; an unknown name is a programming error, not a player's. */
export function routeModule(name: string): RouteModuleEntry {
  const entry = ROUTE_MODULES[name];
  if (!entry) throw new Error(`no page module ${name}`);
  return entry;
}

/** Loads a page chunk, tried again on failure; after that, or docs/product.md 9's time-out, the page is PageLoadFailed. */
export async function loadRouteModule(name: string): Promise<{ Component: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`chunk ${name} timed out`)), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([importWithRetry(routeModule(name).load), timeout]);
    return { Component: mod.default };
  } catch {
    // React Router renders nothing for a route whose lazy() rejected: the page becomes the failure
    return { Component: PageLoadFailed };
  } finally {
    clearTimeout(timer);
  }
}
