import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { MemberInfo } from '../../shared/contract';
import type { AppEnv } from '../env';
import { openSession, sealSession, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, type Session } from '../session/session-cookie';
import { unwrap } from '../upstream/upstream';

/** Decrypts the session cookie (null when absent, tampered with or expired). */
export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('session', await openSession(getCookie(c, SESSION_COOKIE), c.env.SESSION_SECRET));
  await next();
};

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

export async function startSession(c: Context<AppEnv>, value: Session): Promise<void> {
  setCookie(c, SESSION_COOKIE, await sealSession(value, c.env.SESSION_SECRET), {
    path: '/',
    httpOnly: true,
    // Secure everywhere but plain-http loopback development, where browsers would drop it.
    secure: isHttps(c),
    sameSite: 'Lax',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  c.set('session', value);
}

export function endSession(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
  c.set('session', null);
}

/**
 * SPEC.md 2.2: a token in the page URL is exchanged for the session cookie (after the
 * upstream confirms it with member info) and removed from the URL by a redirect.
 */
export const urlToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const token = url.searchParams.get('token');
  if (!token) return next();
  url.searchParams.delete('token');
  const response = await c
    .get('upstream')
    .send({ method: 'GET', pathname: '/wps/member/info', headers: new Headers({ authorization: `Bearer ${token}` }) })
    .catch(() => null);
  const member = response?.ok ? await unwrap<MemberInfo>(response).catch(() => null) : null;
  if (member) await startSession(c, { token, username: member.account, type: member.type });
  // the provider's first-login mark means nothing without the session it came with
  else url.searchParams.delete('firstLogin');
  return c.redirect(url.pathname + url.search, 302);
};
