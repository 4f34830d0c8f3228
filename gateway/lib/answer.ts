/** A domain step's outcome (domain/outcome.ts) as the envelope: the value, or the refusal with its status. */
import type { Context } from 'hono';
import type { Outcome, Refusal } from '../domain/outcome';
import { fail, failWith, ok } from './envelope';

export const refusal = (c: Context, r: Refusal) =>
  r.value === undefined ? fail(c, r.status, r.code, r.message) : failWith(c, r.status, r.code, r.message, r.value);

export const answer = <T>(c: Context, o: Outcome<T>) => (o.ok ? ok<T>(c, o.value) : refusal(c, o));
