import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { memberKeys } from '@client/lib/query-keys';

/** docs/product.md 2.3, 7.3: unread platform messages, loaded when the logged-in header starts. */
export const unreadCountQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberKeys.unread(username),
    queryFn: async () => Number(await api.get('/wps/relay/message/unread')) || 0,
    staleTime: 60_000,
  });
