import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PASSKEY_BINDING_HEADER, PASSKEY_CHALLENGE_TTL_MS, PASSKEY_PATHS } from '@shared/api/passkeys';
import type { AppEnv } from '../env';
import { cookieIsSecure } from './cookie-security';

/**
 * Binds a passkey sign-in's challenge to the browser that asked for it: asking for the options,
 * the worker makes a fresh nonce, keeps it in an HttpOnly cookie and sends it to the gateway
 * (which keeps its hash with the challenge); the sign-in sends the cookie's nonce again, and the
 * cookie is used up. A challenge fetched by another browser (or a page script that copied it
 * elsewhere) cannot be answered from there.
 */
const PASSKEY_FLOW_COOKIE = 'pkflow';

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Sets the binding header on a passkey sign-in call (`pathname` canonical, POST); other calls are left alone. */
export function bindPasskeyFlow(c: Context<AppEnv>, pathname: string, headers: Headers): void {
  if (pathname === PASSKEY_PATHS.loginOptions) {
    const nonce = randomNonce();
    setCookie(c, PASSKEY_FLOW_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      secure: cookieIsSecure(c),
      sameSite: 'Strict',
      maxAge: PASSKEY_CHALLENGE_TTL_MS / 1000,
    });
    headers.set(PASSKEY_BINDING_HEADER, nonce);
  } else if (pathname === PASSKEY_PATHS.login) {
    const held = getCookie(c, PASSKEY_FLOW_COOKIE);
    if (held) headers.set(PASSKEY_BINDING_HEADER, held);
    deleteCookie(c, PASSKEY_FLOW_COOKIE, { path: '/', secure: cookieIsSecure(c) });
  }
}
