import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { memberKeys } from '@client/lib/query-keys';

/** Player protection: personal, loaded in the browser only (the member centre and the welcome dialog). */
export const protectionQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberKeys.protection(username),
    queryFn: () => api.get('/wps/protection'),
    staleTime: 10_000,
  });

/** The player skipped the deposit-limit prompt (registration or first deposit): the gateway keeps it, it is not shown again. */
export const skipDepositLimitPrompt = (api: ApiClient) => api.send('POST', '/wps/protection/deposit-limit/prompt', { answer: 'skipped' });
