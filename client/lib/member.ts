import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { announceSessionEnd, LOGOUT_PATH, signingOutWith } from './session-ended';
import { memberKeys } from '@client/lib/query-keys';

/** Personal data: fetched by the browser only, never cached at the edge. */
export const memberInfoQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberKeys.info(username),
    queryFn: () => api.get('/wps/member/info'),
    staleTime: 5 * 60_000,
  });

export const balanceQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberKeys.balance(username),
    queryFn: () => api.get('/wps/v2/wallets/balance'),
    staleTime: 30_000,
  });

// the session-end handling in every page's entry reads the path from there, without this module's queries
export { LOGOUT_PATH };

/** Ends the session (the worker clears its cookie); the other tabs of this browser log out too. */
export const logout = async (api: ApiClient) => {
  try {
    return await signingOutWith(() => api.send('DELETE', LOGOUT_PATH));
  } finally {
    announceSessionEnd('logout');
  }
};
