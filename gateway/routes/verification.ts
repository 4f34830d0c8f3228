/** /wps/verification/*: one-time codes by SMS (delivered to the development outbox; domain/sms-codes.ts). */
import { Hono } from 'hono';
import { phoneRequestSchema } from '@shared/schemas-login';
import { CODE_TTL_MINUTES, normalizeMobile, phoneDestination } from '../domain/accounts';
import { memberByMobile, sendCode } from '../domain/sms-codes';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { throttleSend } from '../lib/send-throttle';
import { answers } from '../lib/answers';

export const verification = new Hono<AppEnv>();

/** Login code for a registered number: value {expiredMinutes}; unknown number 404 MOBILE_NOT_FOUND; 429 past the send limits (domain/throttle.ts). */
verification.post(
  '/sms/noLogin',
  answers('POST /wps/verification/sms/noLogin', async (c) => {
    const body = await jsonBody(c, phoneRequestSchema);
    if (!body.ok) return body.response;
    const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNum);
    if (!dialingCode || !mobile) return fail(c, 400, 'BAD_REQUEST', 'Invalid mobile number');
    const merchant = c.var.merchant.code;
    const throttled = await throttleSend(c, 'sms', phoneDestination(dialingCode, mobile));
    if (throttled) return throttled;
    if (!(await memberByMobile(c.env.DB, merchant, dialingCode, mobile))) return fail(c, 404, 'MOBILE_NOT_FOUND', 'No account has this mobile number');
    await sendCode(c.env.DB, merchant, phoneDestination(dialingCode, mobile), 'login', CODE_TTL_MINUTES * 60_000);
    return ok(c, { expiredMinutes: CODE_TTL_MINUTES });
  }),
);
