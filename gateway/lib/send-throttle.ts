import type { Context } from 'hono';
import { type SendKind, takeSend } from '../domain/throttle';
import type { AppEnv } from '../env';
import { type Answered, failWith } from './envelope';
import { clientIp } from './visitor';

/**
 * Counts one send of `kind` to `destination` from the caller's address (domain/throttle.ts):
 * null when it may go, or the 429 TOO_MANY_REQUESTS answer with Retry-After.
 */
export async function throttleSend(c: Context<AppEnv>, kind: SendKind, destination?: string): Promise<Answered<never> | null> {
  const wait = await takeSend(c.env.DB, c.var.merchant.code, kind, clientIp(c), destination, Date.now());
  if (wait === 0) return null;
  c.header('Retry-After', String(wait));
  return failWith(c, 429, 'TOO_MANY_REQUESTS', `Too many requests; try again in ${wait} s`, { retryAfterSeconds: wait });
}
