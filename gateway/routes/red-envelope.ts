/**
 * /wps/redEnvelope/* (red envelope): shared/contract-envelope.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). A claim draws a random share of the brand's pool,
 * once per member and envelope, paid through the ledger and audited (RED_ENVELOPE_CLAIM).
 */
import { Hono } from 'hono';
import { redEnvelopeClaimSchema, type RedEnvelope } from '@shared/contract-envelope';
import { audit, type AuditEntry } from '../domain/audit';
import { envelopeFacts, findEnvelopeClaimByRequest, payEnvelopeClaim } from '../db/queries/red-envelope';
import { drawShare, toRedEnvelope } from '../domain/red-envelope';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';

/** How often a claim reads the pool again after racing claims took its share first. */
const ATTEMPTS = 12;

const REFUSAL = {
  upcoming: ['ENVELOPE_NOT_STARTED', 'The red envelope has not started yet'],
  ended: ['ENVELOPE_ENDED', 'The red envelope has ended'],
  exhausted: ['POOL_EXHAUSTED', 'The red envelope is empty'],
  claimed: ['ALREADY_CLAIMED', 'This red envelope has been claimed already'],
} as const;

export const redEnvelope = new Hono<AppEnv>();

redEnvelope.get('/', async (c) => {
  const { envelope, claim } = await envelopeFacts(c.env.DB, c.var.merchant.code, c.var.member.id);
  if (!envelope) return fail(c, 404, 'NOT_FOUND', 'No red envelope for this brand');
  return ok<RedEnvelope>(c, toRedEnvelope(envelope, claim, Date.now()));
});

/** Claims a share, once: a repeated requestId answers the claim it made; every other second claim is refused. */
redEnvelope.post('/claim', async (c) => {
  const body = await jsonBody(c, redEnvelopeClaimSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const { requestId } = body.data;
  const entry = (envelopeId: number, result: string, amount: number | null, at: number): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: 'RED_ENVELOPE_CLAIM',
    amount,
    ref: `${envelopeId}:${requestId}`,
    ip: clientIp(c),
    result,
    at,
  });
  const trail = (envelopeId: number, result: string, amount: number | null, at: number) => audit(db, entry(envelopeId, result, amount, at));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = Date.now();
    const { envelope, claim } = await envelopeFacts(db, c.var.merchant.code, member.id);
    if (!envelope) return fail(c, 404, 'NOT_FOUND', 'No red envelope for this brand');
    const seen = toRedEnvelope(envelope, claim, now);
    if (claim && claim.request_id === requestId) return ok<RedEnvelope>(c, seen);
    if (seen.state !== 'open') {
      const [code, message] = REFUSAL[seen.state];
      await trail(envelope.id, code, claim?.amount ?? null, now);
      return fail(c, 409, code, message);
    }
    const amount = drawShare(envelope, Math.random());
    // the PAID row is written inside the payment's batch
    const outcome = await payEnvelopeClaim(
      db,
      { envelopeId: envelope.id, memberId: member.id, requestId, amount, now },
      entry(envelope.id, 'PAID', amount, now),
    );
    if (outcome === 'paid') {
      const after = await envelopeFacts(db, c.var.merchant.code, member.id);
      return ok<RedEnvelope>(c, toRedEnvelope(after.envelope!, after.claim, now));
    }
    if (outcome === 'duplicate') {
      // the same requestId raced itself, or another of the member's claims won: read which
      const mine = await findEnvelopeClaimByRequest(db, member.id, requestId);
      if (mine && mine.envelope_id === envelope.id) return ok<RedEnvelope>(c, toRedEnvelope(envelope, mine, now));
      await trail(envelope.id, 'ALREADY_CLAIMED', null, now);
      return fail(c, 409, 'ALREADY_CLAIMED', REFUSAL.claimed[1]);
    }
    // refused: a racing claim took the share first, or the envelope closed; read it again
  }
  return fail(c, 503, 'TRY_AGAIN', 'The red envelope is busy, try again');
});
