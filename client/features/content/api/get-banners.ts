import { queryOptions } from '@tanstack/react-query';
import type { BannerGroup } from '@shared/api';
import type { ApiClient } from '@client/lib/api-client';
import { contentKeys } from './keys';

export const bannersQuery = (api: ApiClient, groupName: BannerGroup) =>
  queryOptions({
    queryKey: contentKeys.banners(groupName),
    queryFn: () => api.get('/wps/banners', { groupName }),
    staleTime: 60_000,
  });
