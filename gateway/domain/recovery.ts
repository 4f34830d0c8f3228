/** Rules of forgotten-password recovery and social login. */
import { PENDING_LOGIN_PARAM, PENDING_METHODS_PARAM, SOCIAL_PROVIDERS, type SocialProvider } from '@shared/api/login';
import { findPasswordReset } from '../db/queries/recovery';
import { randomString } from './accounts';
import { verifyPassword } from './passwords';

const MINUTE = 60_000;

/** how long an e-mailed temporary password works */
export const RESET_TTL_MS = 30 * MINUTE;
/** how long a forgot-password SMS code works (its countdown ends at expirationTime) */
export const FORGOT_CODE_TTL_MS = 5 * MINUTE;
/** how long a started social login waits for the provider's answer */
export const SOCIAL_STATE_TTL_MS = 10 * MINUTE;

/**
 * A temporary password: 10 letters and digits, at least one of each, starting with a
 * letter, so it passes the demo brands' password rules.
 */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  return randomString(1, letters) + randomString(6, letters + digits) + randomString(3, digits);
}

/** Whether password is the member's unexpired temporary password. */
export async function isTemporaryPassword(db: D1Database, memberId: number, password: string, now: number) {
  const reset = await findPasswordReset(db, memberId, now);
  return reset ? { ok: await verifyPassword(password, reset.temp_hash), hash: reset.temp_hash } : { ok: false, hash: '' };
}

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** A loose e-mail check for the stand-in provider's account field. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 100;

/** 'g_' / 'f_' + 8 lowercase letters and digits: the username of a member made by social login. */
export const socialUsername = (provider: SocialProvider) => `${provider[0]}_${randomString(8, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;

/** The return URL with ?token= (or &token=) added. */
/** The return URL of a social login that waits for the second factor: the attempt's id and the methods, no session. */
export function withPendingLogin(returnUrl: string, challengeId: string, methods: readonly string[]): string {
  const url = new URL(returnUrl);
  url.searchParams.set(PENDING_LOGIN_PARAM, challengeId);
  url.searchParams.set(PENDING_METHODS_PARAM, methods.join(','));
  return url.toString();
}

export function withToken(returnUrl: string, token: string, firstTimeLogin = false): string {
  const url = new URL(returnUrl);
  url.searchParams.set('token', token);
  // the portal opens its first-login action (docs/product.md 4) for an account's first login
  if (firstTimeLogin) url.searchParams.set('firstLogin', '1');
  return url.toString();
}
