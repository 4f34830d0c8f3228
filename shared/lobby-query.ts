/**
 * A lobby's game-list state as it lives in the URL (/rng?vendor=PG&q=koi&hot=1&page=2), so
 * a reload or a shared link shows the same list: parsed the same way by the server's route
 * loader and the browser, and mapped to the docs/product.md 3 game-list params.
 */
import { GAME_LIST_DEFAULTS, GAME_LIST_PAGE_SIZE } from './constants';
import type { GameCategory, GameListParams } from './api';

export interface LobbyQuery {
  /** vassalage (vendor code) */
  vendor?: string;
  /** part of the game name */
  name?: string;
  /** only cards with isHot 1 */
  hot: boolean;
  classify?: string;
  minBet?: number;
  minLineNum?: number;
  /** 1-based */
  page: number;
}

export const MAX_NAME_LENGTH = 40;
export const MAX_PAGE = 10_000;
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

const text = (raw: string | null, pattern?: RegExp) => {
  const value = raw?.trim();
  if (!value) return undefined;
  if (pattern && !pattern.test(value)) return undefined;
  return value;
};

const count = (raw: string | null, min: number) => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min ? n : undefined;
};

/** Malformed values are dropped (a bad link still shows a list), never an error. */
export function parseLobbyQuery(params: URLSearchParams): LobbyQuery {
  const query: LobbyQuery = { page: Math.min(count(params.get('page'), 1) ?? 1, MAX_PAGE), hot: params.get('hot') === '1' };
  const vendor = text(params.get('vendor'), CODE);
  const name = text(params.get('q'))?.slice(0, MAX_NAME_LENGTH);
  const classify = text(params.get('classify'), CODE);
  const minBet = count(params.get('minBet'), 0);
  const minLineNum = count(params.get('minLine'), 0);
  if (vendor) query.vendor = vendor;
  if (name) query.name = name;
  if (classify) query.classify = classify;
  if (minBet !== undefined) query.minBet = minBet;
  if (minLineNum !== undefined) query.minLineNum = minLineNum;
  return query;
}

/** The URL of a lobby showing `query`; defaults are left out. */
export function lobbyHref(pathname: string, query: LobbyQuery): string {
  const params = new URLSearchParams();
  if (query.vendor) params.set('vendor', query.vendor);
  if (query.name) params.set('q', query.name);
  if (query.hot) params.set('hot', '1');
  if (query.classify) params.set('classify', query.classify);
  if (query.minBet !== undefined) params.set('minBet', String(query.minBet));
  if (query.minLineNum !== undefined) params.set('minLine', String(query.minLineNum));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The docs/product.md 3 list params of a lobby query, with the docs/product.md 9 defaults and page size 42. */
export function toGameListParams(gameType: GameCategory, query: LobbyQuery, language?: string): GameListParams {
  return {
    clientType: GAME_LIST_DEFAULTS.clientType,
    platform: GAME_LIST_DEFAULTS.platform,
    gameType,
    vassalage: query.vendor,
    gameClassify: query.classify,
    gameName: query.name,
    minBet: query.minBet,
    minLineNum: query.minLineNum,
    language,
    pageNo: query.page,
    pageSize: GAME_LIST_PAGE_SIZE,
  };
}

/**
 * The category a lobby lists: /elott serves both LOTT and ELOTT (docs/product.md 2.1, 9), so a LOTT
 * vendor chosen there (the side menu's LOTT vendor items) lists LOTT games.
 */
export function lobbyListCategory(page: GameCategory, query: LobbyQuery, lottVendors: readonly string[]): GameCategory {
  return page === 'ELOTT' && query.vendor !== undefined && lottVendors.includes(query.vendor) ? 'LOTT' : page;
}
