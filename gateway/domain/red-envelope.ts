/** Red envelope rules: what a member sees of the brand's envelope, and the random share a claim draws. */
import type { RedEnvelope, RedEnvelopeState } from '@shared/api/envelope';
import type { EnvelopeClaimRow, RedEnvelopeRow } from '../db/queries/red-envelope';

/** A claim made stays claimed whatever the envelope does later; otherwise time, then the pool, decide. */
export function envelopeState(e: RedEnvelopeRow, claim: EnvelopeClaimRow | null, now: number): RedEnvelopeState {
  if (claim) return 'claimed';
  if (now < e.starts_at) return 'upcoming';
  if (now >= e.ends_at) return 'ended';
  return e.remaining > 0 ? 'open' : 'exhausted';
}

export function toRedEnvelope(e: RedEnvelopeRow, claim: EnvelopeClaimRow | null, now: number): RedEnvelope {
  return {
    id: e.id,
    startsAt: e.starts_at,
    endsAt: e.ends_at,
    pool: e.pool,
    remaining: e.remaining,
    minAmount: e.min_amount,
    maxAmount: e.max_amount,
    state: envelopeState(e, claim, now),
    amount: claim?.amount ?? null,
    claimedAt: claim?.created_at ?? null,
    now,
  };
}

/**
 * A share drawn uniformly from [min, max] in whole units, never more than the pool holds: the
 * last claims take what is left, even under the minimum. `random` is in [0, 1).
 */
export function drawShare(e: Pick<RedEnvelopeRow, 'min_amount' | 'max_amount' | 'remaining'>, random: number): number {
  const draw = e.min_amount + Math.floor(random * (e.max_amount - e.min_amount + 1));
  return Math.max(0, Math.min(draw, e.remaining));
}
