import { queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@shared/constants';
import type { ApiClient } from '@client/lib/api-client';
import { contentKeys } from './keys';

/** docs/product.md 2.4 announcement modal: type B, platform W, 9 a page. */
export const announcementsQuery = (api: ApiClient, pageNo: number) =>
  queryOptions({
    queryKey: contentKeys.announcements(pageNo),
    queryFn: () => api.get('/wps/announcements', { type: 'B', platform: 'W', pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE }),
    staleTime: 60_000,
  });
