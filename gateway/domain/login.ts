/**
 * The steps every login path shares: start a session, or, from an address an account has not
 * used, send a code and ask for the second step. Rules only: the outcome is a value the routes
 * answer (gateway/lib/login-answer.ts).
 */
import type { Exclusion } from '@shared/api/protection';
import type { LoginResult, TwoFactorChallenge } from '@shared/api';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { addKnownAddress, createChallenge, createSession, listKnownAddresses, sendToOutbox, type MemberRow } from '../db/queries/accounts';
import { lastSuccessfulLogin, stampSessionClock } from '../db/queries/protection';
import type { LoginVisit } from '../lib/visitor';
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
import { logLogin, protectionNow, refusedLogin } from './protection';
import { createSecondFactorLogin } from '../db/queries/second-factor';
import { methodsOf } from './second-factor';

export type LoginStep =
  | { kind: 'session'; result: LoginResult }
  /** a break or self-exclusion runs: every login is refused until its end */
  | { kind: 'excluded'; exclusion: Exclusion }
  /** a new address: a code was sent */
  | { kind: 'challenge'; challenge: TwoFactorChallenge }
  /** the member has a second factor: the login waits for its proof (challengeId names the attempt) */
  | { kind: 'secondFactor'; required: SecondFactorRequired }
  /** a new address and nowhere to send a code */
  | { kind: 'noSecondStep' }
  /** the account changed while the login ran (a password change or a PIN lock): log in again */
  | { kind: 'stale' };

/** A new session for the member, unless a break or self-exclusion runs. */
export async function startSession(db: D1Database, visit: LoginVisit, member: MemberRow): Promise<LoginStep> {
  const exclusion = await refusedLogin(db, visit, member);
  if (exclusion) return { kind: 'excluded', exclusion };
  return sessionStep(db, visit, member);
}

/** The session, or, when its insert was refused (a break began or the account changed meanwhile), why not. */
async function sessionStep(db: D1Database, visit: LoginVisit, member: MemberRow): Promise<LoginStep> {
  const result = await issueSession(db, visit, member);
  if (result) return { kind: 'session', result };
  const exclusion = await refusedLogin(db, visit, member);
  return exclusion ? { kind: 'excluded', exclusion } : { kind: 'stale' };
}

/**
 * Records a new session for the member from the visit's address (and the address as known, and
 * the login in the history); the LoginResult with its token and the previous successful login.
 * Callers check exclusions first (startSession does); the insert checks again in the same
 * statement, with the member's generation as `member` was read: null when it was refused.
 */
export async function issueSession(db: D1Database, visit: LoginVisit, member: MemberRow): Promise<LoginResult | null> {
  const now = Date.now();
  const token = newToken();
  const last = await lastSuccessfulLogin(db, member.id);
  const result: LoginResult = { ...loginResult(member, token, now), lastLogin: last ? { at: last.at, ip: last.ip } : null };
  const tokenHash = await hashToken(token);
  const created = await createSession(db, {
    token_hash: tokenHash,
    member_id: member.id,
    merchant_code: member.merchant_code,
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
    last_ip: visit.ip,
    generation: member.session_generation,
  });
  if (!created) return null;
  await addKnownAddress(db, member.id, visit.ip, now);
  // session limits and the reality check count from here, on the member's protection clock
  await stampSessionClock(db, tokenHash, await protectionNow(db, member.id));
  await logLogin(db, visit, member, 'success');
  return result;
}

/**
 * When the member has a second factor: the login attempt waiting for its proof (null: none to ask
 * for). `bindingHash`: a social login's, so only the browser that started it can answer.
 */
export async function secondFactorStep(
  db: D1Database,
  visit: LoginVisit,
  member: MemberRow,
  step: 'LOGIN' | 'NEW_ADDRESS',
  bindingHash: string | null = null,
): Promise<{ kind: 'secondFactor'; required: SecondFactorRequired } | null> {
  const methods = await methodsOf(db, { merchant: member.merchant_code, memberId: member.id, ip: visit.ip });
  if (methods.length === 0) return null;
  const id = newChallengeId();
  await createSecondFactorLogin(db, {
    id,
    merchant_code: member.merchant_code,
    member_id: member.id,
    ip: visit.ip,
    step,
    expires_at: Date.now() + CHALLENGE_TTL_MS,
    binding_hash: bindingHash,
    // a password change (or any other generation move) while it waits kills it
    generation: member.session_generation,
  });
  return { kind: 'secondFactor', required: { step, methods, challengeId: id } };
}

/**
 * After the password checked out: a member with a second factor (an authenticator app, a
 * passkey) is asked for it on every login, and from a new address instead of the SMS code.
 * Otherwise an account that has logged in before, from other addresses only, gets a 6-digit
 * code by SMS (or e-mail) and must answer it. The first login of an account just records its
 * address. An excluded member gets no code either.
 */
export async function passwordLogin(db: D1Database, visit: LoginVisit, member: MemberRow): Promise<LoginStep> {
  const exclusion = await refusedLogin(db, visit, member);
  if (exclusion) return { kind: 'excluded', exclusion };
  const known = await listKnownAddresses(db, member.id);
  const newAddress = known.length > 0 && !known.includes(visit.ip);
  const asked = await secondFactorStep(db, visit, member, newAddress ? 'NEW_ADDRESS' : 'LOGIN');
  if (asked) return asked;
  if (!newAddress) return sessionStep(db, visit, member);
  const target = secondStepChannel(member);
  if (!target) return { kind: 'noSecondStep' };
  const now = Date.now();
  const id = newChallengeId();
  const code = randomDigits(6);
  await createChallenge(db, {
    id,
    merchant_code: member.merchant_code,
    member_id: member.id,
    ip: visit.ip,
    channel: target.channel,
    destination: target.destination,
    code,
    attempts: 0,
    created_at: now,
    last_sent_at: now,
    expires_at: now + CHALLENGE_TTL_MS,
  });
  await sendToOutbox(db, {
    merchant_code: member.merchant_code,
    channel: target.channel,
    destination: target.destination,
    code,
    purpose: 'two_factor',
    created_at: now,
  });
  return { kind: 'challenge', challenge: { challengeId: id, channel: target.channel, destination: target.masked, retryAfterSeconds: RESEND_AFTER_SECONDS } };
}
