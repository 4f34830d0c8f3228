import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope, LoginResult } from '@shared/contract';
import { sanitizedContent } from '../content/sanitize-content';
import type { AppEnv } from '../env';
import { logUpstreamFailure, type UpstreamFailure } from '../observability/upstream-log';
import { endSession, startSession } from '../middleware/session';
import { customerService } from '../service/customer-service';
import { bindSocialFlow, isSocialStart } from '../session/social-flow';
import { encryptForUpstream } from '../session/upstream-jwe';
import { UnsafePathError } from '../upstream/upstream-url';
import { UpstreamError } from '../upstream/upstream';
import { canonicalProxyPath, rawPathname } from './canonical-path';
import { proxyRules } from './proxy-rules';
import { withinRateLimit } from './rate-limit';
import { BodyTooLargeError, readLimited } from './read-limited';
import { isSameOriginRequest } from './same-origin';

/** Request headers the browser may pass on (user-agent: the login history's device); everything else (Cookie, Authorization, Host, X-Forwarded-For…) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent'];
/** Response headers the browser gets back; Set-Cookie from the upstream never passes. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-language', 'retry-after'];
const ALLOWED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

const fail = (status: number, code: string, message = code) =>
  Response.json({ success: false, code, message, value: null }, { status, headers: { 'cache-control': 'no-store' } });

class BadBodyError extends Error {}

function parseJson(body: ArrayBuffer | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body ?? new ArrayBuffer(0)) || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new BadBodyError();
}

const jsonBody = (value: Record<string, unknown>) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

/**
 * /wps/* and /lgw/*: the backend-for-frontend proxy to the brand's upstream. The path is
 * made canonical first (canonical-path.ts; what cannot be is refused), and every rule,
 * the forwarding and the cache key use that one path. Public catalogue GETs come from the
 * edge cache; operator HTML is cleaned; everything else is forwarded with an allow-list
 * of headers, the visitor's identity and session token set by the worker, payloads
 * docs/product.md 7.1 marks encrypted as JWE, a body limit, a timeout, rate limits on login,
 * captcha, SMS and registration, and no redirects followed.
 */
export async function gatewayProxy(c: Context<AppEnv>): Promise<Response> {
  const request = c.req.raw;
  if (!ALLOWED_METHODS.has(request.method)) return fail(405, 'METHOD_NOT_ALLOWED');
  if (!isSameOriginRequest(request)) return fail(403, 'CSRF', 'cross-site request refused');
  const pathname = canonicalProxyPath(rawPathname(request));
  if (!pathname) return fail(404, 'NOT_FOUND');
  c.set('proxyPath', pathname);
  const rules = proxyRules(pathname, request.method);
  // an answer the worker must clean or open never passes uncleaned under another method
  if (rules.getOnly && request.method !== 'GET') return fail(405, 'METHOD_NOT_ALLOWED');
  if (rules.opensServicePaths) return customerService(c);
  if (rules.cleansHtml) return sanitizedContent(c);
  const search = new URL(request.url).search;
  const upstream = c.get('upstream');
  const session = c.get('session');
  const started = Date.now();
  try {
    if (rules.cached) return await relay(c, await upstream.getPublic(pathname, search), started);

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    if (session) headers.set('authorization', `Bearer ${session.token}`);
    let body: BodyInit | null = request.method === 'GET' ? null : await readLimited(request, rules.maxBodyBytes);
    let account: string | undefined;
    if (rules.encrypted) {
      const json = parseJson(body as ArrayBuffer | null);
      account = typeof json.username === 'string' ? json.username : typeof json.mobileNum === 'string' ? json.mobileNum : undefined;
      body = await encryptForUpstream(json, c.get('brand').upstreamPublicKey);
      headers.set('content-type', 'application/jose');
    } else if (isSocialStart(pathname) && request.method === 'POST') {
      const bound = bindSocialFlow(c, parseJson(body as ArrayBuffer | null));
      if (!bound) return fail(400, 'BAD_REQUEST', 'returnUrl must be a page of this site');
      body = jsonBody(bound);
      headers.set('content-type', 'application/json');
    }
    if (!(await withinRateLimit(c.env, rules.limiter, c.get('visitor').ip, account))) {
      return fail(429, 'RATE_LIMITED', 'too many requests, try again later');
    }

    const response = await upstream.send({ method: request.method, pathname, search, headers, body });
    if (rules.endsSession) endSession(c);
    else if (response.status === 401 && session) endSession(c);
    if (rules.keepsToken && response.ok) return await keepToken(c, response, started);
    return await relay(c, response, started);
  } catch (error) {
    if (error instanceof UnsafePathError) return fail(404, 'NOT_FOUND');
    if (error instanceof BodyTooLargeError) return fail(413, 'PAYLOAD_TOO_LARGE');
    if (error instanceof BadBodyError) return fail(400, 'BAD_REQUEST', 'JSON object expected');
    if (error instanceof UpstreamError) return fail(error.status, error.code, error.message);
    throw error;
  }
}

/** Bodies the browser may get from the upstream as they are (JSON, a CSV export, an image); anything else (an HTML error page with a stack trace) never passes. */
const PASSED_CONTENT_TYPES = /^(application\/json|text\/csv|image\/(png|jpeg|gif|webp))\b/i;

/**
 * An upstream answer as the browser may see it. Built through the context so the
 * session cookie set or cleared on the way goes out with it. A body that is not JSON (or
 * an image) becomes the catalogue's JSON error, so an upstream's error page never shows on
 * the portal's origin. A JSON answer is read whole first (they are small): one cut
 * mid-body or that does not parse becomes the catalogue's NETWORK error (a cut can end
 * cleanly at the socket, so the two cannot be told apart), each logged once, never a truncated body the browser would read as something else.
 */
async function relay(c: Context<AppEnv>, response: Response, started: number): Promise<Response> {
  if (response.status >= 300 && response.status < 400) return fail(502, 'NETWORK', 'upstream redirect refused');
  const type = response.headers.get('content-type') ?? '';
  const failed = (reason: UpstreamFailure['reason']) =>
    logUpstreamFailure({
      brand: c.get('brand').merchantCode,
      method: c.req.method,
      path: c.get('proxyPath'),
      upstreamStatus: response.status,
      durationMs: Date.now() - started,
      reason,
    });
  if (response.status !== 204 && !PASSED_CONTENT_TYPES.test(type)) {
    void response.body?.cancel();
    // a 5xx was logged where it was received (upstream.ts); a 2xx-4xx of the wrong type is logged here
    if (response.status < 500) failed('content-type');
    if (response.status >= 500) return fail(502, 'NETWORK', 'upstream error');
    return fail(response.status === 404 ? 404 : 502, response.status === 404 ? 'NOT_FOUND' : 'UNKNOWN', 'upstream answer refused');
  }
  // an image is personal (a member's own upload): no shared cache keeps it, nor the browser after this view
  const headers: Record<string, string> = { 'cache-control': /^image\//i.test(type) ? 'private, no-store' : 'no-store', 'x-content-type-options': 'nosniff' };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  if (JSON_TYPE.test(type)) {
    let text: string;
    try {
      text = await response.text();
    } catch {
      failed('cut');
      return fail(502, 'NETWORK', 'upstream answer cut');
    }
    try {
      JSON.parse(text);
    } catch {
      // a body cut mid-way may end cleanly at the socket: it cannot be told from a garbled one
      if (response.status < 500) failed('malformed');
      return fail(502, 'NETWORK', 'upstream answer unreadable');
    }
    return c.body(text, response.status as ContentfulStatusCode, headers);
  }
  return c.body(response.body as ReadableStream, response.status as ContentfulStatusCode, headers);
}

const JSON_TYPE = /^application\/json\b/i;

/** Moves the upstream token of a session-starting answer into the session cookie. */
async function keepToken(c: Context<AppEnv>, response: Response, started: number): Promise<Response> {
  let envelope: Envelope<LoginResult | null>;
  try {
    envelope = (await response.json()) as Envelope<LoginResult | null>;
  } catch {
    logUpstreamFailure({
      brand: c.get('brand').merchantCode,
      method: c.req.method,
      path: c.get('proxyPath'),
      upstreamStatus: response.status,
      durationMs: Date.now() - started,
      reason: 'cut',
    });
    return fail(502, 'NETWORK', 'upstream answer unreadable');
  }
  if (envelope.success && envelope.value?.token) {
    const { token, ...rest } = envelope.value;
    await startSession(c, { token, username: rest.userName, type: rest.type });
    return c.json({ ...envelope, value: rest }, response.status as ContentfulStatusCode, { 'cache-control': 'no-store' });
  }
  return c.json(envelope, response.status as ContentfulStatusCode, { 'cache-control': 'no-store' });
}
