import { queryOptions } from '@tanstack/react-query';
import { PASSKEY_PATHS } from '@shared/api/passkeys';
import type { SecondFactorProof } from '@shared/api/second-factor';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** The member's passkeys on this site, newest first. */
export const passkeysQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.passkeys(username), queryFn: () => api.get(PASSKEY_PATHS.list), staleTime: 30_000 });

/** Options to make a passkey; a change of the second factor, so with the proof the gateway asks for (SECOND_FACTOR_REQUIRED without one). */
export const passkeyCreationOptions = (api: ApiClient, secondFactor?: SecondFactorProof) =>
  api.send('POST', PASSKEY_PATHS.registerOptions, secondFactor ? { secondFactor } : {});

export const registerPasskey = (api: ApiClient, challengeId: string, name: string, response: Record<string, unknown>) =>
  api.send('POST', PASSKEY_PATHS.register, { challengeId, name, response });

/** Removing one needs a proof too (SECOND_FACTOR_REQUIRED step PASSKEY_REMOVE without one). */
export const removePasskey = (api: ApiClient, id: string, secondFactor?: SecondFactorProof) =>
  api.send('POST', PASSKEY_PATHS.remove, secondFactor ? { id, secondFactor } : { id });

export const renamePasskey = (api: ApiClient, id: string, name: string) => api.send('POST', PASSKEY_PATHS.rename, { id, name });
