import { PASSKEY_PATHS, type PasskeyAssertion } from '@shared/api/passkeys';
import type { ApiClient } from '@client/lib/api-client';

/** A challenge for the login waiting for its second factor (`challengeId` of SECOND_FACTOR_REQUIRED). */
export const loginStepOptions = (api: ApiClient, challengeId: string) => api.send('POST', PASSKEY_PATHS.loginStepOptions, { challengeId });

/** The waiting login answered with the passkey: its session (the worker keeps the token). */
export const answerLoginWithPasskey = (api: ApiClient, challengeId: string, assertion: PasskeyAssertion) =>
  api.send('POST', '/wps/session/login/second-factor', { challengeId, secondFactor: { kind: 'passkey', assertion } });
