/**
 * /wps/redEnvelope/* (red envelope): shared/contract-envelope.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). A claim draws a random share of the brand's pool,
 * once per member and envelope, paid through the ledger and audited (RED_ENVELOPE_CLAIM).
 */
import { Hono } from 'hono';
import { redEnvelopeClaimSchema, type RedEnvelope } from '@shared/contract-envelope';
import { envelopeClaimRows, envelopeFacts, envelopeKey, findEnvelopeClaimByRequest } from '../db/queries/red-envelope';
import { claimOnce, type ClaimPayment, type ClaimRefusal } from '../domain/claims';
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
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = Date.now();
    const { envelope, claim } = await envelopeFacts(db, c.var.merchant.code, member.id);
    if (!envelope) return fail(c, 404, 'NOT_FOUND', 'No red envelope for this brand');
    const seen = toRedEnvelope(envelope, claim, now);
    const ref = `${envelope.id}:${requestId}`;
    const outcome = await claimOnce(db, {
      trail: { merchant: c.var.merchant.code, memberId: member.id, action: 'RED_ENVELOPE_CLAIM', ip: clientIp(c), at: now },
      // the member's claim of this envelope is in the facts just read
      earlier: async () => (claim && claim.request_id === requestId ? claim : null),
      // after the batch found the claim taken: the same requestId raced itself, or another of the member's claims won
      again: async () => {
        const mine = await findEnvelopeClaimByRequest(db, member.id, requestId);
        return mine && mine.envelope_id === envelope.id ? mine : null;
      },
      rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
        if (seen.state !== 'open') {
          const [code, message] = REFUSAL[seen.state];
          return { refuse: { status: 409, code, message }, audited: { ref, amount: claim?.amount ?? null } };
        }
        const amount = drawShare(envelope, Math.random());
        return {
          amount,
          ref,
          rows: envelopeClaimRows(db, { envelopeId: envelope.id, memberId: member.id, requestId, amount, now }),
          move: { key: envelopeKey(envelope.id, member.id), kind: 'ENVELOPE' },
          taken: { message: REFUSAL.claimed[1], amount: null },
          raceable: true,
        };
      },
    });
    if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.code, outcome.message);
    if (outcome.kind === 'earlier') return ok<RedEnvelope>(c, seen);
    if (outcome.kind === 'same') return ok<RedEnvelope>(c, toRedEnvelope(envelope, outcome.earlier, now));
    if (outcome.kind === 'paid') {
      const after = await envelopeFacts(db, c.var.merchant.code, member.id);
      return ok<RedEnvelope>(c, toRedEnvelope(after.envelope!, after.claim, now));
    }
    // raced: a racing claim took the share first, or the envelope closed; read it again
  }
  return fail(c, 503, 'TRY_AGAIN', 'The red envelope is busy, try again');
});
