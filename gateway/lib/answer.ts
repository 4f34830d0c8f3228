/** A domain step's outcome (domain/outcome.ts) as the envelope: the value, or the refusal with its status. */
import type { Context } from 'hono';
import type { Outcome, Refusal } from '../domain/outcome';
import { type Answered, fail, failWith, ok } from './envelope';

/** The refusal; one that says when to come back (`retryAfterSeconds`) also says so in Retry-After. */
export function refusal(c: Context, r: Refusal): Answered<never> {
  if (r.value === undefined) return fail(c, r.status, r.code, r.message);
  const wait = (r.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof wait === 'number') c.header('Retry-After', String(wait));
  return failWith(c, r.status, r.code, r.message, r.value);
}

export const answer = <T>(c: Context, o: Outcome<T>): Answered<T> => (o.ok ? ok<T>(c, o.value) : refusal(c, o));
