import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope, LoginResult } from '../../shared/contract';
import type { AppEnv } from '../env';
import { endSession, startSession } from '../middleware/session';
import { ENCRYPTED_PATHS, encryptForUpstream } from '../session/upstream-jwe';
import { cachePolicy } from '../upstream/cache-policy';
import { UnsafePathError } from '../upstream/upstream-url';
import { UpstreamError } from '../upstream/upstream';
import { withinRateLimit } from './rate-limit';
import { BodyTooLargeError, readLimited } from './read-limited';
import { isSameOriginRequest } from './same-origin';

/** Request headers the browser may pass on; everything else (Cookie, Authorization, Host, X-Forwarded-For…) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
/** Response headers the browser gets back; Set-Cookie from the upstream never passes. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-language', 'retry-after'];
const ALLOWED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
export const MAX_PROXY_BODY_BYTES = 1024 * 1024;
/** Calls that carry uploads (SPEC.md 9: an activity application has up to 3 images of 5 MB), with their own limit. */
export const UPLOAD_PATHS: Record<string, number> = { '/wps/promotion/apply': 16 * 1024 * 1024 };

/** Answers that start a session: their token becomes the cookie and never reaches the browser. */
const SESSION_STARTERS = new Set([
  '/wps/session/login',
  '/wps/session/login/verify',
  '/wps/session/login/freeplay',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password/verification',
]);
const LOGOUT = '/wps/session/logout';

const fail = (status: number, code: string, message = code) =>
  Response.json({ success: false, code, message, value: null }, { status, headers: { 'cache-control': 'no-store' } });

/** The raw path as sent, before URL parsing removes dot segments. */
function rawPathname(request: Request): string {
  const afterOrigin = request.url.slice(new URL(request.url).origin.length);
  return afterOrigin.split(/[?#]/, 1)[0];
}

class BadBodyError extends Error {}

function parseJson(body: ArrayBuffer | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body ?? new ArrayBuffer(0)) || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new BadBodyError();
}

/**
 * /wps/* and /lgw/*: the backend-for-frontend proxy to the brand's upstream. Public
 * catalogue GETs come from the edge cache; everything else is forwarded with an
 * allow-list of headers, the visitor's identity and session token set by the worker,
 * payloads SPEC.md 7.1 marks encrypted as JWE, a body limit, a timeout, rate limits on
 * login, captcha, SMS and registration, and no redirects followed.
 */
export async function gatewayProxy(c: Context<AppEnv>): Promise<Response> {
  const request = c.req.raw;
  if (!ALLOWED_METHODS.has(request.method)) return fail(405, 'METHOD_NOT_ALLOWED');
  if (!isSameOriginRequest(request)) return fail(403, 'CSRF', 'cross-site request refused');
  const pathname = rawPathname(request);
  const search = new URL(request.url).search;
  const upstream = c.get('upstream');
  const session = c.get('session');
  try {
    const policy = cachePolicy(pathname);
    if (request.method === 'GET' && policy && !policy.visitorSpecific) return relay(c, await upstream.getPublic(pathname, search));

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    if (session) headers.set('authorization', `Bearer ${session.token}`);
    let body: BodyInit | null = request.method === 'GET' ? null : await readLimited(request, UPLOAD_PATHS[pathname] ?? MAX_PROXY_BODY_BYTES);
    let account: string | undefined;
    if (ENCRYPTED_PATHS.has(pathname) && request.method !== 'GET') {
      const json = parseJson(body as ArrayBuffer | null);
      account = typeof json.username === 'string' ? json.username : typeof json.mobileNum === 'string' ? json.mobileNum : undefined;
      body = await encryptForUpstream(json, c.get('brand').upstreamPublicKey);
      headers.set('content-type', 'application/jose');
    }
    if (!(await withinRateLimit(c.env, pathname, c.get('visitor').ip, account))) {
      return fail(429, 'RATE_LIMITED', 'too many requests, try again later');
    }

    const response = await upstream.send({ method: request.method, pathname, search, headers, body });
    if (pathname === LOGOUT) endSession(c);
    else if (response.status === 401 && session) endSession(c);
    if (SESSION_STARTERS.has(pathname) && response.ok) return await keepToken(c, response);
    return relay(c, response);
  } catch (error) {
    if (error instanceof UnsafePathError) return fail(404, 'NOT_FOUND');
    if (error instanceof BodyTooLargeError) return fail(413, 'PAYLOAD_TOO_LARGE');
    if (error instanceof BadBodyError) return fail(400, 'BAD_REQUEST', 'JSON object expected');
    if (error instanceof UpstreamError) return fail(error.status, error.code, error.message);
    throw error;
  }
}

/**
 * An upstream answer as the browser may see it. Built through the context so the
 * session cookie set or cleared on the way goes out with it.
 */
function relay(c: Context<AppEnv>, response: Response): Response {
  if (response.status >= 300 && response.status < 400) return fail(502, 'NETWORK', 'upstream redirect refused');
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return c.body(response.body as ReadableStream, response.status as ContentfulStatusCode, headers);
}

/** Moves the upstream token of a session-starting answer into the session cookie. */
async function keepToken(c: Context<AppEnv>, response: Response): Promise<Response> {
  const envelope = (await response.json()) as Envelope<LoginResult | null>;
  if (envelope.success && envelope.value?.token) {
    const { token, ...rest } = envelope.value;
    await startSession(c, { token, username: rest.userName, type: rest.type });
    return c.json({ ...envelope, value: rest }, response.status as ContentfulStatusCode, { 'cache-control': 'no-store' });
  }
  return c.json(envelope, response.status as ContentfulStatusCode, { 'cache-control': 'no-store' });
}
