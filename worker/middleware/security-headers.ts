import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * Security headers on every response: a Content-Security-Policy with a fresh nonce per
 * response, HSTS for two years, COOP, and no sniffing or framing by other sites.
 * A page widens image and frame sources to the upstream's CDN lists only (renderPage
 * sets its own policy with contentSecurityPolicy), never to anything else.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = btoa(String.fromCharCode(...bytes));
  c.set('nonce', nonce);
  await next();
  const h = c.res.headers;
  if (!h.has('content-security-policy')) h.set('content-security-policy', contentSecurityPolicy(nonce, [], []));
  h.set('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
  h.set('cross-origin-opener-policy', 'same-origin-allow-popups');
  h.set('x-content-type-options', 'nosniff');
  h.set('referrer-policy', 'strict-origin-when-cross-origin');
  h.set('x-frame-options', 'SAMEORIGIN');
  h.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (!h.has('cache-control')) h.set('cache-control', 'no-store');
};

export function contentSecurityPolicy(nonce: string, imageOrigins: string[], frameOrigins: string[]): string {
  const img = ["'self'", 'data:', 'blob:', ...imageOrigins].join(' ');
  const frame = ["'self'", ...frameOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes (sizes, colours from the brand); attributes cannot run script.
    "style-src-attr 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frame}`,
    // the brand's service worker (/sw.js) and web app manifest, from this origin only
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
