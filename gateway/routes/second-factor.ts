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
import { proofBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';
import { factorChanged } from '../lib/factor-change';

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
    const body = await proofBody(c, totpConfirmSchema);
    if (!body.ok) return body.response;
    const on = await confirmTotpSetup(c.env.DB, caller(c), body.data.code, c.var.session.token_hash, body.data.secondFactor);
    if (on.ok) await factorChanged(c, 'TOTP_ON');
    return answer(c, on);
  }),
);

secondFactor.post(
  '/totp/disable',
  answers('POST /wps/member/security/totp/disable', async (c) => {
    const body = await proofBody(c, totpDisableSchema);
    if (!body.ok) return body.response;
    const off = await turnTotpOff(c.env.DB, caller(c), body.data.secondFactor);
    if (off.ok) await factorChanged(c, 'TOTP_OFF');
    return answer(c, off);
  }),
);

secondFactor.post(
  '/recovery-codes',
  answers('POST /wps/member/security/recovery-codes', async (c) => {
    const body = await proofBody(c, recoveryCodesSchema);
    if (!body.ok) return body.response;
    const renewed = await renewRecoveryCodes(c.env.DB, caller(c), body.data.secondFactor);
    if (renewed.ok) await factorChanged(c, 'RECOVERY_CODES');
    return answer(c, renewed);
  }),
);
