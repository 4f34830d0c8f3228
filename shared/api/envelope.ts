/**
 * Red envelope (docs/product.md 2.5, a member screen named by label), contract first: a
 * timed giveaway of random amounts from a pool, each member claims once. Money is whole
 * currency units, times epoch ms. The browser imports only the types.
 *
 *   GET  /wps/redEnvelope        (token, real account)  RedEnvelope: the brand's current envelope as this member sees it
 *   POST /wps/redEnvelope/claim  (token, real account)  {requestId} -> RedEnvelope (state claimed, with the amount);
 *        409 ENVELOPE_NOT_STARTED, ENVELOPE_ENDED, POOL_EXHAUSTED, ALREADY_CLAIMED; 404 NOT_FOUND (no envelope)
 *   PUT  /__admin/redEnvelope    (operator)              RedEnvelopeSettings -> opens a new envelope for the brand
 */
import { z } from 'zod';
import { moneyAmount } from './cashier';

/** upcoming: not started (count down to startsAt); open: claimable; claimed: this member's share (amount); exhausted: pool empty; ended: past endsAt. */
export const RED_ENVELOPE_STATES = ['upcoming', 'open', 'claimed', 'exhausted', 'ended'] as const;
export type RedEnvelopeState = (typeof RED_ENVELOPE_STATES)[number];

/** The refusals of a claim (besides NEED_TRUE_ACCOUNT, NOT_FOUND); TRY_AGAIN when racing claims kept taking the share first. */
export type RedEnvelopeErrorCode = 'ENVELOPE_NOT_STARTED' | 'ENVELOPE_ENDED' | 'POOL_EXHAUSTED' | 'ALREADY_CLAIMED' | 'TRY_AGAIN';

export interface RedEnvelope {
  id: number;
  startsAt: number;
  endsAt: number;
  pool: number;
  remaining: number;
  minAmount: number;
  maxAmount: number;
  state: RedEnvelopeState;
  /** the member's share once claimed, else null */
  amount: number | null;
  claimedAt: number | null;
  /** the gateway's clock when it answered, so a countdown does not depend on the device's clock */
  now: number;
}

export const redEnvelopeClaimSchema = z.object({ requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
export type RedEnvelopeClaim = z.infer<typeof redEnvelopeClaimSchema>;

/** The operator's new envelope for a brand (replaces the current one; claims start again). */
export const redEnvelopeSettingsSchema = z
  .object({
    merchantCode: z.string().min(1),
    startsAt: z.number().int().nonnegative(),
    endsAt: z.number().int().positive(),
    pool: moneyAmount,
    minAmount: moneyAmount,
    maxAmount: moneyAmount,
  })
  .refine((s) => s.endsAt > s.startsAt, { message: 'endsAt must be after startsAt', path: ['endsAt'] })
  .refine((s) => s.maxAmount >= s.minAmount, { message: 'maxAmount must be at least minAmount', path: ['maxAmount'] });
export type RedEnvelopeSettings = z.infer<typeof redEnvelopeSettingsSchema>;
