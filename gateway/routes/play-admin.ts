/** /__admin/play/*: draw the lottery now, put a game under maintenance (X-Admin-Token). */
import { Hono } from 'hono';
import { z } from 'zod';
import { insertDraws, listLotteryGames, setGameMaintenance } from '../db/queries/play';
import { drawNumbers } from '../domain/play';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const playAdmin = new Hono<AppEnv>();

playAdmin.use('*', adminToken);

/** One draw for every lottery game; what the Cron Trigger runs. */
export async function drawLotteries(db: D1Database, now = Date.now()) {
  const games = await listLotteryGames(db);
  const draws = games.map((g) => ({ gameId: g.game_id, numbers: drawNumbers() }));
  await insertDraws(db, draws, now);
  return draws.length;
}

playAdmin.post('/lottery/draw', async (c) => ok(c, { drawn: await drawLotteries(c.env.DB) }));

playAdmin.post('/game-maintenance', async (c) => {
  const body = await jsonBody(c, z.object({ gameId: z.string().min(1), on: z.boolean() }));
  if (!body.ok) return body.response;
  const res = await setGameMaintenance(c.env.DB, body.data.gameId, body.data.on);
  if (res.meta.changes !== 1) return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  return ok(c, { gameId: body.data.gameId, maintenance: body.data.on });
});
