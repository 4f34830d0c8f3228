/**
 * BENCH ONLY, not a product route: POST /__admin/agent/bench-team seeds the benchmark's made-up
 * agent teams (tests/bench/bench.mjs, npm run bench). Operator token only; kept out of the
 * agent centre's routes so product code holds no seeding.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createMember, createSession } from '../db/queries/accounts';
import { insertBenchTeam } from '../db/queries/agent';
import { findMerchant } from '../db/queries/merchants';
import { hashToken, newToken, SESSION_TTL_MS } from '../domain/accounts';
import { hashPassword } from '../domain/passwords';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const benchAdmin = new Hono<AppEnv>();
benchAdmin.use('*', adminToken);

/**
 * The benchmark's teams (npm run bench): a new agent with `sizes[l]` members at each depth (one
 * deposit each, now) and a session for it; answers its token. Operator only, local gateways.
 */
benchAdmin.post('/', async (c) => {
  const body = await jsonBody(c, z.object({ merchantCode: z.string().min(1), sizes: z.array(z.number().int().min(1).max(10_000)).min(1).max(10) }));
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const merchant = body.data.merchantCode;
  if (!(await findMerchant(db, merchant))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  const now = Date.now();
  const prefix = `b${now.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const passwordHash = await hashPassword('Bench1234');
  const root = await createMember(db, {
    merchant,
    username: prefix,
    passwordHash,
    nickname: prefix,
    type: 1,
    passwordIsDefault: false,
    mobile: null,
    email: null,
    passwordChangedAt: now,
    opening: 0,
    now,
  });
  await insertBenchTeam(db, { merchant, agentId: root.id, prefix, sizes: body.data.sizes, passwordHash, deposit: 1_000, now });
  const token = newToken();
  await createSession(db, {
    token_hash: await hashToken(token),
    member_id: root.id,
    merchant_code: merchant,
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
    last_ip: '127.0.0.1',
    generation: root.session_generation,
  });
  return ok(c, { username: prefix, token, members: body.data.sizes.reduce((n, s) => n + s, 0) });
});
