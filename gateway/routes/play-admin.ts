/**
 * /__admin/play/*: draw the lottery now (every game, or one; with given numbers only where
 * LOTTERY_FIXED_DRAWS is on: the test servers), close betting on a game's open issue, put a
 * game under maintenance (X-Admin-Token). A draw settles the drawn issues' bets.
 */
import { Hono } from 'hono';
import { lotteryDrawSchema, lotterySalesCloseSchema } from '@shared/api/lottery';
import { gameMaintenanceSchema } from '@shared/api/play';
import { parseDraw } from '@shared/lottery-rules';
import { closeLotterySales, drawNow, switchGameMaintenance } from '../domain/lottery-draws';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { answer } from '../lib/answer';
import { adminToken } from '../middleware/admin-token';

export const playAdmin = new Hono<AppEnv>();

playAdmin.use('*', adminToken);

playAdmin.post('/lottery/draw', async (c) => {
  // no body: every game, random numbers
  const body = await jsonBody(c, lotteryDrawSchema);
  if (!body.ok) return body.response;
  const { gameId, numbers } = body.data ?? {};
  if (numbers !== undefined) {
    if (c.env.LOTTERY_FIXED_DRAWS !== 'on') return fail(c, 403, 'FEATURE_DISABLED', 'Fixed numbers are for the test servers only');
    if (!gameId || !parseDraw(numbers)) return fail(c, 400, 'BAD_REQUEST', 'numbers needs a gameId and five two-digit numbers');
  }
  return answer(c, await drawNow(c.env, { gameId, numbers }));
});

/** Closes betting on a game's open issue now (the operator stops sales before the scheduled close). */
playAdmin.post('/lottery/close', async (c) => {
  const body = await jsonBody(c, lotterySalesCloseSchema);
  if (!body.ok) return body.response;
  return answer(c, await closeLotterySales(c.env.DB, body.data.merchantCode, body.data.gameId, Date.now()));
});

playAdmin.post('/game-maintenance', async (c) => {
  const body = await jsonBody(c, gameMaintenanceSchema);
  if (!body.ok) return body.response;
  if (!(await switchGameMaintenance(c.env.DB, body.data.gameId, body.data.on))) return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  return ok(c, { gameId: body.data.gameId, maintenance: body.data.on });
});
