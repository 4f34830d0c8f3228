import { ApiError } from '../../lib/api-client';

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
