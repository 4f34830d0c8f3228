import { errorKey, type ErrorTexts } from '@client/lib/errors';
import { LOGIN_ERRORS } from './login-errors';

/** Registration failures with a text of their own, over the other account calls' texts. */
const REGISTER_ERRORS: ErrorTexts = {
  ...LOGIN_ERRORS,
  USERNAME_TAKEN: 'register.error.USERNAME_TAKEN',
  MOBILE_TAKEN: 'register.error.MOBILE_TAKEN',
  SMS_CODE_INVALID: 'register.error.SMS_CODE_INVALID',
  BOT_CHECK_FAILED: 'register.error.BOT_CHECK_FAILED',
  INVITATION_CODE_ERROR: 'validation.invitation_code_error',
};

/** The translation key of a failed registration call. */
export const registerErrorKey = (error: unknown): string => errorKey(error, REGISTER_ERRORS, 'auth.error.UNKNOWN');
