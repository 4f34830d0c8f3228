/**
 * Who is calling with a bearer token: the live session of this brand (not expired, not past the
 * player's session time limit, of the member's current generation), and whether its member is a
 * real account. The session middleware answers what these steps refuse.
 */
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { deleteSession, findMemberById, type MemberRow, type SessionRow, touchSession } from '../db/queries/accounts';
import { sessionWithLimit } from '../db/queries/protection';
import { bearerToken, hashToken } from './accounts';
import { done, type Outcome, refuse } from './outcome';
import { sessionLimitEnd, sessionStart } from './protection';

/**
 * The session of an 'Authorization: Bearer <token>' header for the brand `merchant`, seen now
 * from `ip` (its last address is updated when it changed). An expired session, or one past the
 * player's session time limit, ends here.
 */
export async function liveSession(db: D1Database, merchant: string, authorization: string | undefined, ip: string | null): Promise<Outcome<SessionRow>> {
  const token = bearerToken(authorization);
  const found = token ? await sessionWithLimit(db, await hashToken(token)) : null;
  const session = found?.session ?? null;
  if (!session || session.merchant_code !== merchant || session.expires_at <= Date.now()) {
    if (session && session.expires_at <= Date.now()) await deleteSession(db, session.token_hash);
    return refuse(401, 'NOT_LOGGED_IN', 'Not logged in, please login');
  }
  // player protection: the player's session time limit ends the session
  const endsAt = sessionLimitEnd(sessionStart(session), found?.limit ?? null);
  if (endsAt !== null && endsAt.now >= endsAt.at) {
    await deleteSession(db, session.token_hash);
    return refuse(401, 'SESSION_LIMIT_REACHED', 'The session time limit was reached');
  }
  if (ip && ip !== session.last_ip) await touchSession(db, session.token_hash, ip);
  return done({ ...session, last_ip: ip || session.last_ip });
}

/** The session's member, refused with 403 NEED_TRUE_ACCOUNT when it is a trial account (type 4; docs/product.md 5 in_need_true_account). */
export async function realAccount(db: D1Database, memberId: number): Promise<Outcome<MemberRow>> {
  const member = await findMemberById(db, memberId);
  if (!member || member.type === TRIAL_ACCOUNT_TYPE) return refuse(403, 'NEED_TRUE_ACCOUNT', 'A real account is needed');
  return done(member);
}
