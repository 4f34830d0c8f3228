import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { contentKeys } from './keys';

export const noticesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: contentKeys.notices,
    queryFn: () => api.get('/wps/notice'),
    staleTime: 60_000,
  });
