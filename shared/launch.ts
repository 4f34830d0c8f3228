/**
 * The game-launch decision of docs/product.md 4, as a pure function: what happens when a player
 * clicks a game. The client's launch hook carries out the decision.
 */
import { TRIAL_ACCOUNT_TYPE } from './constants';
import type { GameCategory } from './api';
import type { LaunchGameRequest } from './api/play';

/** What the decision needs of a game card or game object (docs/product.md 3). */
export interface LaunchableGame {
  gameType: GameCategory;
  vassalage: string;
  gameId: string;
  nodeId: number;
  isGame: 'GAME' | 'VASSALAGE';
  /** the game object's account type, e.g. TCG_SEA or TCG_LOTTO_VN */
  accountTypeName?: string;
  defaultPlayType?: string;
}

export const SEA_ACCOUNT_TYPE = 'TCG_SEA';
export const VN_LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';
export const LOTTERY_TYPES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

export type LaunchDecision =
  /** no session: the login popup */
  | { kind: 'login' }
  /** trial account (type 4): the in_need_true_account warning */
  | { kind: 'realAccountNeeded' }
  /** TCG_SEA: the SEA entry, launched through the vendor with launchMode SEA */
  | { kind: 'sea'; game: LaunchableGame }
  | { kind: 'route'; to: string }
  /** isGame VASSALAGE: the popup game list of that vendor */
  | { kind: 'vendorGames'; vassalage: string; gameType: GameCategory }
  | { kind: 'pvpRooms'; game: LaunchableGame }
  /** POST /wps/game/launchGame, then /game (iframe) or the game popup */
  | { kind: 'thirdParty'; game: LaunchableGame };

export function decideLaunch(game: LaunchableGame, session: { type: number } | null): LaunchDecision {
  if (!session) return { kind: 'login' };
  if (session.type === TRIAL_ACCOUNT_TYPE) return { kind: 'realAccountNeeded' };
  if (LOTTERY_TYPES.includes(game.gameType)) {
    if (game.accountTypeName === SEA_ACCOUNT_TYPE || game.vassalage === SEA_ACCOUNT_TYPE) return { kind: 'sea', game };
    if (game.accountTypeName === VN_LOTTERY_ACCOUNT_TYPE || game.vassalage === VN_LOTTERY_ACCOUNT_TYPE) {
      const query = game.isGame === 'VASSALAGE' ? '' : `?${new URLSearchParams({ gameCode: game.gameId })}`;
      return { kind: 'route', to: `/vnlottery${query}` };
    }
    if (game.isGame === 'VASSALAGE') return { kind: 'route', to: '/lottery' };
    const params = new URLSearchParams({ gameCode: game.gameId });
    if (game.defaultPlayType) params.set('playType', game.defaultPlayType);
    return { kind: 'route', to: `/lottery?${params}` };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'vendorGames', vassalage: game.vassalage, gameType: game.gameType };
  if (game.gameType === 'PVP') return { kind: 'pvpRooms', game };
  return { kind: 'thirdParty', game };
}

/**
 * The address a launched game opens at. The upstream's game_url must be on one of the
 * whitelabel's launchGameCDNs; it is moved to the host the worker picked for this page
 * (docs/product.md 9). Anything else (another host, another scheme, garbage) is refused: null.
 */
export function resolveLaunchUrl(gameUrl: string, launchCdns: readonly string[], pickedCdn: string): string | null {
  let url: URL;
  try {
    url = new URL(gameUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (!launchCdns.includes(url.origin) || !launchCdns.includes(pickedCdn)) return null;
  return pickedCdn + url.pathname + url.search + url.hash;
}

/** The launch payload of docs/product.md 3 for a game (or a PVP room). */
export function launchPayload(game: LaunchableGame, opts: { username: string; language: string; roomId?: string; launchMode?: string }): LaunchGameRequest {
  return {
    gameId: opts.roomId ? undefined : game.gameId,
    roomId: opts.roomId,
    nodeId: game.nodeId,
    accountType: game.accountTypeName ?? game.vassalage,
    confirmTrans: true,
    vassalage: game.vassalage,
    launchMode: opts.launchMode ?? 'GAME',
    platform: 'html5-desktop',
    clientType: 3,
    username: opts.username,
    language: opts.language,
  };
}

/** Lottery favourites (docs/product.md 3): localStorage LOTTFAV maps username to favourite game ids. */
export const LOTTERY_FAVOURITES_KEY = 'LOTTFAV';

export function parseLotteryFavourites(raw: string | null): Record<string, string[]> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string[]> = {};
    for (const [user, ids] of Object.entries(parsed)) if (Array.isArray(ids)) out[user] = ids.filter((id): id is string => typeof id === 'string');
    return out;
  } catch {
    return {};
  }
}

/** Toggles a lottery game in a user's favourites: present is removed, otherwise added. */
export function toggleLotteryFavourite(all: Record<string, string[]>, username: string, gameCode: string): Record<string, string[]> {
  const mine = all[username] ?? [];
  return { ...all, [username]: mine.includes(gameCode) ? mine.filter((id) => id !== gameCode) : [...mine, gameCode] };
}
