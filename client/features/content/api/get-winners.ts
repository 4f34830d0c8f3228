import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { contentKeys } from './keys';

/** docs/product.md 7.3 winner board, on home. */
export const winnersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: contentKeys.winnerBoard,
    queryFn: () => api.get('/wps/winnerBoard', { count: 10 }),
    staleTime: 60_000,
  });
