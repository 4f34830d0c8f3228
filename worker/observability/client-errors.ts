/**
 * POST /client-errors: the page's errors (client/lib/error-capture.ts and error-reporter.ts), one
 * report per call, sent with sendBeacon. What is kept is one JSON line per accepted report
 * (`client_error`: brand, kind, route pattern, message and stack, country) and no personal data:
 * the message and stack lose query strings, e-mail addresses, long numbers and token-like
 * strings before they are logged, and are cut short.
 *
 * Refused without a log line as every page report is (worker/observability/beacon.ts), with the
 * CLIENT_ERROR_LIMITER and CLIENT_ERROR_MAX_BYTES. The answer carries nothing the page needs: 204 when kept.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { readBeacon } from './beacon';
import { maskedRoute } from './masked-route';

export const CLIENT_ERRORS_PATH = '/client-errors';
export const CLIENT_ERROR_MAX_BYTES = 4096;
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'react-recoverable', 'react-caught', 'react-uncaught', 'chunk'] as const;

const Report = z
  .object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    message: z.string().max(2000),
    stack: z.string().max(3000).optional(),
    route: z.string().max(300).startsWith('/'),
  })
  .strict();

/** A message or stack with nothing that could name or identify a player, cut to `max` characters. */
export function sanitiseClientText(text: string, max: number): string {
  return (
    text
      // a URL's query and fragment (tokens, names, codes): the path stays
      .replace(/(https?:\/\/[^\s?#'"()]+)[?#][^\s'"()]*/g, '$1')
      .replace(/[^\s@'"()<>]+@[^\s@'"()<>]+\.[a-z]{2,}/gi, '[email]')
      // phone numbers, amounts, account numbers
      .replace(/\d{6,}/g, '[number]')
      // a token, key or session id: a long run of base64url or hex
      .replace(/[A-Za-z0-9_-]{24,}={0,2}/g, '[token]')
      .slice(0, max)
  );
}

export async function clientErrors(c: Context<AppEnv>, write: (line: string) => void = console.log): Promise<Response> {
  const read = await readBeacon(c, { limiter: 'CLIENT_ERROR_LIMITER', maxBytes: CLIENT_ERROR_MAX_BYTES, schema: Report });
  if ('refused' in read) return read.refused;
  const { report } = read;
  write(
    JSON.stringify({
      event: 'client_error',
      brand: c.var.brand.id,
      kind: report.kind,
      route: maskedRoute(report.route),
      message: sanitiseClientText(report.message, 300),
      stack: report.stack ? sanitiseClientText(report.stack, 1500) : undefined,
      country: c.var.visitor.country,
    }),
  );
  return c.body(null, 204);
}
