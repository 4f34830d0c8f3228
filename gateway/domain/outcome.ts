/**
 * What a business step of domain/ answers a route with: the value, or the refusal the route
 * answers as it stands (status, code, message and the value some refusals carry). Routes turn
 * it into the envelope with lib/answer.ts; the step itself knows no Hono context.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { GatewayErrorCode } from '../lib/envelope';

export interface Refusal {
  ok: false;
  status: ContentfulStatusCode;
  code: GatewayErrorCode;
  message: string;
  /** answered as the envelope's value (null when absent) */
  value?: unknown;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export const refuse = (status: ContentfulStatusCode, code: GatewayErrorCode, message: string, value?: unknown): Refusal =>
  value === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, value };

export const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
