import { ApiError } from '@client/lib/api-client';
import { loginErrorKey } from './login-errors';

/** Registration failures with a text of their own; the rest read like the other account calls. */
export const REGISTER_ERRORS = ['USERNAME_TAKEN', 'MOBILE_TAKEN', 'SMS_CODE_INVALID', 'BOT_CHECK_FAILED'];

/** The translation key of a failed registration call. */
export function registerErrorKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'INVITATION_CODE_ERROR') return 'validation.invitation_code_error';
  return REGISTER_ERRORS.includes(code) ? `register.error.${code}` : loginErrorKey(error);
}
