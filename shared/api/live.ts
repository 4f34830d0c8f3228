/**
 * The live channel's contract: what a brand's gateway tells the portal changed, and what the
 * portal passes on to the open pages. gateway/README.md "Live events" describes the webhook
 * a real gateway implements:
 *   POST <portal>/live/events            one LiveEvent as JSON (at most LIVE_EVENT_MAX_BYTES)
 *   x-live-signature: t=<unix ms>,v1=<hex HMAC-SHA256(secret of the merchant, `${t}.${body}`)>
 * The portal answers 202 (taken), 400 (malformed), 401 (bad signature, unknown merchant or a
 * timestamp outside LIVE_SIGNATURE_WINDOW_MS), 409 (an event id it has already taken).
 * The browser imports shared/live-events.ts only (zod stays out of its bundle).
 */
import { z } from 'zod';
import { BRAND_EVENT_KINDS, MEMBER_EVENT_KINDS } from '../live-events';

export * from '../live-events';

const small = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

const common = {
  /** unique per event and merchant: the portal refuses an id it has seen (replay) */
  id: z.string().min(8).max(64),
  /** when it happened (unix ms) */
  at: z.number().int().positive(),
  merchantCode: z.string().min(1).max(40),
  /**
   * a few plain values the page may show (an order number, an amount); never a token. A move of
   * money may carry `balance`: the member's main wallet once the move is stored, which the page
   * shows at once (a number, or the event is malformed)
   */
  data: z
    .record(z.string().max(40), small)
    .refine((data) => data.balance === undefined || (typeof data.balance === 'number' && Number.isFinite(data.balance)), {
      message: 'balance is a number',
      path: ['balance'],
    })
    .default({}),
};

export const liveEventSchema = z.discriminatedUnion('scope', [
  z.object({ ...common, scope: z.literal('member'), kind: z.enum(MEMBER_EVENT_KINDS), account: z.string().min(1).max(64) }),
  z.object({ ...common, scope: z.literal('brand'), kind: z.enum(BRAND_EVENT_KINDS) }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
