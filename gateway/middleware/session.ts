/** Calls that need a login: 'Authorization: Bearer <token>' of a live session of this merchant, else 401 NOT_LOGGED_IN. */
import { createMiddleware } from 'hono/factory';
import { liveSession, realAccount } from '../domain/sessions';
import type { AppEnv } from '../env';
import { refusal } from '../lib/answer';
import { clientIp } from '../lib/visitor';

/** Sets c.var.session; the rules (expiry, session time limit, the member's generation) are domain/sessions.ts. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await liveSession(c.env.DB, c.var.merchant.code, c.req.header('Authorization'), clientIp(c));
  if (!session.ok) return refusal(c, session);
  c.set('session', session.value);
  await next();
});

/**
 * After requireSession: the caller's member, refused with 403 NEED_TRUE_ACCOUNT when it is a
 * trial account (type 4; docs/product.md 5 in_need_true_account). Sets c.var.member.
 */
export const requireRealAccount = createMiddleware<AppEnv>(async (c, next) => {
  const member = await realAccount(c.env.DB, c.var.session.member_id);
  if (!member.ok) return refusal(c, member);
  c.set('member', member.value);
  await next();
});
