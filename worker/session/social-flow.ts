import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PENDING_LOGIN_PARAM, PENDING_METHODS_PARAM } from '@shared/api/login';
import { LOGIN_BINDING_HEADER } from '@shared/api/second-factor';
import type { AppEnv } from '../env';
import { cookieIsSecure } from './cookie-security';

/**
 * Binds a social login's returning `?token=` to the browser that started it
 * (login CSRF): when the browser asks to start a social login, the worker adds a fresh
 * nonce to the return URL and keeps the same nonce in an HttpOnly cookie. A token that
 * comes back with the nonce this browser holds is exchanged at once; any other token
 * (a link someone sent) needs the visitor to confirm the account first.
 * The nonce also goes to the gateway (X-Login-Binding): a member with a second factor comes back
 * with a waiting attempt (?pendingLogin=) instead of a token, and the cookie stays until that
 * attempt is answered, its nonce sent with the answer, so only this browser can finish it.
 */
export const SOCIAL_FLOW_COOKIE = 'sflow';
export const SOCIAL_FLOW_PARAM = 'sflow';
const FLOW_MAX_AGE_SECONDS = 600;
const SOCIAL_START = /^\/wps\/session\/social\/[A-Za-z0-9_-]+\/start$/;

export const isSocialStart = (path: string) => SOCIAL_START.test(path);

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The start call's body with the nonce in its return URL (and in `headers` for the gateway), or
 * null when the return URL is not a page of this origin (the token must come back here and
 * nowhere else).
 */
export function bindSocialFlow(c: Context<AppEnv>, body: Record<string, unknown>, headers: Headers): Record<string, unknown> | null {
  let target: URL;
  try {
    target = new URL(String(body.returnUrl ?? ''));
  } catch {
    return null;
  }
  if (target.origin !== new URL(c.req.url).origin) return null;
  const nonce = randomNonce();
  target.searchParams.set(SOCIAL_FLOW_PARAM, nonce);
  setCookie(c, SOCIAL_FLOW_COOKIE, nonce, { path: '/', httpOnly: true, secure: cookieIsSecure(c), sameSite: 'Lax', maxAge: FLOW_MAX_AGE_SECONDS });
  headers.set(LOGIN_BINDING_HEADER, nonce);
  return { ...body, returnUrl: target.toString() };
}

const LOGIN_SECOND_FACTOR = '/wps/session/login/second-factor';

/** The answer of a login's second step carries this browser's social-login nonce, if it holds one (the gateway ignores it for a password login). */
export function bindPendingLogin(c: Context<AppEnv>, pathname: string, headers: Headers): void {
  if (pathname !== LOGIN_SECOND_FACTOR) return;
  const held = getCookie(c, SOCIAL_FLOW_COOKIE);
  if (held) headers.set(LOGIN_BINDING_HEADER, held);
}

/** A second step answered: the social login's nonce has done its work. */
export function endPendingLogin(c: Context<AppEnv>, pathname: string): void {
  if (pathname === LOGIN_SECOND_FACTOR && getCookie(c, SOCIAL_FLOW_COOKIE) !== undefined)
    deleteCookie(c, SOCIAL_FLOW_COOKIE, { path: '/', secure: cookieIsSecure(c) });
}

/**
 * A social login back with a waiting attempt: the page URL keeps the attempt and the methods
 * (the page opens the second step) when this browser started the login, the cookie kept for the
 * answer; from any other browser they are dropped. The nonce leaves the URL either way.
 */
export function pendingLoginTarget(c: Context<AppEnv>, url: URL, given: string | null): URL {
  const held = getCookie(c, SOCIAL_FLOW_COOKIE);
  const startedHere = held !== undefined && !!given && given.length === held.length && timingSafeEqual(given, held);
  url.searchParams.delete(SOCIAL_FLOW_PARAM);
  if (!startedHere) {
    url.searchParams.delete(PENDING_LOGIN_PARAM);
    url.searchParams.delete(PENDING_METHODS_PARAM);
  }
  return url;
}

/** true when `given` is the nonce this browser's flow cookie holds; the cookie is used up either way. */
export function takeSocialFlow(c: Context<AppEnv>, given: string | null): boolean {
  const held = getCookie(c, SOCIAL_FLOW_COOKIE);
  if (held === undefined) return false;
  deleteCookie(c, SOCIAL_FLOW_COOKIE, { path: '/', secure: cookieIsSecure(c) });
  return !!given && given.length === held.length && timingSafeEqual(given, held);
}

function timingSafeEqual(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
