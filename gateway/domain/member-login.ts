/**
 * The ways in of routes/session.ts: by username and password (a captcha after two failures,
 * a forgotten-password temporary password adopted at its first use), by an SMS code, the second
 * step from a new address (verify, resend), free play, logout. The session itself, or the
 * second step it needs: domain/login.ts.
 */
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import type { LoginFailure, TwoFactorChallenge } from '@shared/api';
import {
  clearFailures,
  countChallengeFailure,
  createMember,
  deleteChallenge,
  deleteSession,
  failureCounts,
  findChallenge,
  findMemberById,
  findMemberByUsername,
  recordFailure,
  resendChallenge,
  sendToOutbox,
  takeCaptcha,
} from '../db/queries/accounts';
import { adoptTemporaryPassword } from '../db/queries/recovery';
import type { LoginVisit } from '../lib/visitor';
import {
  CAPTCHA_AFTER_FAILURES,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  FREEPLAY_OPENING,
  normalizeMobile,
  phoneDestination,
  randomDigits,
  randomString,
  RESEND_AFTER_SECONDS,
  secondStepChannel,
  trialUsername,
} from './accounts';
import { moduleOn } from './brand';
import { type LoginStep, passwordLogin, secondFactorStep, startSession } from './login';
import { done, type Outcome, refuse } from './outcome';
import { hashPassword, verifyPassword } from './passwords';
import { logLogin } from './protection';
import { isTemporaryPassword } from './recovery';
import { checkCode, memberByMobile, spendCode } from './sms-codes';

// verified against when the username is unknown, so both failures take as long
let decoyHash: Promise<string> | undefined;

const loginFailed = (captchaRequired: boolean, message = 'Wrong username or password') =>
  refuse(401, 'LOGIN_FAILED', message, { captchaRequired } satisfies LoginFailure);

/**
 * By the SMS code sent to the account's phone: that stands in for the new-address step, but a
 * member with a second factor is still asked for it (a phished SMS code alone gets nobody in).
 */
export async function loginBySmsCode(
  db: D1Database,
  merchant: string,
  visit: LoginVisit,
  l: { countryDialingCode: string; mobileNum: string; verificationCode: string },
): Promise<Outcome<LoginStep>> {
  const { dialingCode, mobile } = normalizeMobile(l.countryDialingCode, l.mobileNum);
  const member = await memberByMobile(db, merchant, dialingCode, mobile);
  const codeId = member ? await checkCode(db, merchant, phoneDestination(dialingCode, mobile), 'login', l.verificationCode, Date.now()) : null;
  if (!member || codeId === null) return loginFailed(false, 'Wrong or expired verification code');
  await spendCode(db, codeId, Date.now());
  return done((await secondFactorStep(db, visit, member, 'LOGIN')) ?? (await startSession(db, visit, member)));
}

/** By username and password; after two failures (by username or address) the captcha is required. Failures are counted and logged. */
export async function loginByPassword(
  db: D1Database,
  merchant: string,
  visit: LoginVisit,
  l: { username: string; password: string; captcha?: string | undefined },
): Promise<Outcome<LoginStep>> {
  const keys = { user: l.username.toLowerCase(), ip: visit.ip };
  const before = await failureCounts(db, merchant, keys);
  if (Math.max(before.user, before.ip) >= CAPTCHA_AFTER_FAILURES) {
    const answer = await takeCaptcha(db, merchant, visit.ip, Date.now());
    if (!answer || answer !== l.captcha?.trim())
      return refuse(401, 'CAPTCHA_INVALID', 'Wrong or missing captcha', { captchaRequired: true } satisfies LoginFailure);
  }
  const member = await findMemberByUsername(db, merchant, l.username);
  decoyHash ??= hashPassword('decoy', new Uint8Array(16));
  let good = await verifyPassword(l.password, member?.password_hash ?? (await decoyHash));
  if (member && !good) {
    // forgot by e-mail: the temporary password becomes the password, marked default
    const temp = await isTemporaryPassword(db, member.id, l.password, Date.now());
    if (temp.ok) {
      await adoptTemporaryPassword(db, member.id, temp.hash, Date.now());
      good = true;
    }
  }
  if (!member || !good) {
    await recordFailure(db, merchant, keys, Date.now());
    if (member) await logLogin(db, visit, member, 'wrong_password');
    return loginFailed(Math.max(before.user, before.ip) + 1 >= CAPTCHA_AFTER_FAILURES);
  }
  await clearFailures(db, merchant, keys);
  // the generation as read before the password was checked: a password change or a break since refuses this session
  const fresh = (await findMemberById(db, member.id)) ?? member;
  return done(await passwordLogin(db, visit, { ...fresh, session_generation: member.session_generation }));
}

const expired = () => refuse(410, 'TWO_FACTOR_EXPIRED', 'The code expired or was tried too often; log in again');

/** The live challenge, or null (unknown, expired, or out of attempts). */
async function liveChallenge(db: D1Database, merchant: string, id: string) {
  const ch = await findChallenge(db, merchant, id);
  return ch && ch.expires_at > Date.now() && ch.attempts < CHALLENGE_MAX_ATTEMPTS ? ch : null;
}

/** The second step's code: right, the session starts from the address the login came from. */
export async function verifySecondStep(db: D1Database, merchant: string, visit: LoginVisit, challengeId: string, code: string): Promise<Outcome<LoginStep>> {
  const ch = await liveChallenge(db, merchant, challengeId);
  if (!ch) return expired();
  if (ch.code !== code.trim()) {
    await countChallengeFailure(db, ch.id);
    return refuse(401, 'TWO_FACTOR_INVALID', `Wrong code; ${CHALLENGE_MAX_ATTEMPTS - ch.attempts - 1} attempts left`);
  }
  await deleteChallenge(db, ch.id);
  const member = await findMemberById(db, ch.member_id);
  if (!member) return expired();
  return done(await startSession(db, { ...visit, ip: ch.ip }, member));
}

/** Another code for the challenge, at most one a minute (429 with the seconds to wait). */
export async function resendSecondStep(db: D1Database, merchant: string, challengeId: string): Promise<Outcome<TwoFactorChallenge>> {
  const ch = await liveChallenge(db, merchant, challengeId);
  if (!ch) return expired();
  const now = Date.now();
  const wait = Math.ceil((ch.last_sent_at + RESEND_AFTER_SECONDS * 1000 - now) / 1000);
  if (wait > 0) return refuse(429, 'TOO_MANY_REQUESTS', `Wait ${wait} s before asking for another code`, { retryAfterSeconds: wait });
  const code = randomDigits(6);
  await resendChallenge(db, ch.id, code, now, now + CHALLENGE_TTL_MS);
  await sendToOutbox(db, { merchant_code: ch.merchant_code, channel: ch.channel, destination: ch.destination, code, purpose: 'two_factor', created_at: now });
  const member = await findMemberById(db, ch.member_id);
  const masked = member ? secondStepChannel(member)?.masked : undefined;
  return done({ challengeId: ch.id, channel: ch.channel, destination: masked ?? '***', retryAfterSeconds: RESEND_AFTER_SECONDS });
}

export const freePlayOffered = (db: D1Database, merchant: string) => moduleOn(db, merchant, 'FREEPLAY');

/** A trial account (type 4) with the free-play opening balance, and its session. */
export async function startFreePlay(db: D1Database, merchant: string, visit: LoginVisit): Promise<LoginStep> {
  const now = Date.now();
  const member = await createMember(db, {
    merchant,
    username: trialUsername(),
    // nobody knows it: a trial account is reached through its token only
    passwordHash: await hashPassword(randomString(32, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')),
    nickname: 'Guest',
    type: TRIAL_ACCOUNT_TYPE,
    passwordIsDefault: false,
    mobile: null,
    email: null,
    passwordChangedAt: now,
    opening: FREEPLAY_OPENING,
    now,
  });
  return startSession(db, visit, member);
}

export const logout = (db: D1Database, tokenHash: string) => deleteSession(db, tokenHash);
