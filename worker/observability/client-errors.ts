/**
 * POST /client-errors: the page's errors (client/lib/error-capture.ts and error-reporter.ts), one
 * report per call, sent with sendBeacon. What is kept is one JSON line per accepted report
 * (`client_error`: brand, kind, route pattern, message and stack, country) and no personal data:
 * the message and stack lose query strings, e-mail addresses, long numbers and token-like
 * strings before they are logged, and are cut short.
 *
 * Refused without a log line and without reading more than it must: a cross-site call (403), a
 * body over CLIENT_ERROR_MAX_BYTES (413), anything but the report's JSON shape (400), more than
 * the CLIENT_ERROR_LIMITER allows from one IP (429; wrangler.toml [[ratelimits]]). The answer
 * carries nothing the page needs: 204 when kept.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { BodyTooLargeError, readLimited } from '../proxy/read-limited';
import { isSameOriginRequest } from '../proxy/same-origin';

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

/** The route of a page, its path with every id-like segment masked (as worker/observability/request-log.ts does). */
function routeOf(route: string): string {
  return `/${route
    .split(/[?#]/)[0]!
    .split('/')
    .slice(1, 8)
    .map((s) => (s === '' || /^[a-z][a-z-]{0,23}$/.test(s) ? s : ':id'))
    .join('/')}`;
}

export async function clientErrors(c: Context<AppEnv>, write: (line: string) => void = console.log): Promise<Response> {
  if (!isSameOriginRequest(c.req.raw)) return c.body(null, 403);
  const { success } = await c.env.CLIENT_ERROR_LIMITER.limit({ key: `CLIENT_ERROR_LIMITER:${c.var.visitor.ip}` });
  if (!success) return c.body(null, 429);
  let raw: string;
  try {
    raw = new TextDecoder().decode((await readLimited(c.req.raw, CLIENT_ERROR_MAX_BYTES)) ?? new ArrayBuffer(0));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return c.body(null, 413);
    throw error;
  }
  let report: z.infer<typeof Report>;
  try {
    report = Report.parse(JSON.parse(raw));
  } catch {
    return c.body(null, 400);
  }
  write(
    JSON.stringify({
      event: 'client_error',
      brand: c.var.brand.id,
      kind: report.kind,
      route: routeOf(report.route),
      message: sanitiseClientText(report.message, 300),
      stack: report.stack ? sanitiseClientText(report.stack, 1500) : undefined,
      country: c.var.visitor.country,
    }),
  );
  return c.body(null, 204);
}
