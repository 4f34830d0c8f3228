/**
 * /wps/session/*: login (username or SMS code; encrypted), the second step from a new
 * address (verify, resend), free play, logout.
 */
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { Hono } from 'hono';
import { challengeRequestSchema, freeplayRequestSchema, loginRequestSchema, verifyRequestSchema } from '@shared/schemas-login';
import type { LoginFailure, TwoFactorChallenge } from '@shared/contract';
import {
  clearFailures,
  countChallengeFailure,
  countVerificationFailure,
  createMember,
  deleteChallenge,
  deleteSession,
  failureCounts,
  findChallenge,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  latestVerificationCode,
  recordFailure,
  resendChallenge,
  sendToOutbox,
  takeCaptcha,
  consumeVerificationCode,
} from '../db/queries/accounts';
import { moduleEnabled } from '../db/queries/merchants';
import { adoptTemporaryPassword } from '../db/queries/recovery';
import {
  CAPTCHA_AFTER_FAILURES,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  CODE_MAX_ATTEMPTS,
  FREEPLAY_OPENING,
  normalizeMobile,
  phoneDestination,
  randomDigits,
  randomString,
  RESEND_AFTER_SECONDS,
  secondStepChannel,
  trialUsername,
} from '../domain/accounts';
import { passwordLogin, startSession } from '../domain/login';
import { answerLogin } from '../lib/login-answer';
import { logLogin } from '../domain/protection';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { isTemporaryPassword } from '../domain/recovery';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { clientIp, loginVisit } from '../lib/visitor';
import { requireSession } from '../middleware/session';

export const session = new Hono<AppEnv>();

// verified against when the username is unknown, so both failures take as long
let decoyHash: Promise<string> | undefined;

type Ctx = Parameters<typeof fail>[0];

const loginFailed = (c: Ctx, captchaRequired: boolean, message = 'Wrong username or password') =>
  failWith<LoginFailure>(c, 401, 'LOGIN_FAILED', message, { captchaRequired });

const codeFailed = (c: Ctx) => loginFailed(c, false, 'Wrong or expired verification code');

session.post('/login', async (c) => {
  const body = await encryptedBody(c, loginRequestSchema);
  if (!body.ok) return body.response;
  const input = body.data;
  const db = c.env.DB;
  const merchant = c.var.merchant.code;
  const ip = clientIp(c);

  if (input.type === 'sms') {
    if (!input.mobileNum || !input.countryDialingCode || !input.verificationCode) {
      return fail(c, 400, 'BAD_REQUEST', 'mobileNum, countryDialingCode and verificationCode are required');
    }
    const { dialingCode, mobile } = normalizeMobile(input.countryDialingCode, input.mobileNum);
    const member = await findMemberByMobile(db, merchant, dialingCode, mobile);
    const sent = member ? await latestVerificationCode(db, merchant, phoneDestination(dialingCode, mobile), 'login', Date.now()) : null;
    if (!member || !sent || sent.attempts >= CODE_MAX_ATTEMPTS) return codeFailed(c);
    if (sent.code !== input.verificationCode.trim()) {
      await countVerificationFailure(db, sent.id);
      return codeFailed(c);
    }
    await consumeVerificationCode(db, sent.id, Date.now());
    // the code reached the account's phone: that is the second factor, so no extra step
    return answerLogin(c, await startSession(c.env.DB, loginVisit(c, ip), member));
  }

  const username = input.username?.trim() ?? '';
  if (!username || !input.password) return fail(c, 400, 'BAD_REQUEST', 'username and password are required');
  const keys = { user: username.toLowerCase(), ip };
  const before = await failureCounts(db, merchant, keys);
  if (Math.max(before.user, before.ip) >= CAPTCHA_AFTER_FAILURES) {
    const answer = await takeCaptcha(db, merchant, ip, Date.now());
    if (!answer || answer !== input.captcha?.trim()) {
      return failWith<LoginFailure>(c, 401, 'CAPTCHA_INVALID', 'Wrong or missing captcha', { captchaRequired: true });
    }
  }
  const member = await findMemberByUsername(db, merchant, username);
  decoyHash ??= hashPassword('decoy', new Uint8Array(16));
  let good = await verifyPassword(input.password, member?.password_hash ?? (await decoyHash));
  if (member && !good) {
    // forgot by e-mail: the temporary password becomes the password, marked default
    const temp = await isTemporaryPassword(db, member.id, input.password, Date.now());
    if (temp.ok) {
      await adoptTemporaryPassword(db, member.id, temp.hash, Date.now());
      good = true;
    }
  }
  if (!member || !good) {
    await recordFailure(db, merchant, keys, Date.now());
    if (member) await logLogin(db, loginVisit(c, ip), member, 'wrong_password');
    return loginFailed(c, Math.max(before.user, before.ip) + 1 >= CAPTCHA_AFTER_FAILURES);
  }
  await clearFailures(db, merchant, keys);
  // the generation as read before the password was checked: a password change or a break since refuses this session
  const fresh = (await findMemberById(db, member.id)) ?? member;
  return answerLogin(c, await passwordLogin(db, loginVisit(c, ip), { ...fresh, session_generation: member.session_generation }));
});

// ---------------------------------------------------------------- second step

const expired = (c: Ctx) => fail(c, 410, 'TWO_FACTOR_EXPIRED', 'The code expired or was tried too often; log in again');

/** The live challenge, or null (unknown, expired, or out of attempts). */
async function liveChallenge(db: D1Database, merchant: string, id: string) {
  const ch = await findChallenge(db, merchant, id);
  return ch && ch.expires_at > Date.now() && ch.attempts < CHALLENGE_MAX_ATTEMPTS ? ch : null;
}

session.post('/login/verify', async (c) => {
  const body = await jsonBody(c, verifyRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const ch = await liveChallenge(db, c.var.merchant.code, body.data.challengeId);
  if (!ch) return expired(c);
  if (ch.code !== body.data.code.trim()) {
    await countChallengeFailure(db, ch.id);
    return fail(c, 401, 'TWO_FACTOR_INVALID', `Wrong code; ${CHALLENGE_MAX_ATTEMPTS - ch.attempts - 1} attempts left`);
  }
  await deleteChallenge(db, ch.id);
  const member = await findMemberById(db, ch.member_id);
  if (!member) return expired(c);
  return answerLogin(c, await startSession(c.env.DB, loginVisit(c, ch.ip), member));
});

session.post('/login/resend', async (c) => {
  const body = await jsonBody(c, challengeRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const ch = await liveChallenge(db, c.var.merchant.code, body.data.challengeId);
  if (!ch) return expired(c);
  const now = Date.now();
  const wait = Math.ceil((ch.last_sent_at + RESEND_AFTER_SECONDS * 1000 - now) / 1000);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return failWith(c, 429, 'TOO_MANY_REQUESTS', `Wait ${wait} s before asking for another code`, { retryAfterSeconds: wait });
  }
  const code = randomDigits(6);
  await resendChallenge(db, ch.id, code, now, now + CHALLENGE_TTL_MS);
  await sendToOutbox(db, { merchant_code: ch.merchant_code, channel: ch.channel, destination: ch.destination, code, purpose: 'two_factor', created_at: now });
  const member = await findMemberById(db, ch.member_id);
  const masked = member ? secondStepChannel(member)?.masked : undefined;
  return ok<TwoFactorChallenge>(c, { challengeId: ch.id, channel: ch.channel, destination: masked ?? '***', retryAfterSeconds: RESEND_AFTER_SECONDS });
});

// ---------------------------------------------------------------- free play, logout

session.post('/login/freeplay', async (c) => {
  if (!(await moduleEnabled(c.env.DB, c.var.merchant.code, 'FREEPLAY'))) return fail(c, 403, 'FEATURE_DISABLED', 'Free play is not offered');
  const body = await encryptedBody(c, freeplayRequestSchema);
  if (!body.ok) return body.response;
  const now = Date.now();
  const member = await createMember(c.env.DB, {
    merchant: c.var.merchant.code,
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
  return answerLogin(c, await startSession(c.env.DB, loginVisit(c), member));
});

session.delete('/logout', requireSession, async (c) => {
  await deleteSession(c.env.DB, c.var.session.token_hash);
  return ok(c, null);
});
