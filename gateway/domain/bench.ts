/**
 * BENCH ONLY, not a product rule: the benchmark's made-up agent teams (tests/bench/bench.mjs,
 * npm run bench), seeded through routes/bench-admin.ts on local gateways.
 */
import { createMember, createSession } from '../db/queries/accounts';
import { insertBenchTeam } from '../db/queries/agent';
import { findMerchant } from '../db/queries/merchants';
import { hashToken, newToken, SESSION_TTL_MS } from './accounts';
import { teamAccount } from './agent-team';
import { hashPassword } from './passwords';

/**
 * A new agent with `sizes[l]` members at each depth (one deposit each, now) and a session for
 * it: its username, token and member count; null when there is no such brand.
 */
export async function seedBenchTeam(db: D1Database, merchant: string, sizes: number[]) {
  if (!(await findMerchant(db, merchant))) return null;
  const now = Date.now();
  const prefix = `b${now.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const passwordHash = await hashPassword('Bench1234');
  const root = await createMember(db, teamAccount(merchant, prefix, passwordHash, 1, now));
  await insertBenchTeam(db, { merchant, agentId: root.id, prefix, sizes, passwordHash, deposit: 1_000, now });
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
  return { username: prefix, token, members: sizes.reduce((n, s) => n + s, 0) };
}
