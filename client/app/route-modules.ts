import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@shared/constants';
import { PageLoadFailed } from '../layout/route-error';
import { ChunkLoadError, importWithRetry } from '../lib/import-with-retry';
import { gamecenterData } from '../routes/gamecenter.data';
import { helpData } from '../routes/help.data';
import { homeData } from '../routes/home.data';
import { lobbyData } from '../routes/lobby.data';
import { lotteryData } from '../routes/lottery.data';
import { pointMallData } from '../routes/point-mall.data';
import { promoDetailData } from '../routes/promo-detail.data';
import { promotionsData } from '../routes/promotions.data';
import { registerData } from '../routes/register.data';
import { vnlotteryData } from '../routes/vnlottery.data';
import type { PageDataJobs } from './page-data';

export interface RouteModule {
  default: ComponentType;
}

export interface RouteModuleEntry {
  /** the module's source path, which the worker looks up in Vite's manifest to preload its chunk */
  file: string;
  load: () => Promise<RouteModule>;
  /** the queries the page's server render needs (client/routes/<page>.data.ts), started by its loader */
  data?: PageDataJobs;
}

/**
 * A page of client/routes/<module>.tsx: its source file (which the worker looks up in the
 * client build's manifest) and its lazy import both come from that one name;
 * tests/unit/registry-modules.test.ts checks that they agree.
 */
const route = (module: string, data?: PageDataJobs): RouteModuleEntry => ({
  file: `client/routes/${module}.tsx`,
  load: () => import(`../routes/${module}.tsx`),
  ...(data && { data }),
});

/**
 * One line per page (docs/product.md 2.1, shared/routes.ts): its code, loaded on demand (one chunk
 * per page), and its data, loaded eagerly so a navigation fetches code and data at once.
 */
export const ROUTE_MODULES: Record<string, RouteModuleEntry> = {
  home: route('home', homeData),
  register: route('register', registerData),
  login: route('login'),
  lobby: route('lobby', lobbyData),
  lottery: route('lottery', lotteryData),
  vnlottery: route('vnlottery', vnlotteryData),
  seamless: route('seamless'),
  promotions: route('promotions', promotionsData),
  promoDetail: route('promo-detail', promoDetailData),
  pointMall: route('point-mall', pointMallData),
  helpmc: route('helpmc', helpData),
  help: route('help', helpData),
  download: route('download'),
  game: route('game'),
  gamecenter: route('gamecenter', gamecenterData),
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
