import { queryOptions } from '@tanstack/react-query';
import { PASSKEY_PATHS } from '@shared/api/passkeys';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** The member's passkeys on this site, newest first. */
export const passkeysQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.passkeys(username), queryFn: () => api.get(PASSKEY_PATHS.list), staleTime: 30_000 });

export const passkeyCreationOptions = (api: ApiClient) => api.send('POST', PASSKEY_PATHS.registerOptions);

export const registerPasskey = (api: ApiClient, challengeId: string, name: string, response: Record<string, unknown>) =>
  api.send('POST', PASSKEY_PATHS.register, { challengeId, name, response });

export const removePasskey = (api: ApiClient, id: string) => api.send('POST', PASSKEY_PATHS.remove, { id });
