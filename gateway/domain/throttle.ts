/**
 * The gateway's own limits on what costs money or reaches a person: SMS codes, e-mails and
 * captchas (defence in depth behind the portal's edge limits). Counted in a sliding
 * window per destination (a phone number, an e-mail address) and per caller address.
 */
import { countSends, recordSend, type ThrottleKey } from '../db/queries/throttle';

export type SendKind = 'sms' | 'email' | 'captcha';

export interface SendLimit {
  windowMs: number;
  perDestination: number;
  perAddress: number;
}

export const SEND_LIMITS: Record<SendKind, SendLimit> = {
  sms: { windowMs: 10 * 60_000, perDestination: 5, perAddress: 30 },
  email: { windowMs: 10 * 60_000, perDestination: 5, perAddress: 30 },
  captcha: { windowMs: 60_000, perDestination: Infinity, perAddress: 60 },
};

/** Seconds until the oldest send in a full window leaves it; 0 when there is room. */
export function secondsUntilRoom(count: number, limit: number, oldest: number | null, windowMs: number, now: number): number {
  if (count < limit || oldest === null) return 0;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/**
 * Takes one send of `kind` to `destination` (a phone number, an e-mail address) from `address`:
 * 0 when it may go (and it is counted), else the seconds until the fullest window has room.
 */
export async function takeSend(
  db: D1Database,
  merchant: string,
  kind: SendKind,
  address: string,
  destination: string | undefined,
  now: number,
): Promise<number> {
  const limit = SEND_LIMITS[kind];
  const keys: (ThrottleKey & { limit: number })[] = [{ scope: `${kind}:ip`, key: address || 'unknown', limit: limit.perAddress }];
  if (destination) keys.push({ scope: `${kind}:dest`, key: destination.toLowerCase(), limit: limit.perDestination });
  const counts = await countSends(db, merchant, keys, now - limit.windowMs);
  const wait = Math.max(...counts.map((row, i) => secondsUntilRoom(row.n, keys[i]!.limit, row.oldest, limit.windowMs, now)));
  if (wait > 0) return wait;
  await recordSend(db, merchant, keys, now);
  return 0;
}
