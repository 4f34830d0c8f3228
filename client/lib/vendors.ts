import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { publicKeys } from '@client/lib/query-keys';

export const vendorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publicKeys.vendors,
    queryFn: () => api.get('/lgw/games/vendors'),
    staleTime: 5 * 60_000,
  });
