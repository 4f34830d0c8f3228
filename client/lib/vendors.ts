import { queryOptions } from '@tanstack/react-query';
import type { SortingVendorGroup } from '@shared/api';
import type { ApiClient } from './api-client';
import { publicKeys } from '@client/lib/query-keys';

export const vendorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publicKeys.vendors,
    queryFn: () => api.get<SortingVendorGroup[]>('/lgw/games/vendors'),
    staleTime: 5 * 60_000,
  });
