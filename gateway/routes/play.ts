/**
 * /lgw/*: recent games (token), winners of real rounds, PVP rooms and the lottery's
 * opened numbers and VN menu (docs/product.md 7.2).
 */
import { Hono } from 'hono';
import { LOTTERY_NUMBERS_COUNT } from '@shared/constants';
import type { GameListPage, LotteryGameMenu, LotteryNumbers, PvpRoom, Winners } from '@shared/api/play';
import { openedNumbers, recentGames, roomsOf, vnMenu, winners } from '../domain/play-boards';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { intParam, optional } from '../lib/params';
import { answers } from '../lib/answers';
import { requireSession } from '../middleware/session';

export const play = new Hono<AppEnv>();

play.get(
  '/games/recent',
  requireSession,
  answers('GET /lgw/games/recent', async (c) => {
    const pageNo = intParam(c.req.query('pageNo'), 1, 1, 1000);
    const pageSize = intParam(c.req.query('pageSize'), 20, 1, 100);
    return ok<GameListPage>(c, await recentGames(c.env.DB, c.var.session.member_id, pageNo, pageSize));
  }),
);

play.get(
  '/games/winners',
  answers('GET /lgw/games/winners', async (c) => ok<Winners>(c, await winners(c.env.DB, c.var.merchant.code))),
);

play.get(
  '/games/pvp/rooms',
  answers('GET /lgw/games/pvp/rooms', async (c) => {
    const rooms = await roomsOf(c.env.DB, c.var.merchant.code, c.req.query('gameId') ?? '');
    return rooms ? ok<PvpRoom[]>(c, rooms) : fail(c, 404, 'NOT_FOUND', 'Unknown PVP game');
  }),
);

/** Latest opened numbers of every lottery game (home: count 100). */
play.get(
  '/lottery/numbers',
  answers('GET /lgw/lottery/numbers', async (c) => {
    const count = intParam(c.req.query('count'), LOTTERY_NUMBERS_COUNT, 1, LOTTERY_NUMBERS_COUNT);
    return ok<LotteryNumbers>(c, await openedNumbers(c.env.DB, c.var.merchant.code, {}, count));
  }),
);

/** Opened numbers of one game, newest first. */
play.get(
  '/lottery/opened',
  answers('GET /lgw/lottery/opened', async (c) => {
    const gameId = optional(c.req.query('gameCode'));
    if (!gameId) return fail(c, 400, 'BAD_REQUEST', 'gameCode is required');
    return ok<LotteryNumbers>(c, await openedNumbers(c.env.DB, c.var.merchant.code, { gameId }, 20));
  }),
);

/** VN lottery numbers (VN numero). */
play.get(
  '/vn/numero',
  answers('GET /lgw/vn/numero', async (c) => {
    const gameId = optional(c.req.query('gameCode'));
    return ok<LotteryNumbers>(c, await openedNumbers(c.env.DB, c.var.merchant.code, { gameId, vn: true }, 30));
  }),
);

/** VN lottery menu: the vendor's games dealt into the three regions (docs/product.md 3 lottery game groups). */
play.get(
  '/vn/games/game_menu',
  answers('GET /lgw/vn/games/game_menu', async (c) => ok<LotteryGameMenu[]>(c, await vnMenu(c.env.DB, c.var.merchant.code))),
);
