import { PASSKEY_PATHS, type PasskeyAssertion, type PasskeyRequestOptions } from '@shared/api/passkeys';
import type { ApiClient } from '@client/lib/api-client';
import type { LoginAnswer } from './session-calls';

/** A sign-in challenge; the worker binds it to this browser (an HttpOnly cookie). */
export const passkeyLoginOptions = (api: ApiClient) => api.send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.loginOptions);

/** The authenticator's answer: a session like a password login's (the token stays in the worker's cookie). */
export const passkeyLogin = (api: ApiClient, assertion: PasskeyAssertion) => api.send<LoginAnswer>('POST', PASSKEY_PATHS.login, { assertion });
