/**
 * /wps/session/*: login (username or SMS code; encrypted), the second step from a new
 * address (verify, resend), the second factor's step, free play, logout. Thin: parse, call (domain/member-login.ts), answer.
 */
import { Hono } from 'hono';
import { challengeRequestSchema, freeplayRequestSchema, loginRequestSchema, verifyRequestSchema } from '@shared/schemas-login';
import { LOGIN_BINDING_HEADER, loginSecondFactorSchema } from '@shared/api/second-factor';
import { loginBindingOf } from '../domain/social-login';
import { verifyLoginSecondFactor } from '../domain/login-second-factor';
import { freePlayOffered, loginByPassword, loginBySmsCode, logout, resendSecondStep, startFreePlay, verifySecondStep } from '../domain/member-login';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { answerLogin, answerLoginOutcome } from '../lib/login-answer';
import { loginVisit } from '../lib/visitor';
import { answers } from '../lib/answers';
import { requireSession } from '../middleware/session';

export const session = new Hono<AppEnv>();

session.post(
  '/login',
  answers('POST /wps/session/login', async (c) => {
    const body = await encryptedBody(c, loginRequestSchema);
    if (!body.ok) return body.response;
    const input = body.data;
    const merchant = c.var.merchant.code;

    if (input.type === 'sms') {
      const { mobileNum, countryDialingCode, verificationCode } = input;
      if (!mobileNum || !countryDialingCode || !verificationCode) {
        return fail(c, 400, 'BAD_REQUEST', 'mobileNum, countryDialingCode and verificationCode are required');
      }
      return answerLoginOutcome(c, await loginBySmsCode(c.env.DB, merchant, loginVisit(c), { mobileNum, countryDialingCode, verificationCode }));
    }

    const username = input.username?.trim() ?? '';
    if (!username || !input.password) return fail(c, 400, 'BAD_REQUEST', 'username and password are required');
    return answerLoginOutcome(c, await loginByPassword(c.env.DB, merchant, loginVisit(c), { username, password: input.password, captcha: input.captcha }));
  }),
);

// ---------------------------------------------------------------- second step

session.post(
  '/login/verify',
  answers('POST /wps/session/login/verify', async (c) => {
    const body = await jsonBody(c, verifyRequestSchema);
    if (!body.ok) return body.response;
    return answerLoginOutcome(c, await verifySecondStep(c.env.DB, c.var.merchant.code, loginVisit(c), body.data.challengeId, body.data.code));
  }),
);

/** The second factor of a login that answered SECOND_FACTOR_REQUIRED (an authenticator code, a recovery code or a passkey). */
session.post(
  '/login/second-factor',
  answers('POST /wps/session/login/second-factor', async (c) => {
    const body = await jsonBody(c, loginSecondFactorSchema);
    if (!body.ok) return body.response;
    const { challengeId, secondFactor } = body.data;
    const binding = await loginBindingOf(c.req.header(LOGIN_BINDING_HEADER));
    return answerLoginOutcome(c, await verifyLoginSecondFactor(c.env.DB, c.var.merchant.code, loginVisit(c), challengeId, secondFactor, binding));
  }),
);

session.post(
  '/login/resend',
  answers('POST /wps/session/login/resend', async (c) => {
    const body = await jsonBody(c, challengeRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await resendSecondStep(c.env.DB, c.var.merchant.code, body.data.challengeId));
  }),
);

// ---------------------------------------------------------------- free play, logout

session.post(
  '/login/freeplay',
  answers('POST /wps/session/login/freeplay', async (c) => {
    if (!(await freePlayOffered(c.env.DB, c.var.merchant.code))) return fail(c, 403, 'FEATURE_DISABLED', 'Free play is not offered');
    const body = await encryptedBody(c, freeplayRequestSchema);
    if (!body.ok) return body.response;
    return answerLogin(c, await startFreePlay(c.env.DB, c.var.merchant.code, loginVisit(c)));
  }),
);

/** Whether the session is alive (requireSession answers 401 when not), and until when: the edge worker asks before a live socket opens. */
session.get(
  '/alive',
  requireSession,
  answers('GET /wps/session/alive', async (c) => ok(c, { expiresAt: c.var.session.expires_at })),
);

session.delete(
  '/logout',
  requireSession,
  answers('DELETE /wps/session/logout', async (c) => {
    await logout(c.env.DB, c.var.session.token_hash);
    return ok(c, null);
  }),
);
