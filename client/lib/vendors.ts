import { queryOptions } from '@tanstack/react-query';
import type { SortingVendorGroup } from '@shared/contract';
import type { ApiClient } from './api-client';

export const vendorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['vendors'],
    queryFn: () => api.get<SortingVendorGroup[]>('/lgw/games/vendors'),
    staleTime: 5 * 60_000,
  });
