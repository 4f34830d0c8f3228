/**
 * The live channel's contract: what a brand's gateway tells the portal changed, and what the
 * portal passes on to the open pages. gateway/README.md "Live events" describes the webhook
 * a real gateway implements:
 *   POST <portal>/live/events            one LiveEvent as JSON (at most LIVE_EVENT_MAX_BYTES)
 *   x-live-signature: t=<unix ms>,v1=<hex HMAC-SHA256(secret of the merchant, `${t}.${body}`)>
 * The portal answers 202 (taken), 400 (malformed), 401 (bad signature, unknown merchant or a
 * timestamp outside LIVE_SIGNATURE_WINDOW_MS), 409 (an event id it has already taken).
 * The browser imports only this file's types and constants (zod stays out of its bundle).
 */
import { z } from 'zod';

/** Events about one member: they go to that member's object and to no one else. */
export const MEMBER_EVENT_KINDS = [
  'deposit.paid',
  'withdrawal.requested',
  'withdrawal.paid',
  'withdrawal.rejected',
  'withdrawal.received',
  'transfer',
  'bonus.paid',
  'message.arrived',
  'contract.offered',
  'contract.answered',
  'points.changed',
  'break.started',
  'session.ended',
] as const;

/** Events every player of a brand sees: they go to every shard of the brand's object. */
export const BRAND_EVENT_KINDS = ['win.big', 'maintenance.scheduled'] as const;

export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
export type BrandEventKind = (typeof BRAND_EVENT_KINDS)[number];
export type LiveEventKind = MemberEventKind | BrandEventKind;

export const LIVE_EVENT_MAX_BYTES = 4096;
/** how far a webhook's timestamp may be from the portal's clock, either way */
export const LIVE_SIGNATURE_WINDOW_MS = 5 * 60_000;
/** the longest message a browser may send on its socket ("ping" is all it needs) */
export const LIVE_CLIENT_MESSAGE_MAX_BYTES = 64;
/** close codes the portal uses: the client does not reconnect after these */
export const LIVE_CLOSE = { sessionEnded: 4401, tooBig: 1009 } as const;

const small = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

const common = {
  /** unique per event and merchant: the portal refuses an id it has seen (replay) */
  id: z.string().min(8).max(64),
  /** when it happened (unix ms) */
  at: z.number().int().positive(),
  merchantCode: z.string().min(1).max(40),
  /** a few plain values the page may show (an order number, an amount); never a token */
  data: z.record(z.string().max(40), small).default({}),
};

export const liveEventSchema = z.discriminatedUnion('scope', [
  z.object({ ...common, scope: z.literal('member'), kind: z.enum(MEMBER_EVENT_KINDS), account: z.string().min(1).max(64) }),
  z.object({ ...common, scope: z.literal('brand'), kind: z.enum(BRAND_EVENT_KINDS) }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** transfer's data.direction and data.via */
export type TransferDirection = 'in' | 'out';
export type TransferVia = 'upline' | 'downline' | 'vendor';

/**
 * One message on a page's socket. `seq` rises by one per event of the stream (a member's, or
 * the brand's); the page sends back the last it saw when it reconnects, and the object replays
 * what came after from its backlog, or sends `resync` when the backlog no longer reaches back.
 */
export type LiveFrame =
  | { seq: number; kind: LiveEventKind; at: number; data: Record<string, string | number | boolean | null> }
  | { seq: number; kind: 'resync'; at: number; data: Record<string, never> };

export type LiveStream = 'member' | 'brand';
