/** Calls that need a login: 'Authorization: Bearer <token>' of a live session of this merchant, else 401 NOT_LOGGED_IN. */
import { createMiddleware } from 'hono/factory';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { deleteSession, findMemberById, touchSession, type SessionRow } from '../db/queries/accounts';
import { sessionLimitStatement, type SessionLimitLookup } from '../db/queries/protection';
import { sessionLimitEnd, sessionStart } from '../domain/protection';
import { bearerToken, hashToken } from '../domain/accounts';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';
import { clientIp } from '../lib/visitor';

/**
 * The session and its member's session-limit row, in one round trip. A session of an older
 * generation than its member's (a break, a self-exclusion, a password change or a PIN lock
 * since it was made) is not found.
 */
async function sessionWithLimit(db: D1Database, tokenHash: string) {
  const [session, limit] = await db.batch([
    db
      .prepare('SELECT s.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.generation = m.session_generation')
      .bind(tokenHash),
    sessionLimitStatement(db, tokenHash),
  ]);
  return { session: (session!.results[0] as SessionRow | undefined) ?? null, limit: (limit!.results[0] as SessionLimitLookup | undefined) ?? null };
}

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const found = token ? await sessionWithLimit(c.env.DB, await hashToken(token)) : null;
  const session = found?.session ?? null;
  if (!session || session.merchant_code !== c.var.merchant.code || session.expires_at <= Date.now()) {
    if (session && session.expires_at <= Date.now()) await deleteSession(c.env.DB, session.token_hash);
    return fail(c, 401, 'NOT_LOGGED_IN', 'Not logged in, please login');
  }
  // player protection: the player's session time limit ends the session
  const endsAt = sessionLimitEnd(sessionStart(session), found?.limit ?? null);
  if (endsAt !== null && endsAt.now >= endsAt.at) {
    await deleteSession(c.env.DB, session.token_hash);
    return fail(c, 401, 'SESSION_LIMIT_REACHED', 'The session time limit was reached');
  }
  const ip = clientIp(c);
  if (ip && ip !== session.last_ip) await touchSession(c.env.DB, session.token_hash, ip);
  c.set('session', { ...session, last_ip: ip || session.last_ip });
  await next();
});

/**
 * After requireSession: the caller's member, refused with 403 NEED_TRUE_ACCOUNT when it is a
 * trial account (type 4; docs/product.md 5 in_need_true_account). Sets c.var.member.
 */
export const requireRealAccount = createMiddleware<AppEnv>(async (c, next) => {
  const member = await findMemberById(c.env.DB, c.var.session.member_id);
  if (!member || member.type === TRIAL_ACCOUNT_TYPE) return fail(c, 403, 'NEED_TRUE_ACCOUNT', 'A real account is needed');
  c.set('member', member);
  await next();
});
