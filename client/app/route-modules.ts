import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

export interface RouteModule {
  default: ComponentType;
}

export class ChunkLoadError extends Error {
  name = 'ChunkLoadError';
}

/**
 * Each page's code, loaded on demand (one chunk per page). `file` is the module's source
 * path, which the worker looks up in Vite's manifest to preload the chunk with the page.
 */
export const ROUTE_MODULES: Record<string, { file: string; load: () => Promise<RouteModule> }> = {
  home: { file: 'client/routes/home.tsx', load: () => import('../routes/home') },
  register: { file: 'client/routes/register.tsx', load: () => import('../routes/register') },
  login: { file: 'client/routes/login.tsx', load: () => import('../routes/login') },
  lobby: { file: 'client/routes/lobby.tsx', load: () => import('../routes/lobby') },
  lottery: { file: 'client/routes/lottery.tsx', load: () => import('../routes/lottery') },
  vnlottery: { file: 'client/routes/vnlottery.tsx', load: () => import('../routes/vnlottery') },
  seamless: { file: 'client/routes/seamless.tsx', load: () => import('../routes/seamless') },
  promotions: { file: 'client/routes/promotions.tsx', load: () => import('../routes/promotions') },
  promoDetail: { file: 'client/routes/promo-detail.tsx', load: () => import('../routes/promo-detail') },
  pointMall: { file: 'client/routes/point-mall.tsx', load: () => import('../routes/point-mall') },
  helpmc: { file: 'client/routes/helpmc.tsx', load: () => import('../routes/helpmc') },
  help: { file: 'client/routes/help.tsx', load: () => import('../routes/help') },
  download: { file: 'client/routes/download.tsx', load: () => import('../routes/download') },
  game: { file: 'client/routes/game.tsx', load: () => import('../routes/game') },
  gamecenter: { file: 'client/routes/gamecenter.tsx', load: () => import('../routes/gamecenter') },
};

/** Loads a page chunk, failing with ChunkLoadError after SPEC.md 9's time-out. */
export async function loadRouteModule(name: string): Promise<{ Component: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`chunk ${name} timed out`)), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([ROUTE_MODULES[name].load(), timeout]);
    return { Component: mod.default };
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
  } finally {
    clearTimeout(timer);
  }
}
