/**
 * /__admin/play/*: draw the lottery now (every game, or one; with given numbers only where
 * LOTTERY_FIXED_DRAWS is on: the test servers), close betting on a game's open issue, put a
 * game under maintenance (X-Admin-Token). A draw settles the drawn issues' bets.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { parseDraw } from '@shared/lottery-rules';
import { closeSales } from '../db/queries/lottery';
import { findOfferedGame, insertDraws, listLotteryGames, setGameMaintenance } from '../db/queries/play';
import { LOTTERY_CATEGORIES, openIssue } from '../domain/lottery';
import { drawNumbers } from '../domain/play';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';
import { settleLotteryBets } from './lottery';

export const playAdmin = new Hono<AppEnv>();

playAdmin.use('*', adminToken);

/** One draw for every lottery game; what the Cron Trigger runs. */
export async function drawLotteries(db: D1Database, now = Date.now()) {
  const games = await listLotteryGames(db);
  const draws = games.map((g) => ({ gameId: g.game_id, numbers: drawNumbers() }));
  await insertDraws(db, draws, now);
  return draws.length;
}

const drawSchema = z.object({ gameId: z.string().min(1).max(64).optional(), numbers: z.string().max(32).optional() }).optional();

playAdmin.post('/lottery/draw', async (c) => {
  // no body: every game, random numbers
  const body = await jsonBody(c, drawSchema);
  if (!body.ok) return body.response;
  const { gameId, numbers } = body.data ?? {};
  if (numbers !== undefined) {
    if (c.env.LOTTERY_FIXED_DRAWS !== 'on') return fail(c, 403, 'FEATURE_DISABLED', 'Fixed numbers are for the test servers only');
    if (!gameId || !parseDraw(numbers)) return fail(c, 400, 'BAD_REQUEST', 'numbers needs a gameId and five two-digit numbers');
  }
  let drawn: number;
  if (gameId) {
    const games = await listLotteryGames(c.env.DB);
    if (!games.some((g) => g.game_id === gameId)) return fail(c, 404, 'NOT_FOUND', 'Unknown lottery game');
    await insertDraws(c.env.DB, [{ gameId, numbers: numbers ?? drawNumbers() }], Date.now());
    drawn = 1;
  } else {
    drawn = await drawLotteries(c.env.DB);
  }
  return ok(c, { drawn, settled: await settleLotteryBets(c.env, gameId) });
});

/** Closes betting on a game's open issue now (the operator stops sales before the scheduled close). */
playAdmin.post('/lottery/close', async (c) => {
  const body = await jsonBody(c, z.object({ gameId: z.string().min(1).max(64), merchantCode: z.string().default('DEMO') }));
  if (!body.ok) return body.response;
  const game = await findOfferedGame(c.env.DB, body.data.merchantCode, body.data.gameId);
  if (!game || !LOTTERY_CATEGORIES.includes(game.category)) return fail(c, 404, 'NOT_FOUND', 'Unknown lottery game');
  const now = Date.now();
  const { issue } = await openIssue(c.env.DB, game.game_id, now);
  await closeSales(c.env.DB, game.game_id, issue, now);
  return ok(c, { gameId: game.game_id, issue, closedAt: now });
});

playAdmin.post('/game-maintenance', async (c) => {
  const body = await jsonBody(c, z.object({ gameId: z.string().min(1), on: z.boolean() }));
  if (!body.ok) return body.response;
  const res = await setGameMaintenance(c.env.DB, body.data.gameId, body.data.on);
  if (res.meta.changes !== 1) return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  return ok(c, { gameId: body.data.gameId, maintenance: body.data.on });
});
