/**
 * A game's launch (docs/product.md 3, 7.2): a one-time ticket on a launch CDN host, for a game
 * (or a PVP game's room) the merchant offers; a game under maintenance answers playable hot
 * games instead; a lottery game opens the lottery vendor's betting page.
 */
import type { GameMaintenanceValue } from '@shared/api/play';
import { findOfferedGame, listPlayableHotGames } from '../db/queries/play';
import { done, refuse, type Outcome } from './outcome';
import { toGameCard } from './games';
import { LOTTERY_CATEGORIES, lotteryTicketUrl } from './lottery';
import { gameOfRoom, issueTicket, SUGGESTED_GAMES } from './play';
import { selfOrigins } from './system';

export interface GameLaunch {
  memberId: number;
  merchant: string;
  gameId?: string;
  roomId?: string;
  vassalage: string;
  launchMode?: string;
  language: string;
}

/** The game's address with its ticket, or why not. */
export async function launchGame(db: D1Database, requestUrl: string, l: GameLaunch): Promise<Outcome<string>> {
  const gameId = l.gameId ?? (l.roomId ? gameOfRoom(l.roomId) : null);
  if (!gameId) return refuse(400, 'BAD_REQUEST', 'gameId or roomId is required');
  const game = await findOfferedGame(db, l.merchant, gameId);
  if (!game || game.vendor_code !== l.vassalage || game.is_game !== 'GAME') return refuse(404, 'NOT_FOUND', 'Unknown game');
  if (l.roomId && game.category !== 'PVP') return refuse(400, 'BAD_REQUEST', 'Only PVP games have rooms');
  if (game.maintenance === 1) {
    const suggestions = (await listPlayableHotGames(db, l.merchant, SUGGESTED_GAMES)).map(toGameCard);
    return refuse(409, 'GAME_MAINTENANCE', 'Game under maintenance', { suggestions } satisfies GameMaintenanceValue);
  }
  const who = { memberId: l.memberId, merchant: l.merchant, gameId: game.game_id, language: l.language };
  // a lottery game (the SEA entry launches through here, launchMode SEA) opens the lottery vendor's betting page
  if (LOTTERY_CATEGORIES.includes(game.category)) return done(await lotteryTicketUrl(db, requestUrl, { ...who, mode: l.launchMode ?? 'LOTT' }));
  const ticket = await issueTicket(db, { ...who, roomId: l.roomId ?? null, mode: l.launchMode ?? 'GAME' }, Date.now());
  // the game is served by this gateway's vendor stand-in, on the host the portal reached it on
  const query = new URLSearchParams({ ticket, lang: l.language });
  return done(`${selfOrigins(requestUrl)[0]!}/vendor/play?${query}`);
}
