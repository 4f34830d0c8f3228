/**
 * The live channel's kinds, limits and frames: what the browser needs, without zod (whose
 * compiled validators would need eval, which the page's CSP refuses). The webhook's schemas are
 * in shared/api/live.ts.
 */
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
  /** the member's second factor changed (data.change: the FactorChangeStep); the other sessions are told */
  'security.changed',
  /**
   * any move of the member's money (the gateway's ledger tells every one, whatever its path):
   * data.balance the main wallet now, data.movement the ledger's kind, data.vendor and
   * data.vendorBalance when a vendor wallet moved
   */
  'balance.changed',
] as const;

/** Events every player of a brand sees: they go to every shard of the brand's object. */
/** maintenance.scheduled: data.startsAt (ISO, null: now) and data.until (ISO, null: unknown); maintenance.ended: switched off (early or on time) */
export const BRAND_EVENT_KINDS = ['win.big', 'maintenance.scheduled', 'maintenance.ended'] as const;

export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
export type BrandEventKind = (typeof BRAND_EVENT_KINDS)[number];
export type LiveEventKind = MemberEventKind | BrandEventKind;

export const LIVE_EVENT_MAX_BYTES = 4096;
/** how far a webhook's timestamp may be from the portal's clock, either way */
export const LIVE_SIGNATURE_WINDOW_MS = 5 * 60_000;
/** the longest message a browser may send on its socket ("ping" is all it needs) */
export const LIVE_CLIENT_MESSAGE_MAX_BYTES = 64;
/**
 * close codes the portal uses: the client does not reconnect after these. sessionEnded: a break
 * or self-exclusion ended the member's session (after its event); noSession: the page asked with
 * no session of this brand (it ended meanwhile: another tab, a device, its time limit).
 */
/**
 * sessionEnded: a break (the page logs out with it); noSession: the socket's session is over
 * (logged out, password or second factor changed, expired); replaced: the session or member
 * holds too many sockets and this, the oldest, made room (the page follows by polling instead).
 */
export const LIVE_CLOSE = { sessionEnded: 4401, noSession: 4403, replaced: 4409, tooBig: 1009 } as const;

/** transfer's data.direction and data.via */
export type TransferDirection = 'in' | 'out';
export type TransferVia = 'upline' | 'downline' | 'vendor';

/**
 * One message on a page's socket. `seq` rises by one per event of the stream (a member's, or
 * the brand's); the page sends back the last it saw when it reconnects, and the object replays
 * what came after from its backlog, or sends `resync` when the backlog no longer reaches back.
 * `hello` is every socket's first frame after its replay: the stream's current number, which a
 * page that has seen no event yet resumes from (no event is its own).
 */
export type LiveFrame =
  | { seq: number; kind: LiveEventKind; at: number; data: Record<string, string | number | boolean | null> }
  | { seq: number; kind: 'resync'; at: number; data: Record<string, never> }
  | { seq: number; kind: 'hello'; at: number; data: Record<string, never> };

/** What a page acts on: every frame but `hello` (the socket keeps its number). */
export type LiveEventFrame = Exclude<LiveFrame, { kind: 'hello' }>;

export type LiveStream = 'member' | 'brand';
