import type { TFunction } from 'i18next';
import type { Exclusion } from '@shared/contract-protection';
import { ApiError, ApiFailure } from '@client/lib/api-client';
import { rememberExclusion } from '@client/lib/session-ended';

/** Failure codes of the account calls that have their own SPEC.md 8 text; others read "unknown error". */
export const LOGIN_ERRORS = [
  'LOGIN_FAILED',
  'CAPTCHA_INVALID',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'NETWORK',
  'TIMEOUT',
  'NOT_MEMBER',
  'TWO_FACTOR_INVALID',
  'TWO_FACTOR_EXPIRED',
  'TOO_MANY_REQUESTS',
  'FEATURE_DISABLED',
  'PASSWORD_MISMATCH',
  'WEAK_PASSWORD',
  'OLD_PASSWORD_WRONG',
  'MOBILE_NOT_FOUND',
  'USER_EMAIL_NOT_FOUND',
  'CODE_INVALID',
];

/**
 * The translation key of a failed account call; loginFailedKey replaces LOGIN_FAILED where
 * the login was not by password (a wrong SMS code answers LOGIN_FAILED too).
 */
export const loginErrorKey = (error: unknown, loginFailedKey?: string) => {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  if (code === 'LOGIN_FAILED' && loginFailedKey) return loginFailedKey;
  return `auth.error.${LOGIN_ERRORS.includes(code) ? code : 'UNKNOWN'}`;
};

/**
 * A login refused by a break or self-exclusion (issue 14): the translated text with until when;
 * null for any other failure. This browser remembers until when, so the login dialog, the
 * header and the tab bar offer no way around the refusal meanwhile (free play, social login:
 * a responsible-gaming rule) and the page shows no marketing.
 */
export function exclusionText(t: TFunction, error: unknown, dateTime: (ms: number) => string): string | null {
  if (!(error instanceof ApiFailure) || error.code !== 'SELF_EXCLUDED') return null;
  const value = error.value as Exclusion | null;
  if (!value) return null;
  rememberExclusion(value.until);
  return t(`protection.refused.${value.kind}`, { time: dateTime(value.until) });
}
