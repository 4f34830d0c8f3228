import type { TFunction } from 'i18next';
import type { Exclusion } from '@shared/api/protection';
import { ApiFailure } from '@client/lib/api-client';
import { errorKey, type ErrorTexts } from '@client/lib/errors';

/** Failure codes of the account calls that have their own docs/product.md 8 text (auth.error.<code>). */
const LOGIN_CODES = [
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
  'PASSKEY_REFUSED',
  'PASSKEY_CHALLENGE_EXPIRED',
];

/** The account calls' own texts; a code neither they nor the catalogue know reads auth.error.UNKNOWN. */
export const LOGIN_ERRORS: ErrorTexts = Object.fromEntries(LOGIN_CODES.map((code) => [code, `auth.error.${code}`]));

/**
 * The translation key of a failed account call; loginFailedKey replaces LOGIN_FAILED where
 * the login was not by password (a wrong SMS code answers LOGIN_FAILED too).
 */
export const loginErrorKey = (error: unknown, loginFailedKey?: string) =>
  errorKey(error, loginFailedKey ? { ...LOGIN_ERRORS, LOGIN_FAILED: loginFailedKey } : LOGIN_ERRORS, 'auth.error.UNKNOWN');

/** A login refused by a break or self-exclusion: the translated text with until when; null for any other failure. */
export function exclusionText(t: TFunction, error: unknown, dateTime: (ms: number) => string): string | null {
  if (!(error instanceof ApiFailure) || error.code !== 'SELF_EXCLUDED') return null;
  const value = error.value as Exclusion | null;
  return value ? t(`protection.refused.${value.kind}`, { time: dateTime(value.until) }) : null;
}
