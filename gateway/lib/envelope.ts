/** Every /wps and /lgw answer is an Envelope (shared/contract.ts). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope, ErrorCode } from '../../shared/contract';

/** The contract's codes plus the ones only the gateway itself raises. */
export type GatewayErrorCode = ErrorCode | 'NOT_FOUND' | 'BAD_REQUEST' | 'UNAUTHORIZED';

export const ok = <T>(c: Context, value: T) => c.json<Envelope<T>>({ success: true, code: '0', message: '', value });

export const fail = (c: Context, status: ContentfulStatusCode, code: GatewayErrorCode, message: string) =>
  c.json<Envelope<null>>({ success: false, code, message, value: null }, status);
