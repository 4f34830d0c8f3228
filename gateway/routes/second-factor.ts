/**
 * /wps/member/security/*: the member's second factor in my account (shared/api/second-factor.ts):
 * its status, the authenticator app (TOTP) turned on and off, and new recovery codes. Thin: parse, call
 * (domain/totp-setup.ts), answer. Behind requireSession and requireRealAccount.
 */
import { Hono } from 'hono';
import { recoveryCodesSchema, totpConfirmSchema, totpDisableSchema } from '@shared/api/second-factor';
import { confirmTotpSetup, renewRecoveryCodes, secondFactorStatus, startTotpSetup, turnTotpOff } from '../domain/totp-setup';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';

export const secondFactor = new Hono<AppEnv>();

secondFactor.get(
  '/second-factor',
  answers('GET /wps/member/security/second-factor', async (c) => ok(c, await secondFactorStatus(c.env.DB, caller(c)))),
);

secondFactor.post(
  '/totp/start',
  answers('POST /wps/member/security/totp/start', async (c) => answer(c, await startTotpSetup(c.env.DB, caller(c)))),
);

secondFactor.post(
  '/totp/confirm',
  answers('POST /wps/member/security/totp/confirm', async (c) => {
    const body = await jsonBody(c, totpConfirmSchema);
    if (!body.ok) return body.response;
    return answer(c, await confirmTotpSetup(c.env.DB, caller(c), body.data.code, c.var.session.token_hash));
  }),
);

secondFactor.post(
  '/totp/disable',
  answers('POST /wps/member/security/totp/disable', async (c) => {
    const body = await jsonBody(c, totpDisableSchema);
    if (!body.ok) return body.response;
    return answer(c, await turnTotpOff(c.env.DB, caller(c), body.data.secondFactor));
  }),
);

secondFactor.post(
  '/recovery-codes',
  answers('POST /wps/member/security/recovery-codes', async (c) => {
    const body = await jsonBody(c, recoveryCodesSchema);
    if (!body.ok) return body.response;
    return answer(c, await renewRecoveryCodes(c.env.DB, caller(c), body.data.secondFactor));
  }),
);
