import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { MemberInfo } from '@shared/api';
import type { AppEnv } from '../env';
import { renderTokenConfirmPage } from '../pages/token-confirm-page';
import { isSameOriginRequest } from '../proxy/same-origin';
import { safeReturnPath, sameOriginTarget } from '../session/safe-redirect';
import { openSession, sealSession, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, type Session } from '../session/session-cookie';
import { pendingLoginTarget, SOCIAL_FLOW_PARAM, takeSocialFlow } from '../session/social-flow';
import { PENDING_LOGIN_PARAM } from '@shared/api/login';
import { unwrap } from '../upstream/upstream';
import { cookieIsSecure } from '../session/cookie-security';
import { endLiveSession } from '../live/session-sockets';

/** A sign-in link's session while its visitor decides (token-confirm-page.tsx). */
const PENDING_COOKIE = 'ptok';
const PENDING_MAX_AGE_SECONDS = 300;

/**
 * Decrypts the session cookie (null when absent, tampered with, expired, or started on
 * another brand: the cookie only travels to its own host, but a brand never trusts
 * another brand's session).
 */
export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const opened = await openSession(getCookie(c, SESSION_COOKIE), c.env.SESSION_SECRET);
  c.set('session', opened && opened.brand === c.var.brand.id ? opened : null);
  await next();
};

export async function startSession(c: Context<AppEnv>, value: Omit<Session, 'brand'>): Promise<void> {
  const full: Session = { ...value, brand: c.var.brand.id };
  setCookie(c, SESSION_COOKIE, await sealSession(full, c.env.SESSION_SECRET), {
    path: '/',
    httpOnly: true,
    // Secure everywhere but plain-http loopback development, where browsers would drop it.
    secure: cookieIsSecure(c),
    sameSite: 'Lax',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  c.set('session', full);
}

/** The session is over (a logout, a 401): its cookie goes, and its live sockets close at once. */
export function endSession(c: Context<AppEnv>): void {
  endLiveSession(c);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: cookieIsSecure(c) });
  c.set('session', null);
}

/**
 * docs/product.md 2.2: a token in the page URL is exchanged for the session cookie (after the
 * upstream confirms it with member info) and removed from the URL by a redirect to a page
 * of this origin only. A token that returns from a social login this browser started
 * (social-flow.ts) is exchanged at once; any other asks the visitor to confirm the account:
 * the pending session is sealed into its own cookie and the browser sent (303) to the same
 * page without the token, which shows the question, so the token never stays in the address
 * bar, the history or a screenshot.
 */
export const urlToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const token = url.searchParams.get('token');
  const flow = url.searchParams.get(SOCIAL_FLOW_PARAM);
  if (!token && flow === null) return pendingConfirm(c, next);
  // a member with a second factor: no token, the waiting attempt the page's second step answers
  if (!token && url.searchParams.has(PENDING_LOGIN_PARAM)) return c.redirect(sameOriginTarget(pendingLoginTarget(c, url, flow)), 302);
  url.searchParams.delete('token');
  url.searchParams.delete(SOCIAL_FLOW_PARAM);
  if (!token) {
    // a social login that came back without one (cancelled): its flow is over
    takeSocialFlow(c, flow);
    return c.redirect(sameOriginTarget(url), 302);
  }
  const response = await c
    .get('upstream')
    .send({ method: 'GET', pathname: '/wps/member/info', headers: new Headers({ authorization: `Bearer ${token}` }) })
    .catch(() => null);
  const member = response?.ok ? await unwrap<MemberInfo>(response).catch(() => null) : null;
  const startedHere = takeSocialFlow(c, flow);
  if (!member) {
    // the provider's first-login mark means nothing without the session it came with
    url.searchParams.delete('firstLogin');
    return c.redirect(sameOriginTarget(url), 302);
  }
  const value = { token, username: member.account, type: member.type };
  if (startedHere) {
    await startSession(c, value);
    return c.redirect(sameOriginTarget(url), 302);
  }
  setCookie(c, PENDING_COOKIE, await sealSession({ ...value, brand: c.var.brand.id }, c.env.SESSION_SECRET, PENDING_MAX_AGE_SECONDS), {
    path: '/',
    httpOnly: true,
    secure: cookieIsSecure(c),
    // Lax, not Strict: the link usually comes from another site (a mail, a provider), and a
    // Strict cookie set on that navigation would not come back on the 303's request. It only
    // ever leads to the question; signing in takes the same-origin POST of confirmUrlToken.
    sameSite: 'Lax',
    maxAge: PENDING_MAX_AGE_SECONDS,
  });
  return c.redirect(sameOriginTarget(url), 303);
};

/** A page asked for while a sign-in link's session waits: the question, at the page's own clean URL. */
// biome-ignore lint/suspicious/noConfusingVoidType: Hono's middleware type: a response, or nothing when it passed the request on
async function pendingConfirm(c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | void> {
  const sealed = getCookie(c, PENDING_COOKIE);
  const pending = sealed ? await openSession(sealed, c.env.SESSION_SECRET) : null;
  if (!pending || pending.brand !== c.var.brand.id) return next();
  const url = new URL(c.req.url);
  return renderTokenConfirmPage(c, pending.username, url.pathname + url.search);
}

/** POST of the confirm page: continue starts the pending session, cancel drops it. */
export async function confirmUrlToken(c: Context<AppEnv>): Promise<Response> {
  if (!isSameOriginRequest(c.req.raw)) return c.text('cross-site request refused', 403);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const pending = await openSession(getCookie(c, PENDING_COOKIE), c.env.SESSION_SECRET);
  deleteCookie(c, PENDING_COOKIE, { path: '/', secure: cookieIsSecure(c) });
  const origin = new URL(c.req.url).origin;
  if (form.decision !== 'continue' || !pending || pending.brand !== c.var.brand.id) {
    const back = new URL(safeReturnPath(form.return, origin));
    back.searchParams.delete('firstLogin');
    return c.redirect(sameOriginTarget(back), 303);
  }
  await startSession(c, pending);
  return c.redirect(safeReturnPath(form.return, origin), 303);
}
