import { errorKeys } from '@client/lib/errors';

/** The authenticator set-up's own texts (a wrong first code has no tries to count). */
export const setupErrorKey = errorKeys({
  TOTP_CODE_WRONG: 'secondFactor.errors.confirmWrong',
  TOTP_ON: 'secondFactor.errors.on',
  TOTP_NOT_STARTED: 'secondFactor.errors.notStarted',
  FEATURE_DISABLED: 'secondFactor.errors.notOffered',
});
