import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { cachePolicy } from '../upstream/cache-policy';
import { UnsafePathError } from '../upstream/upstream-url';
import { UpstreamError } from '../upstream/upstream';
import { BodyTooLargeError, readLimited } from './read-limited';
import { isSameOriginRequest } from './same-origin';

/** Request headers the browser may pass on; everything else (Cookie, Authorization, Host, X-Forwarded-For…) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
/** Response headers the browser gets back; Set-Cookie from the upstream never passes. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-language', 'retry-after'];
const ALLOWED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
export const MAX_PROXY_BODY_BYTES = 1024 * 1024;

const fail = (status: number, code: string, message = code) =>
  Response.json({ success: false, code, message, value: null }, { status, headers: { 'cache-control': 'no-store' } });

/** The raw path as sent, before URL parsing removes dot segments. */
function rawPathname(request: Request): string {
  const afterOrigin = request.url.slice(new URL(request.url).origin.length);
  return afterOrigin.split(/[?#]/, 1)[0];
}

/**
 * /wps/* and /lgw/*: the backend-for-frontend proxy to the brand's upstream. Public
 * catalogue GETs come from the edge cache; everything else is forwarded with an
 * allow-list of headers, the visitor's identity set by the worker, a body limit and a
 * timeout, and no redirects followed.
 */
export async function gatewayProxy(c: Context<AppEnv>): Promise<Response> {
  const request = c.req.raw;
  if (!ALLOWED_METHODS.has(request.method)) return fail(405, 'METHOD_NOT_ALLOWED');
  if (!isSameOriginRequest(request)) return fail(403, 'CSRF', 'cross-site request refused');
  const pathname = rawPathname(request);
  const search = new URL(request.url).search;
  const upstream = c.get('upstream');
  try {
    let response: Response;
    if (request.method === 'GET' && cachePolicy(pathname)) {
      response = await upstream.getPublic(pathname, search);
    } else {
      const headers = new Headers();
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      const body = request.method === 'GET' ? null : await readLimited(request, MAX_PROXY_BODY_BYTES);
      response = await upstream.send({ method: request.method, pathname, search, headers, body });
    }
    if (response.status >= 300 && response.status < 400) return fail(502, 'NETWORK', 'upstream redirect refused');
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(response.body, { status: response.status, headers });
  } catch (error) {
    if (error instanceof UnsafePathError) return fail(404, 'NOT_FOUND');
    if (error instanceof BodyTooLargeError) return fail(413, 'PAYLOAD_TOO_LARGE');
    if (error instanceof UpstreamError) return fail(error.status, error.code, error.message);
    throw error;
  }
}
