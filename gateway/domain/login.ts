/**
 * The steps every login path shares: start a session (answering LoginResult), or, from an
 * address an account has not used, send a code and answer the second-step challenge.
 */
import type { Context } from 'hono';
import type { LoginResult, TwoFactorChallenge } from '../../shared/contract';
import { addKnownAddress, createChallenge, createSession, listKnownAddresses, sendToOutbox, type MemberRow } from '../db/queries/accounts';
import { lastSuccessfulLogin, stampSessionClock } from '../db/queries/protection';
import type { AppEnv } from '../env';
import { fail, failWith, ok } from '../lib/envelope';
import {
  CHALLENGE_TTL_MS,
  hashToken,
  loginResult,
  newChallengeId,
  newToken,
  randomDigits,
  RESEND_AFTER_SECONDS,
  secondStepChannel,
  SESSION_TTL_MS,
} from './accounts';
import { logLogin, protectionNow, refuseExcluded } from './protection';

/**
 * A new session for the member from ip; records ip as known. Answers LoginResult (plus extra,
 * e.g. a RegisterResult's flags), or 403 SELF_EXCLUDED while a break or self-exclusion runs.
 */
export async function startSession(c: Context<AppEnv>, member: MemberRow, ip: string, extra: Record<string, unknown> = {}): Promise<Response> {
  const refused = await refuseExcluded(c, member, ip);
  if (refused) return refused;
  return ok<LoginResult>(c, { ...(await issueSession(c, member, ip)), ...extra });
}

/**
 * Records a new session for the member from ip (and ip as known, and the login in the
 * history); the LoginResult with its token and the previous successful login. Callers check
 * exclusions first (startSession does).
 */
export async function issueSession(c: Context<AppEnv>, member: MemberRow, ip: string): Promise<LoginResult> {
  const now = Date.now();
  const token = newToken();
  const last = await lastSuccessfulLogin(c.env.DB, member.id);
  const result: LoginResult = { ...loginResult(member, token, now), lastLogin: last ? { at: last.at, ip: last.ip } : null };
  const tokenHash = await hashToken(token);
  await createSession(c.env.DB, {
    token_hash: tokenHash,
    member_id: member.id,
    merchant_code: member.merchant_code,
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
    last_ip: ip,
  });
  await addKnownAddress(c.env.DB, member.id, ip, now);
  // session limits and the reality check count from here, on the member's protection clock
  await stampSessionClock(c.env.DB, tokenHash, await protectionNow(c.env.DB, member.id));
  await logLogin(c, member, 'success', ip);
  return result;
}

/**
 * After the password checked out: an account that has logged in before, from other
 * addresses only, gets a 6-digit code by SMS (or e-mail) and answers 403 TWO_FACTOR_REQUIRED.
 * The first login of an account just records its address.
 */
export async function passwordLogin(c: Context<AppEnv>, member: MemberRow, ip: string): Promise<Response> {
  // an excluded member gets no code either
  const refused = await refuseExcluded(c, member, ip);
  if (refused) return refused;
  const known = await listKnownAddresses(c.env.DB, member.id);
  if (known.length === 0 || known.includes(ip)) return startSession(c, member, ip);
  const target = secondStepChannel(member);
  // nowhere to send a code: nothing better than refusing
  if (!target) return fail(c, 403, 'TWO_FACTOR_REQUIRED', 'Login from a new address needs a verified phone or e-mail; contact customer service');
  const now = Date.now();
  const id = newChallengeId();
  const code = randomDigits(6);
  await createChallenge(c.env.DB, {
    id,
    merchant_code: member.merchant_code,
    member_id: member.id,
    ip,
    channel: target.channel,
    destination: target.destination,
    code,
    attempts: 0,
    created_at: now,
    last_sent_at: now,
    expires_at: now + CHALLENGE_TTL_MS,
  });
  await sendToOutbox(c.env.DB, {
    merchant_code: member.merchant_code,
    channel: target.channel,
    destination: target.destination,
    code,
    purpose: 'two_factor',
    created_at: now,
  });
  return failWith<TwoFactorChallenge>(c, 403, 'TWO_FACTOR_REQUIRED', 'A code was sent to confirm this new address', {
    challengeId: id,
    channel: target.channel,
    destination: target.masked,
    retryAfterSeconds: RESEND_AFTER_SECONDS,
  });
}
