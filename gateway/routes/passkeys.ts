/**
 * Passkeys (shared/api/passkeys.ts): a member's own (add, list, rename, remove, a step's
 * options) under /wps/member/passkeys, and the sign-in under /wps/session/login/passkey. Thin:
 * parse, call domain/passkeys.ts, answer.
 */
import { Hono, type Context, type Next } from 'hono';
import { PASSKEY_BINDING_HEADER, PORTAL_ORIGIN_HEADER } from '@shared/api/passkeys';
import { challengeRequestSchema } from '@shared/schemas-login';
import { passkeyLoginSchema, passkeyOptionsSchema, passkeyRegistrationSchema, passkeyRemoveSchema, passkeyRenameSchema } from '@shared/schemas-passkeys';
import {
  addPasskey,
  bindingOfNonce,
  loginOptions,
  loginStepOptions,
  passkeysOf,
  passkeysOffered,
  relyingParty,
  renameOwnPasskey,
  stepOptions,
} from '../domain/passkeys';
import { provenPasskeyRemoval, provenRegistrationOptions } from '../domain/passkey-changes';
import { passkeyLogin } from '../domain/passkey-login';
import type { AppEnv } from '../env';
import { answer, refusal } from '../lib/answer';
import { jsonBody, proofBody } from '../lib/body';
import { caller } from '../lib/caller';
import { fail, ok } from '../lib/envelope';
import { answerLoginOutcome } from '../lib/login-answer';
import { clientIp, loginVisit } from '../lib/visitor';
import { answers } from '../lib/answers';
import { factorChanged } from '../lib/factor-change';

const rpOf = (c: Context<AppEnv>) => relyingParty(c.env.DB, c.var.merchant.code, c.req.header(PORTAL_ORIGIN_HEADER));

/** The brand's PASSKEY module: off, no passkey is made or answers (the list and removing stay). */
const offered = async (c: Context<AppEnv>, next: Next) => {
  if (!(await passkeysOffered(c.env.DB, c.var.merchant.code))) return fail(c, 403, 'FEATURE_DISABLED', 'Passkeys are not offered');
  await next();
};

/** behind requireSession and requireRealAccount (index.ts) */
export const memberPasskeys = new Hono<AppEnv>();

memberPasskeys.get(
  '/',
  answers('GET /wps/member/passkeys', async (c) => {
    const rp = await rpOf(c);
    return rp.ok ? ok(c, await passkeysOf(c.env.DB, caller(c), rp.value)) : refusal(c, rp);
  }),
);

memberPasskeys.post(
  '/register/options',
  offered,
  answers('POST /wps/member/passkeys/register/options', async (c) => {
    const rp = await rpOf(c);
    if (!rp.ok) return refusal(c, rp);
    // the proof may come in a JSON body; none at all: the answer says what is asked (SECOND_FACTOR_REQUIRED)
    const body = c.req.header('content-type') ? await proofBody(c, passkeyOptionsSchema) : null;
    if (body && !body.ok) return body.response;
    return answer(c, await provenRegistrationOptions(c.env.DB, caller(c), c.var.session.token_hash, rp.value, body?.data.secondFactor));
  }),
);

memberPasskeys.post(
  '/register',
  offered,
  answers('POST /wps/member/passkeys/register', async (c) => {
    const rp = await rpOf(c);
    if (!rp.ok) return refusal(c, rp);
    const body = await jsonBody(c, passkeyRegistrationSchema);
    if (!body.ok) return body.response;
    const added = await addPasskey(c.env.DB, caller(c), c.var.session.token_hash, rp.value, body.data);
    if (added.ok) await factorChanged(c, 'PASSKEY_ADD');
    return answer(c, added);
  }),
);

memberPasskeys.post(
  '/rename',
  answers('POST /wps/member/passkeys/rename', async (c) => {
    const body = await jsonBody(c, passkeyRenameSchema);
    if (!body.ok) return body.response;
    return answer(c, await renameOwnPasskey(c.env.DB, caller(c), body.data.id, body.data.name));
  }),
);

memberPasskeys.post(
  '/remove',
  answers('POST /wps/member/passkeys/remove', async (c) => {
    const body = await proofBody(c, passkeyRemoveSchema);
    if (!body.ok) return body.response;
    const removed = await provenPasskeyRemoval(c.env.DB, caller(c), body.data.id, body.data.secondFactor);
    if (removed.ok) await factorChanged(c, 'PASSKEY_REMOVE');
    return answer(c, removed);
  }),
);

memberPasskeys.post(
  '/step/options',
  offered,
  answers('POST /wps/member/passkeys/step/options', async (c) => {
    const rp = await rpOf(c);
    if (!rp.ok) return refusal(c, rp);
    return answer(c, await stepOptions(c.env.DB, caller(c), c.var.session.token_hash, rp.value));
  }),
);

/** mounted at /wps/session/login/passkey, before the session routes; no session */
export const passkeySignIn = new Hono<AppEnv>();

/** The browser's sign-in nonce the edge worker sends (its hash binds the challenge), or null. */
const nonceBinding = async (c: Context<AppEnv>) => {
  const nonce = c.req.header(PASSKEY_BINDING_HEADER)?.trim();
  return nonce && nonce.length >= 16 && nonce.length <= 200 ? bindingOfNonce(nonce) : null;
};

passkeySignIn.post(
  '/options',
  offered,
  answers('POST /wps/session/login/passkey/options', async (c) => {
    const rp = await rpOf(c);
    if (!rp.ok) return refusal(c, rp);
    const binding = await nonceBinding(c);
    if (!binding) return fail(c, 400, 'BAD_REQUEST', `${PASSKEY_BINDING_HEADER} is required`);
    return answer(c, await loginOptions(c.env.DB, c.var.merchant.code, binding, rp.value));
  }),
);

passkeySignIn.post(
  '/',
  offered,
  answers('POST /wps/session/login/passkey', async (c) => {
    const rp = await rpOf(c);
    if (!rp.ok) return refusal(c, rp);
    const binding = await nonceBinding(c);
    if (!binding) return fail(c, 410, 'PASSKEY_CHALLENGE_EXPIRED', 'This passkey request expired; start again');
    const body = await jsonBody(c, passkeyLoginSchema);
    if (!body.ok) return body.response;
    const ctx = { merchant: c.var.merchant.code, purpose: 'login' as const, binding, rp: rp.value, memberId: null };
    return answerLoginOutcome(c, await passkeyLogin(c.env.DB, ctx, loginVisit(c), body.data.assertion));
  }),
);

/** A password login's second step answered with a passkey: options for that waiting attempt (no session yet). */
passkeySignIn.post(
  '/step/options',
  offered,
  answers('POST /wps/session/login/passkey/step/options', async (c) => {
    const rp = await rpOf(c);
    if (!rp.ok) return refusal(c, rp);
    const body = await jsonBody(c, challengeRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await loginStepOptions(c.env.DB, c.var.merchant.code, clientIp(c), body.data.challengeId, rp.value));
  }),
);
