/**
 * The red envelope for the member: the brand's envelope as the member sees it, and a claim that
 * draws a random share of the pool, once per member and envelope (domain/claims.ts claimOnce).
 */
import type { RedEnvelope } from '@shared/api/envelope';
import { envelopeClaimRows, envelopeFacts, envelopeKey, findEnvelopeClaimByRequest } from '../db/queries/red-envelope';
import type { Caller } from './caller';
import { type ClaimAnswer, type ClaimPayment, type ClaimRefusal, claimOnce, claimRefused, trailOf } from './claims';
import { refuse } from './outcome';
import { drawShare, toRedEnvelope } from './red-envelope';

/** How often a claim reads the pool again after racing claims took its share first. */
const ATTEMPTS = 12;

const REFUSAL = {
  upcoming: ['ENVELOPE_NOT_STARTED', 'The red envelope has not started yet'],
  ended: ['ENVELOPE_ENDED', 'The red envelope has ended'],
  exhausted: ['POOL_EXHAUSTED', 'The red envelope is empty'],
  claimed: ['ALREADY_CLAIMED', 'This red envelope has been claimed already'],
} as const;

const noEnvelope = () => refuse(404, 'NOT_FOUND', 'No red envelope for this brand');

export async function memberEnvelope(db: D1Database, merchant: string, memberId: number) {
  const { envelope, claim } = await envelopeFacts(db, merchant, memberId);
  return envelope ? { ok: true as const, value: toRedEnvelope(envelope, claim, Date.now()) } : noEnvelope();
}

/** Claims a share, once: a repeated requestId answers the claim it made; every other second claim is refused. */
export async function claimEnvelope(db: D1Database, who: Caller, requestId: string): Promise<ClaimAnswer<RedEnvelope>> {
  const { member } = who;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = Date.now();
    const { envelope, claim } = await envelopeFacts(db, who.merchant, member.id);
    if (!envelope) return noEnvelope();
    const seen = toRedEnvelope(envelope, claim, now);
    const ref = `${envelope.id}:${requestId}`;
    const outcome = await claimOnce(db, {
      trail: trailOf(who, 'RED_ENVELOPE_CLAIM', now),
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
    if (outcome.kind === 'refused') return claimRefused(outcome);
    if (outcome.kind === 'earlier') return { ok: true, value: seen, paid: null };
    if (outcome.kind === 'same') return { ok: true, value: toRedEnvelope(envelope, outcome.earlier, now), paid: null };
    if (outcome.kind === 'paid') {
      const after = await envelopeFacts(db, who.merchant, member.id);
      return { ok: true, value: toRedEnvelope(after.envelope!, after.claim, now), paid: outcome.amount };
    }
    // raced: a racing claim took the share first, or the envelope closed; read it again
  }
  return refuse(503, 'TRY_AGAIN', 'The red envelope is busy, try again');
}
