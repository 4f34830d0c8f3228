import { PASSKEY_PATHS, type PasskeyAssertion } from '@shared/api/passkeys';
import type { ApiClient } from '@client/lib/api-client';

/** A sign-in challenge; the worker binds it to this browser (an HttpOnly cookie). */
export const passkeyLoginOptions = (api: ApiClient) => api.send('POST', PASSKEY_PATHS.loginOptions);

/** The authenticator's answer: a session like a password login's (the token stays in the worker's cookie). */
export const passkeyLogin = (api: ApiClient, assertion: PasskeyAssertion) => api.send('POST', PASSKEY_PATHS.login, { assertion });
