/**
 * Registration (docs/product.md 2.4, 4, 5, 7.1), mounted at /wps before the member routes (which
 * need a token): register and register mobile (JWE only), the registration SMS, the
 * affiliate check, the countries of the dialling-code selector and the bot-check challenge.
 */
import { Hono, type Context } from 'hono';
import type { AffiliateCheck, BotChallenge, CountryList } from '@shared/api/register';
import { registerRequestSchema, registerSmsSchema } from '@shared/schemas-register';
import type { RegisterType } from '@shared/validation/register-form';
import { normalizeMobile, phoneDestination } from '../domain/accounts';
import { COUNTRIES, issueChallenge, REGISTER_CODE_TTL_MINUTES } from '../domain/registration';
import { affiliateCheck, botCheckFailed, botCheckPassed, registerCodeAllowed, registerMember, registerSmsOffered } from '../domain/sign-up';
import { sendCode } from '../domain/sms-codes';
import type { AppEnv } from '../env';
import { refusal } from '../lib/answer';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { answerLogin } from '../lib/login-answer';
import { throttleSend } from '../lib/send-throttle';
import { loginVisit } from '../lib/visitor';
import { answers } from '../lib/answers';

export const registration = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

registration.get(
  '/verification/challenge',
  answers('GET /wps/verification/challenge', async (c) => ok<BotChallenge>(c, await issueChallenge(c.env.JWE_PRIVATE_KEY, c.var.merchant.code, Date.now()))),
);

registration.get(
  '/system/countries',
  answers('GET /wps/system/countries', (c) =>
    ok<CountryList>(c, { countries: COUNTRIES, visitorCountry: (c.req.header('X-Client-Country') ?? '').toUpperCase() }),
  ),
);

/** Affiliate (invitation) code check: value {code, valid}; an empty code is not valid. */
registration.get(
  '/agent/affiliate',
  answers('GET /wps/agent/affiliate', async (c) =>
    ok<AffiliateCheck>(c, await affiliateCheck(c.env.DB, c.var.merchant.code, (c.req.query('code') ?? '').trim().slice(0, 50))),
  ),
);

/**
 * Registration SMS: a 6-digit code to a number not yet registered, into the dev outbox;
 * value {expiredMinutes}. One code per number per minute (429 with Retry-After).
 */
registration.post(
  '/verification/sms/register',
  answers('POST /wps/verification/sms/register', async (c) => {
    const body = await jsonBody(c, registerSmsSchema);
    if (!body.ok) return body.response;
    const db = c.env.DB;
    const merchant = c.var.merchant.code;
    if (!(await registerSmsOffered(db, merchant))) return fail(c, 403, 'FEATURE_DISABLED', 'Registration by SMS code is not offered');
    const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNo);
    if (!dialingCode || mobile.length < 6 || mobile.length > 15) return fail(c, 400, 'BAD_REQUEST', 'Invalid mobile number');
    if (!(await botCheckPassed(db, c.env.JWE_PRIVATE_KEY, merchant, body.data.botCheck))) return refusal(c, botCheckFailed());
    const allowed = await registerCodeAllowed(db, merchant, dialingCode, mobile);
    if (!allowed.ok) return refusal(c, allowed);
    const throttled = await throttleSend(c, 'sms', phoneDestination(dialingCode, mobile));
    if (throttled) return throttled;
    await sendCode(db, merchant, phoneDestination(dialingCode, mobile), 'register', REGISTER_CODE_TTL_MINUTES * 60_000);
    return ok(c, { expiredMinutes: REGISTER_CODE_TTL_MINUTES });
  }),
);

/** PUT /wps/member/register and /wps/member/register/mobile: JWE body, then domain/sign-up.ts registerMember. */
function register(type: RegisterType) {
  return async (c: Ctx) => {
    const body = await encryptedBody(c, registerRequestSchema);
    if (!body.ok) return body.response;
    const brand = { code: c.var.merchant.code, secret: c.env.JWE_PRIVATE_KEY, timeZone: c.var.merchant.time_zone };
    const registered = await registerMember(c.env.DB, brand, loginVisit(c), type, body.data);
    if (!registered.ok) return refusal(c, registered);
    const { step, accountGenerated, passwordGenerated } = registered.value;
    return answerLogin(c, step, { accountGenerated, passwordGenerated });
  };
}

registration.put('/member/register', answers('PUT /wps/member/register', register('register')));
registration.put('/member/register/mobile', answers('PUT /wps/member/register/mobile', register('registerMobile')));
