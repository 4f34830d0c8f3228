/**
 * /lgw/*: recent games (token), winners of real rounds, PVP rooms and the lottery's
 * opened numbers and VN menu (docs/product.md 7.2).
 */
import { Hono } from 'hono';
import { LOTTERY_NUMBERS_COUNT } from '@shared/constants';
import type { GameListPage, LotteryGameMenu, LotteryNumbers, PvpRoom, Winners } from '@shared/contract-play';
import { merchantOffersVendor } from '../db/queries/games';
import { listDraws, listLotteryGames, listRecentGames, listWinners, findOfferedGame } from '../db/queries/play';
import { toGameCard } from '../domain/games';
import { pvpRooms, toDraw, toWinner, VN_GROUPS, WINNERS_SHOWN } from '../domain/play';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { intParam, optional, totalPages } from '../lib/params';
import { requireSession } from '../middleware/session';

export const play = new Hono<AppEnv>();

const VN_VENDOR = 'TCG_LOTTO_VN';

play.get('/games/recent', requireSession, async (c) => {
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 1000);
  const pageSize = intParam(c.req.query('pageSize'), 20, 1, 100);
  const { rows, total } = await listRecentGames(c.env.DB, c.var.session.member_id, pageNo, pageSize);
  return ok<GameListPage>(c, { list: rows.map(toGameCard), totalPages: totalPages(total, pageSize) });
});

play.get('/games/winners', async (c) => {
  const { latest, biggest } = await listWinners(c.env.DB, c.var.merchant.code, WINNERS_SHOWN);
  return ok<Winners>(c, { latest: latest.map(toWinner), biggest: biggest.map(toWinner) });
});

play.get('/games/pvp/rooms', async (c) => {
  const game = await findOfferedGame(c.env.DB, c.var.merchant.code, c.req.query('gameId') ?? '');
  if (game?.category !== 'PVP' || game.is_game !== 'GAME') return fail(c, 404, 'NOT_FOUND', 'Unknown PVP game');
  return ok<PvpRoom[]>(c, pvpRooms(game));
});

/** Latest opened numbers of every lottery game (home: count 100). */
play.get('/lottery/numbers', async (c) => {
  const count = intParam(c.req.query('count'), LOTTERY_NUMBERS_COUNT, 1, LOTTERY_NUMBERS_COUNT);
  return ok<LotteryNumbers>(c, { list: (await listDraws(c.env.DB, c.var.merchant.code, {}, count)).map(toDraw) });
});

/** Opened numbers of one game, newest first. */
play.get('/lottery/opened', async (c) => {
  const gameId = optional(c.req.query('gameCode'));
  if (!gameId) return fail(c, 400, 'BAD_REQUEST', 'gameCode is required');
  return ok<LotteryNumbers>(c, { list: (await listDraws(c.env.DB, c.var.merchant.code, { gameId }, 20)).map(toDraw) });
});

/** VN lottery numbers (VN numero). */
play.get('/vn/numero', async (c) => {
  const gameId = optional(c.req.query('gameCode'));
  return ok<LotteryNumbers>(c, { list: (await listDraws(c.env.DB, c.var.merchant.code, { vendor: VN_VENDOR, gameId }, 30)).map(toDraw) });
});

/** VN lottery menu: the vendor's games dealt into the three regions (docs/product.md 3 lottery game groups). */
play.get('/vn/games/game_menu', async (c) => {
  const offered = await merchantOffersVendor(c.env.DB, c.var.merchant.code, VN_VENDOR);
  const games = offered ? await listLotteryGames(c.env.DB, VN_VENDOR) : [];
  const menus: LotteryGameMenu[] = VN_GROUPS.map((code, g) => ({
    gameGroupCode: code,
    labelName: code,
    gameMenus: games.filter((_, i) => i % VN_GROUPS.length === g).map((row) => ({ gameCode: row.game_id, gameName: row.name, vendor: row.vendor_code })),
  }));
  return ok<LotteryGameMenu[]>(c, menus);
});
