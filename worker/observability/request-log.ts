/**
 * One structured JSON line per request for Workers Logs ([observability] in wrangler.toml, head
 * sampled there): the ray id, brand, route pattern, status, duration and page-cache result. Never
 * a query, header, body, cookie, token or password, and of the visitor only the country (no IP).
 * A page's route is its pathname with every id-like segment replaced by `:id`, so a member's
 * name, a game code or a number never reaches the log. The client-error endpoint logs the
 * reports it accepts itself and nothing else (worker/observability/client-errors.ts): a flood of
 * refused reports writes no line per request.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../env';
import { PAGE_CACHE_HEADER } from '../ssr/page-cache';
import { CLIENT_ERRORS_PATH } from './client-errors';

export interface RequestLine {
  event: 'request';
  ray: string;
  brand: string | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  cache: string | null;
  country: string | null;
}

/** A segment kept as it is: a short lowercase word (a route's own, like `member` or `deposit`). */
const WORD = /^[a-z][a-z-]{0,23}$/;

/** The route pattern of a request: Hono's for a mounted route, the pathname with ids masked for a page. */
export function routePattern(matched: string, pathname: string): string {
  if (matched !== '*' && matched !== '/*') return matched;
  const segments = pathname
    .split('/')
    .slice(1, 8)
    .map((s) => (s === '' || WORD.test(s) ? s : ':id'));
  return `/${segments.join('/')}`;
}

export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const url = new URL(c.req.url);
    try {
      await next();
    } finally {
      if (url.pathname !== CLIENT_ERRORS_PATH) {
        const line: RequestLine = {
          event: 'request',
          ray: c.req.header('cf-ray') ?? crypto.randomUUID(),
          brand: c.var.brand?.id ?? null,
          method: c.req.method,
          // after next(), the route of the handler that answered (hono sets routeIndex as it dispatches)
          route: routePattern(routePath(c), url.pathname),
          // an error thrown past next() is answered by app.onError with a 500
          status: c.error ? 500 : c.res.status,
          durationMs: Date.now() - started,
          cache: c.res.headers.get(PAGE_CACHE_HEADER),
          country: c.var.visitor?.country ?? null,
        };
        write(JSON.stringify(line));
      }
    }
  };
}
