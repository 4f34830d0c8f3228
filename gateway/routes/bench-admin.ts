/**
 * BENCH ONLY, not a product route: POST /__admin/agent/bench-team seeds the benchmark's made-up
 * agent teams (tests/bench/bench.mjs, npm run bench; domain/bench.ts). Operator token only;
 * kept out of the agent centre's routes so product code holds no seeding.
 */
import { Hono } from 'hono';
import { benchTeamSchema } from '@shared/api/agent';
import { seedBenchTeam } from '../domain/bench';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const benchAdmin = new Hono<AppEnv>();
benchAdmin.use('*', adminToken);

/** A new agent with `sizes[l]` members at each depth and a session for it; answers its token. Operator only, local gateways. */
benchAdmin.post('/', async (c) => {
  const body = await jsonBody(c, benchTeamSchema);
  if (!body.ok) return body.response;
  const team = await seedBenchTeam(c.env.DB, body.data.merchantCode, body.data.sizes);
  return team ? ok(c, team) : fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
});
