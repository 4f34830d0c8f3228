/**
 * What the lobby shows of play (docs/product.md 7.2): a member's recent games, the winners of
 * real rounds, a PVP game's rooms, the lottery's opened numbers and the VN lottery's menu.
 */
import type { GameListPage, LotteryGameMenu, LotteryNumbers, PvpRoom, Winners } from '@shared/api/play';
import { merchantOffersVendor } from '../db/queries/games';
import { findOfferedGame, listDraws, listLotteryGames, listRecentGames, listWinners } from '../db/queries/play';
import { totalPages } from '../lib/params';
import { toGameCard } from './games';
import { pvpRooms, toDraw, toWinner, VN_GROUPS, WINNERS_SHOWN } from './play';

const VN_VENDOR = 'TCG_LOTTO_VN';

export async function recentGames(db: D1Database, memberId: number, pageNo: number, pageSize: number): Promise<GameListPage> {
  const { rows, total } = await listRecentGames(db, memberId, pageNo, pageSize);
  return { list: rows.map(toGameCard), totalPages: totalPages(total, pageSize) };
}

/** The latest and the biggest wins of the merchant's members. */
export async function winners(db: D1Database, merchant: string): Promise<Winners> {
  const { latest, biggest } = await listWinners(db, merchant, WINNERS_SHOWN);
  return { latest: latest.map(toWinner), biggest: biggest.map(toWinner) };
}

/** A PVP game's rooms, or null when the merchant offers no such PVP game. */
export async function roomsOf(db: D1Database, merchant: string, gameId: string): Promise<PvpRoom[] | null> {
  const game = await findOfferedGame(db, merchant, gameId);
  return game?.category === 'PVP' && game.is_game === 'GAME' ? pvpRooms(game) : null;
}

/** Opened numbers, newest first: of every lottery game, of one game, or of the VN vendor's games (`vn`). */
export async function openedNumbers(db: D1Database, merchant: string, f: { gameId?: string; vn?: boolean }, count: number): Promise<LotteryNumbers> {
  return { list: (await listDraws(db, merchant, { gameId: f.gameId, vendor: f.vn ? VN_VENDOR : undefined }, count)).map(toDraw) };
}

/** The VN lottery menu: the vendor's games dealt into the three regions (docs/product.md 3 lottery game groups). */
export async function vnMenu(db: D1Database, merchant: string): Promise<LotteryGameMenu[]> {
  const offered = await merchantOffersVendor(db, merchant, VN_VENDOR);
  const games = offered ? await listLotteryGames(db, VN_VENDOR) : [];
  return VN_GROUPS.map((code, g) => ({
    gameGroupCode: code,
    labelName: code,
    gameMenus: games.filter((_, i) => i % VN_GROUPS.length === g).map((row) => ({ gameCode: row.game_id, gameName: row.name, vendor: row.vendor_code })),
  }));
}
