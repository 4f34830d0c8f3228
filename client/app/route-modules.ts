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
 * One line per page (SPEC.md 2.1, shared/routes.ts): its code, loaded on demand (one chunk
 * per page), and its data, loaded eagerly so a navigation fetches code and data at once.
 */
export const ROUTE_MODULES: Record<string, RouteModuleEntry> = {
  home: { file: 'client/routes/home.tsx', load: () => import('../routes/home'), data: homeData },
  register: { file: 'client/routes/register.tsx', load: () => import('../routes/register'), data: registerData },
  login: { file: 'client/routes/login.tsx', load: () => import('../routes/login') },
  lobby: { file: 'client/routes/lobby.tsx', load: () => import('../routes/lobby'), data: lobbyData },
  lottery: { file: 'client/routes/lottery.tsx', load: () => import('../routes/lottery'), data: lotteryData },
  vnlottery: { file: 'client/routes/vnlottery.tsx', load: () => import('../routes/vnlottery'), data: vnlotteryData },
  seamless: { file: 'client/routes/seamless.tsx', load: () => import('../routes/seamless') },
  promotions: { file: 'client/routes/promotions.tsx', load: () => import('../routes/promotions'), data: promotionsData },
  promoDetail: { file: 'client/routes/promo-detail.tsx', load: () => import('../routes/promo-detail'), data: promoDetailData },
  pointMall: { file: 'client/routes/point-mall.tsx', load: () => import('../routes/point-mall'), data: pointMallData },
  helpmc: { file: 'client/routes/helpmc.tsx', load: () => import('../routes/helpmc'), data: helpData },
  help: { file: 'client/routes/help.tsx', load: () => import('../routes/help'), data: helpData },
  download: { file: 'client/routes/download.tsx', load: () => import('../routes/download') },
  game: { file: 'client/routes/game.tsx', load: () => import('../routes/game') },
  gamecenter: { file: 'client/routes/gamecenter.tsx', load: () => import('../routes/gamecenter'), data: gamecenterData },
};

/** Loads a page chunk, tried again on failure; after that, or SPEC.md 9's time-out, the page is PageLoadFailed. */
export async function loadRouteModule(name: string): Promise<{ Component: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`chunk ${name} timed out`)), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([importWithRetry(ROUTE_MODULES[name].load), timeout]);
    return { Component: mod.default };
  } catch {
    // React Router renders nothing for a route whose lazy() rejected: the page becomes the failure
    return { Component: PageLoadFailed };
  } finally {
    clearTimeout(timer);
  }
}
