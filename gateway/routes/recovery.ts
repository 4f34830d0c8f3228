/**
 * Forgotten password (docs/product.md 2.4, 4, 7.1): by e-mail, a temporary password sent to the
 * account's address (dev outbox); by phone (CHNGPASSVERIF3), an SMS code, then the new
 * password, which logs the player in.
 */
import { Hono, type Context } from 'hono';
import { forgotEmailSchema, passwordByPhoneSchema, phoneRequestSchema } from '@shared/schemas-login';
import type { ForgotEmailAnswer, ForgotSmsAnswer } from '@shared/contract-login';
import {
  countVerificationFailure,
  findMemberById,
  findMemberByMobile,
  latestVerificationCode,
  saveVerificationCode,
  sendToOutbox,
  consumeVerificationCode,
} from '../db/queries/accounts';
import { findMemberByUsernameAndEmail, resetPasswordByPhone, savePasswordReset } from '../db/queries/recovery';
import { findRegisterSettings, moduleEnabled } from '../db/queries/merchants';
import { CODE_MAX_ATTEMPTS, normalizeMobile, passwordAcceptable, phoneDestination, randomDigits } from '../domain/accounts';
import { startSession } from '../domain/login';
import { answerLogin } from '../lib/login-answer';
import { hashPassword } from '../domain/passwords';
import { FORGOT_CODE_TTL_MS, RESET_TTL_MS, temporaryPassword } from '../domain/recovery';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { throttleSend } from '../lib/send-throttle';
import { loginVisit } from '../lib/visitor';

export const recovery = new Hono<AppEnv>();

/** A form POST (docs/product.md 7.1) or JSON. */
async function formOrJson(c: Context<AppEnv>) {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => ({}));
    return forgotEmailSchema.safeParse(form);
  }
  return forgotEmailSchema.safeParse(await c.req.json().catch(() => undefined));
}

/**
 * Forgot by e-mail: username and the account's e-mail. A temporary password goes to the
 * e-mail (outbox purpose 'password_reset'); it works next to the old password for 30 minutes
 * and becomes the password, marked default, at the first login with it. 404
 * USER_EMAIL_NOT_FOUND when no account has both.
 */
recovery.post('/member/password/email', async (c) => {
  const parsed = await formOrJson(c);
  if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', 'username and email are required');
  const merchant = c.var.merchant.code;
  const throttled = await throttleSend(c, 'email', parsed.data.email.trim());
  if (throttled) return throttled;
  const member = await findMemberByUsernameAndEmail(c.env.DB, merchant, parsed.data.username, parsed.data.email);
  if (!member) return fail(c, 404, 'USER_EMAIL_NOT_FOUND', 'Username/e-mail does not exist');
  const now = Date.now();
  const temp = temporaryPassword();
  await savePasswordReset(c.env.DB, { member_id: member.id, temp_hash: await hashPassword(temp), created_at: now, expires_at: now + RESET_TTL_MS });
  await sendToOutbox(c.env.DB, {
    merchant_code: merchant,
    channel: 'email',
    destination: member.email,
    code: temp,
    purpose: 'password_reset',
    created_at: now,
  });
  return ok<ForgotEmailAnswer>(c, { expirationTime: now + RESET_TTL_MS });
});

/** Forgot by phone, step 1 (CHNGPASSVERIF3): a code to a registered number; value.expirationTime. */
recovery.post('/verification/sms/forgot', async (c) => {
  const merchant = c.var.merchant.code;
  if (!(await moduleEnabled(c.env.DB, merchant, 'CHNGPASSVERIF3'))) return fail(c, 403, 'FEATURE_DISABLED', 'Recovery by phone is not offered');
  const body = await jsonBody(c, phoneRequestSchema);
  if (!body.ok) return body.response;
  const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNum);
  if (!dialingCode || !mobile) return fail(c, 400, 'BAD_REQUEST', 'Invalid mobile number');
  const throttled = await throttleSend(c, 'sms', phoneDestination(dialingCode, mobile));
  if (throttled) return throttled;
  if (!(await findMemberByMobile(c.env.DB, merchant, dialingCode, mobile))) return fail(c, 404, 'MOBILE_NOT_FOUND', 'No account has this mobile number');
  const now = Date.now();
  const code = randomDigits(6);
  const destination = phoneDestination(dialingCode, mobile);
  await saveVerificationCode(c.env.DB, merchant, destination, 'forgot', code, now, now + FORGOT_CODE_TTL_MS);
  await sendToOutbox(c.env.DB, { merchant_code: merchant, channel: 'sms', destination, code, purpose: 'forgot', created_at: now });
  return ok<ForgotSmsAnswer>(c, { expirationTime: now + FORGOT_CODE_TTL_MS });
});

/**
 * Forgot by phone, step 2 (encrypted): the code checks out and the new password passes the
 * brand's rule, then it is set, every other session ends and a new one starts (LoginResult).
 */
recovery.post('/member/password/verification', async (c) => {
  const merchant = c.var.merchant.code;
  if (!(await moduleEnabled(c.env.DB, merchant, 'CHNGPASSVERIF3'))) return fail(c, 403, 'FEATURE_DISABLED', 'Recovery by phone is not offered');
  const body = await encryptedBody(c, passwordByPhoneSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNum);
  const member = await findMemberByMobile(db, merchant, dialingCode, mobile);
  const now = Date.now();
  const sent = member ? await latestVerificationCode(db, merchant, phoneDestination(dialingCode, mobile), 'forgot', now) : null;
  const invalid = () => fail(c, 400, 'CODE_INVALID', 'Wrong or expired verification code');
  if (!member || !sent || sent.attempts >= CODE_MAX_ATTEMPTS) return invalid();
  if (sent.code !== body.data.verificationCode.trim()) {
    await countVerificationFailure(db, sent.id);
    return invalid();
  }
  const settings = await findRegisterSettings(db, merchant);
  const rule = settings ? toRegisterSettings(settings).fields.password : undefined;
  // the code stays good for another try with a better password
  if (!passwordAcceptable(body.data.newPassword, rule)) return fail(c, 400, 'WEAK_PASSWORD', 'The new password does not meet the password rule');
  await consumeVerificationCode(db, sent.id, now);
  await resetPasswordByPhone(db, member.id, await hashPassword(body.data.newPassword), now);
  const updated = await findMemberById(db, member.id);
  return answerLogin(c, await startSession(c.env.DB, loginVisit(c), updated!));
});
