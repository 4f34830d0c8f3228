/**
 * Forgotten password (docs/product.md 2.4, 4, 7.1): by e-mail, a temporary password sent to the
 * account's address (dev outbox); by phone (CHNGPASSVERIF3), an SMS code, then the new
 * password, which logs the player in.
 */
import { Hono, type Context } from 'hono';
import { forgotEmailSchema, passwordByPhoneSchema, phoneRequestSchema } from '@shared/schemas-login';
import { normalizeMobile, phoneDestination } from '../domain/accounts';
import { moduleOn } from '../domain/brand';
import { forgotByEmail, resetByCode, sendForgotCode } from '../domain/password-reset';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail } from '../lib/envelope';
import { answerLoginOutcome } from '../lib/login-answer';
import { throttleSend } from '../lib/send-throttle';
import { loginVisit } from '../lib/visitor';
import { answers } from '../lib/answers';

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
recovery.post(
  '/member/password/email',
  answers('POST /wps/member/password/email', async (c) => {
    const parsed = await formOrJson(c);
    if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', 'username and email are required');
    const merchant = c.var.merchant.code;
    const throttled = await throttleSend(c, 'email', parsed.data.email.trim());
    if (throttled) return throttled;
    return answer(c, await forgotByEmail(c.env.DB, merchant, parsed.data.username, parsed.data.email));
  }),
);

/** Forgot by phone, step 1 (CHNGPASSVERIF3): a code to a registered number; value.expirationTime. */
recovery.post(
  '/verification/sms/forgot',
  answers('POST /wps/verification/sms/forgot', async (c) => {
    const merchant = c.var.merchant.code;
    if (!(await moduleOn(c.env.DB, merchant, 'CHNGPASSVERIF3'))) return fail(c, 403, 'FEATURE_DISABLED', 'Recovery by phone is not offered');
    const body = await jsonBody(c, phoneRequestSchema);
    if (!body.ok) return body.response;
    const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNum);
    if (!dialingCode || !mobile) return fail(c, 400, 'BAD_REQUEST', 'Invalid mobile number');
    const throttled = await throttleSend(c, 'sms', phoneDestination(dialingCode, mobile));
    if (throttled) return throttled;
    return answer(c, await sendForgotCode(c.env.DB, merchant, dialingCode, mobile));
  }),
);

/**
 * Forgot by phone, step 2 (encrypted): the code checks out and the new password passes the
 * brand's rule, then it is set, every other session ends and a new one starts (LoginResult).
 */
recovery.post(
  '/member/password/verification',
  answers('POST /wps/member/password/verification', async (c) => {
    const merchant = c.var.merchant.code;
    if (!(await moduleOn(c.env.DB, merchant, 'CHNGPASSVERIF3'))) return fail(c, 403, 'FEATURE_DISABLED', 'Recovery by phone is not offered');
    const body = await encryptedBody(c, passwordByPhoneSchema);
    if (!body.ok) return body.response;
    const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNum);
    const reset = await resetByCode(c.env.DB, merchant, loginVisit(c), {
      dialingCode,
      mobile,
      code: body.data.verificationCode,
      newPassword: body.data.newPassword,
    });
    return answerLoginOutcome(c, reset);
  }),
);
