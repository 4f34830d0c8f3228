import { queryOptions } from '@tanstack/react-query';
import type { Notices } from '@shared/api';
import type { ApiClient } from '@client/lib/api-client';
import { contentKeys } from './keys';

export const noticesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: contentKeys.notices,
    queryFn: () => api.get<Notices>('/wps/notice'),
    staleTime: 60_000,
  });
