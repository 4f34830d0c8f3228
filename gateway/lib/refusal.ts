/**
 * A rule's "no" as domain code says it (no Hono context): the status, code and message the
 * route answers with. A domain step answers its value or a Refusal; the route answers either.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { failWith, ok, type GatewayErrorCode } from './envelope';

export interface Refusal {
  refused: true;
  status: ContentfulStatusCode;
  code: GatewayErrorCode;
  message: string;
  /** what the refusal carries for the caller (a game's suggestions, ...); null when nothing */
  value?: unknown;
}

export const refusal = (status: ContentfulStatusCode, code: GatewayErrorCode, message: string, value?: unknown): Refusal => ({
  refused: true,
  status,
  code,
  message,
  value,
});

export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && (x as { refused?: unknown }).refused === true;

/** The refusal's answer. */
export const refuse = (c: Context, r: Refusal) => failWith(c, r.status, r.code, r.message, r.value ?? null);

/** A domain step's answer: its value, or its refusal. */
export const answer = <T>(c: Context, outcome: T | Refusal) => (isRefusal(outcome) ? refuse(c, outcome) : ok<T>(c, outcome));
