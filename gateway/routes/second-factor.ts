/**
 * /wps/member/security/*: the member's second factor in my account (shared/api/second-factor.ts):
 * its status, and the authenticator app (TOTP) turned on and off. Thin: parse, call
 * (domain/totp-setup.ts), answer. Behind requireSession and requireRealAccount.
 */
import { Hono } from 'hono';
import { totpConfirmSchema, totpDisableSchema } from '@shared/api/second-factor';
import { confirmTotpSetup, secondFactorStatus, startTotpSetup, turnTotpOff } from '../domain/totp-setup';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';

export const secondFactor = new Hono<AppEnv>();

secondFactor.get('/second-factor', async (c) => ok(c, await secondFactorStatus(c.env.DB, caller(c))));

secondFactor.post('/totp/start', async (c) => answer(c, await startTotpSetup(c.env.DB, caller(c))));

secondFactor.post('/totp/confirm', async (c) => {
  const body = await jsonBody(c, totpConfirmSchema);
  if (!body.ok) return body.response;
  return answer(c, await confirmTotpSetup(c.env.DB, caller(c), body.data.code));
});

secondFactor.post('/totp/disable', async (c) => {
  const body = await jsonBody(c, totpDisableSchema);
  if (!body.ok) return body.response;
  return answer(c, await turnTotpOff(c.env.DB, caller(c), body.data.secondFactor));
});
