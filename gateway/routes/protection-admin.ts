/**
 * /__admin/protection/clock (X-Admin-Token; development and test servers only, where
 * TEST_CLOCK = "on"): moves one member's protection clock forward, so a waiting deposit-limit
 * raise, a break's end or a reality check's interval can be seen passing without waiting.
 * Only that member's protection rules read the shifted clock; sessions and orders keep real time.
 */
import { Hono } from 'hono';
import { protectionClockSchema } from '@shared/api/protection';
import { advanceClock } from '../domain/protection-admin';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const protectionAdmin = new Hono<AppEnv>();

protectionAdmin.use('*', adminToken);

protectionAdmin.post('/clock', async (c) => {
  if (c.env.TEST_CLOCK !== 'on') return fail(c, 403, 'FEATURE_DISABLED', 'The test clock is for development and test servers only');
  const body = await jsonBody(c, protectionClockSchema);
  if (!body.ok) return body.response;
  const clock = await advanceClock(c.env.DB, body.data.merchantCode, body.data.username, body.data.advanceMs);
  return clock ? ok<{ offsetMs: number; now: number }>(c, clock) : fail(c, 404, 'NOT_FOUND', 'No such member');
});
