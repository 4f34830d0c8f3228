/** /wps/verification/*: one-time codes by SMS (delivered to the development outbox). */
import { Hono } from 'hono';
import { phoneRequestSchema } from '@shared/schemas-login';
import { findMemberByMobile, saveVerificationCode, sendToOutbox } from '../db/queries/accounts';
import { CODE_TTL_MINUTES, normalizeMobile, phoneDestination, randomDigits } from '../domain/accounts';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { throttleSend } from '../lib/send-throttle';

export const verification = new Hono<AppEnv>();

/** Login code for a registered number: value {expiredMinutes}; unknown number 404 MOBILE_NOT_FOUND; 429 past the send limits (domain/throttle.ts). */
verification.post('/sms/noLogin', async (c) => {
  const body = await jsonBody(c, phoneRequestSchema);
  if (!body.ok) return body.response;
  const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNum);
  if (!dialingCode || !mobile) return fail(c, 400, 'BAD_REQUEST', 'Invalid mobile number');
  const merchant = c.var.merchant.code;
  const throttled = await throttleSend(c, 'sms', phoneDestination(dialingCode, mobile));
  if (throttled) return throttled;
  if (!(await findMemberByMobile(c.env.DB, merchant, dialingCode, mobile))) return fail(c, 404, 'MOBILE_NOT_FOUND', 'No account has this mobile number');
  const now = Date.now();
  const code = randomDigits(6);
  const destination = phoneDestination(dialingCode, mobile);
  await saveVerificationCode(c.env.DB, merchant, destination, 'login', code, now, now + CODE_TTL_MINUTES * 60_000);
  await sendToOutbox(c.env.DB, { merchant_code: merchant, channel: 'sms', destination, code, purpose: 'login', created_at: now });
  return ok(c, { expiredMinutes: CODE_TTL_MINUTES });
});
