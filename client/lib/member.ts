import { queryOptions } from '@tanstack/react-query';
import type { Balance, MemberInfo } from '@shared/contract';
import type { ApiClient } from './api-client';

/** Personal data: fetched by the browser only, never cached at the edge. */
export const memberInfoQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: ['member', username, 'info'],
    queryFn: () => api.get<MemberInfo>('/wps/member/info'),
    staleTime: 5 * 60_000,
  });

export const balanceQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: ['member', username, 'balance'],
    queryFn: () => api.get<Balance>('/wps/v2/wallets/balance'),
    staleTime: 30_000,
  });

/** Ends the session (the worker clears its cookie). */
export const logout = (api: ApiClient) => api.send<null>('DELETE', '/wps/session/logout');
