import type { Context } from 'hono';
import { countSends, recordSend, type ThrottleKey } from '../db/queries/throttle';
import { SEND_LIMITS, secondsUntilRoom, type SendKind } from '../domain/throttle';
import type { AppEnv } from '../env';
import { type Answered, failWith } from './envelope';
import { clientIp } from './visitor';

/**
 * Counts one send of `kind` to `destination` from the caller's address: null when it may
 * go (and it is recorded), or the 429 TOO_MANY_REQUESTS answer with Retry-After.
 */
export async function throttleSend(c: Context<AppEnv>, kind: SendKind, destination?: string): Promise<Answered<never> | null> {
  const limit = SEND_LIMITS[kind];
  const merchant = c.var.merchant.code;
  const now = Date.now();
  const keys: (ThrottleKey & { limit: number })[] = [{ scope: `${kind}:ip`, key: clientIp(c) || 'unknown', limit: limit.perAddress }];
  if (destination) keys.push({ scope: `${kind}:dest`, key: destination.toLowerCase(), limit: limit.perDestination });
  const counts = await countSends(c.env.DB, merchant, keys, now - limit.windowMs);
  const wait = Math.max(...counts.map((row, i) => secondsUntilRoom(row.n, keys[i]!.limit, row.oldest, limit.windowMs, now)));
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return failWith(c, 429, 'TOO_MANY_REQUESTS', `Too many requests; try again in ${wait} s`, { retryAfterSeconds: wait });
  }
  await recordSend(c.env.DB, merchant, keys, now);
  return null;
}
