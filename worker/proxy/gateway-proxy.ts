import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope, LoginResult } from '@shared/api';
import { sanitizedContent } from '../content/sanitize-content';
import type { AppEnv } from '../env';
import { logUpstreamFailure, type UpstreamFailure } from '../observability/upstream-log';
import { endSession, startSession } from '../middleware/session';
import { customerService } from '../service/customer-service';
import { PORTAL_ORIGIN_HEADER } from '@shared/api/passkeys';
import { bindPasskeyFlow } from '../session/passkey-flow';
import { bindPendingLogin, bindSocialFlow, endPendingLogin, isSocialStart } from '../session/social-flow';
import { encryptForUpstream } from '../session/upstream-jwe';
import { UnsafePathError } from '../upstream/upstream-url';
import { UpstreamError } from '../upstream/upstream';
import { canonicalProxyPath, rawPathname } from './canonical-path';
import { proxyRules, type ProxyRules } from './proxy-rules';
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

/**
 * What a limited call counts besides the IP: the account it names, or, for the second login
 * step, its own login attempt (the challenge), so players behind one address (a carrier's NAT)
 * do not share one limit, and one attempt guessed at still has its own.
 */
function limitedAccount(json: Record<string, unknown>): string | undefined {
  if (typeof json.username === 'string') return json.username;
  if (typeof json.mobileNum === 'string') return json.mobileNum;
  if (typeof json.challengeId === 'string') return `challenge:${json.challengeId}`;
  return undefined;
}

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
  const call: ProxyCall = { c, method: request.method, pathname, rules, respond: (body, status, headers) => c.body(body, status, headers), fromPage: false };
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return forward(call, search, headers, () => (request.method === 'GET' ? Promise.resolve(null) : readLimited(request, rules.maxBodyBytes)));
}

/**
 * A member's read made by the page's server render (worker/ssr/server-api.ts): from here on
 * the path a browser's GET of `path` takes through this proxy (its rules, the session's
 * token, the upstream call, the relay's checks and its catalogue errors), so a part the
 * server renders and one the browser loads get the same answer. The answer is the one the
 * browser would get, read by the render and never sent: the token stays in this worker. The
 * session is left as it is (the page's headers have gone): a 401 here leaves the part to the
 * browser, whose own call ends the session.
 */
export async function memberRead(c: Context<AppEnv>, path: string, search: string): Promise<Response> {
  const pathname = canonicalProxyPath(path);
  if (!pathname) return fail(404, 'NOT_FOUND');
  const rules = proxyRules(pathname, 'GET');
  // public answers (the edge cache's, cleaned or opened ones) are the server API's own business
  if (rules.cached || rules.cleansHtml || rules.opensServicePaths) return fail(404, 'NOT_FOUND', 'not a member read');
  const headers = new Headers({ accept: 'application/json' });
  for (const name of ['accept-language', 'user-agent']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const call: ProxyCall = { c, method: 'GET', pathname, rules, respond: (body, status, h) => new Response(body, { status, headers: h }), fromPage: true };
  return forward(call, search, headers, () => Promise.resolve(null));
}

/** One proxied call: who asked, what, by which rules, and how its answer is made. */
interface ProxyCall {
  c: Context<AppEnv>;
  method: string;
  /** the canonical path (canonical-path.ts) */
  pathname: string;
  rules: ProxyRules;
  /** an answer: through the context for the browser (a session cookie set on the way goes with it), plain for the render */
  respond: (body: string | ReadableStream, status: ContentfulStatusCode, headers: Record<string, string>) => Response;
  /** made by the page's server render, not by the browser */
  fromPage: boolean;
}

/**
 * A call past the HTTP checks: from the edge cache when public, otherwise forwarded with the
 * allow-listed `headers`, the session's token, a JWE body where docs/product.md 7.1 says so, the
 * rate limit, and the session kept or ended by the answer; each failure a catalogue error.
 */
async function forward(call: ProxyCall, search: string, headers: Headers, readBody: () => Promise<ArrayBuffer | null>): Promise<Response> {
  const { c, method, pathname, rules } = call;
  const upstream = c.get('upstream');
  const session = c.get('session');
  const started = Date.now();
  try {
    if (rules.cached) return await relay(call, await upstream.getPublic(pathname, search), started);

    if (session) headers.set('authorization', `Bearer ${session.token}`);
    // the relying party of passkeys is the brand's host the page is on; set here, never by the page
    headers.set(PORTAL_ORIGIN_HEADER, new URL(c.req.url).origin);
    if (method === 'POST' && !call.fromPage) {
      bindPasskeyFlow(c, pathname, headers);
      bindPendingLogin(c, pathname, headers);
    }
    let body: BodyInit | null = await readBody();
    let account: string | undefined;
    if (rules.encrypted) {
      const json = parseJson(body as ArrayBuffer | null);
      account = limitedAccount(json);
      body = await encryptForUpstream(json, c.get('brand').upstreamPublicKey);
      headers.set('content-type', 'application/jose');
    } else if (isSocialStart(pathname) && method === 'POST') {
      const bound = bindSocialFlow(c, parseJson(body as ArrayBuffer | null), headers);
      if (!bound) return fail(400, 'BAD_REQUEST', 'returnUrl must be a page of this site');
      body = jsonBody(bound);
      headers.set('content-type', 'application/json');
    }
    // the second login step (plain JSON): its own login attempt is what it counts
    if (!account && rules.limiter === 'LOGIN_LIMITER' && body instanceof ArrayBuffer) {
      try {
        account = limitedAccount(parseJson(body));
      } catch {
        // not a JSON object: counted on the IP alone, and the gateway answers it
      }
    }
    if (!(await withinRateLimit(c.env, rules.limiter, c.get('visitor').ip, account))) {
      return fail(429, 'RATE_LIMITED', 'too many requests, try again later');
    }

    const response = await upstream.send({ method, pathname, search, headers, body });
    if (!call.fromPage) {
      if (response.ok) endPendingLogin(c, pathname);
      if (rules.endsSession) endSession(c);
      else if (response.status === 401 && session) endSession(c);
    }
    if (rules.keepsToken && response.ok) return await keepToken(call, response, started);
    return await relay(call, response, started);
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
 * An upstream answer as the browser may see it, made by the call's `respond` (for the browser
 * through the context, so the session cookie set or cleared on the way goes out with it). A body that is not JSON (or
 * an image) becomes the catalogue's JSON error, so an upstream's error page never shows on
 * the portal's origin. A JSON answer is read whole first (they are small): one cut
 * mid-body or that does not parse becomes the catalogue's NETWORK error (a cut can end
 * cleanly at the socket, so the two cannot be told apart), each logged once, never a truncated body the browser would read as something else.
 */
async function relay(call: ProxyCall, response: Response, started: number): Promise<Response> {
  if (response.status >= 300 && response.status < 400) return fail(502, 'NETWORK', 'upstream redirect refused');
  const type = response.headers.get('content-type') ?? '';
  const failed = (reason: UpstreamFailure['reason']) =>
    logUpstreamFailure({
      ray: call.c.get('ray') ?? null,
      brand: call.c.get('brand').merchantCode,
      method: call.method,
      path: call.pathname,
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
    return call.respond(text, response.status as ContentfulStatusCode, headers);
  }
  return call.respond(response.body as ReadableStream, response.status as ContentfulStatusCode, headers);
}

const JSON_TYPE = /^application\/json\b/i;

/** Moves the upstream token of a session-starting answer into the session cookie. */
async function keepToken(call: ProxyCall, response: Response, started: number): Promise<Response> {
  const { c } = call;
  let envelope: Envelope<LoginResult | null>;
  try {
    envelope = (await response.json()) as Envelope<LoginResult | null>;
  } catch {
    logUpstreamFailure({
      ray: c.get('ray') ?? null,
      brand: c.get('brand').merchantCode,
      method: call.method,
      path: call.pathname,
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
