/**
 * One structured JSON line per request for Workers Logs ([observability] in wrangler.toml, head
 * sampled there): the ray id, brand, route pattern, status, duration and page-cache result. Never
 * a query, header, body, cookie, token or password, and of the visitor only the country (no IP).
 * A page's route is its pathname with every id-like segment replaced by `:id`, so a member's
 * name, a game code or a number never reaches the log. The client-error endpoint logs the
 * reports it accepts itself and nothing else (worker/observability/client-errors.ts), the vitals
 * endpoint writes to Analytics Engine (vitals.ts): a flood of refused reports writes no line per request.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../env';
import { PAGE_CACHE_HEADER } from '../ssr/page-cache';
import { VITALS_PATH } from '@shared/api/vitals';
import { CLIENT_ERRORS_PATH } from './client-errors';
import { maskedRoute } from './masked-route';

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

export function routePattern(matched: string, pathname: string): string {
  return matched !== '*' && matched !== '/*' ? matched : maskedRoute(pathname);
}

export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const url = new URL(c.req.url);
    const ray = c.req.header('cf-ray') ?? crypto.randomUUID();
    c.set('ray', ray);
    try {
      await next();
    } finally {
      if (url.pathname !== CLIENT_ERRORS_PATH && url.pathname !== VITALS_PATH) {
        const line: RequestLine = {
          event: 'request',
          ray,
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
