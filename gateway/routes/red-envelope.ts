/**
 * /wps/redEnvelope/* (red envelope): shared/api/envelope.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). A claim draws a random share of the brand's pool,
 * once per member and envelope, paid through the ledger and audited (RED_ENVELOPE_CLAIM;
 * domain/envelope-claims.ts).
 */
import { Hono } from 'hono';
import { redEnvelopeClaimSchema } from '@shared/api/envelope';
import { claimEnvelope, memberEnvelope } from '../domain/envelope-claims';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { answers } from '../lib/answers';

export const redEnvelope = new Hono<AppEnv>();

redEnvelope.get(
  '/',
  answers('GET /wps/redEnvelope', async (c) => answer(c, await memberEnvelope(c.env.DB, c.var.merchant.code, c.var.member.id))),
);

/** Claims a share, once: a repeated requestId answers the claim it made; every other second claim is refused. */
redEnvelope.post(
  '/claim',
  answers('POST /wps/redEnvelope/claim', async (c) => {
    const body = await jsonBody(c, redEnvelopeClaimSchema);
    if (!body.ok) return body.response;
    return answer(c, await claimEnvelope(c.env.DB, caller(c), body.data.requestId));
  }),
);
