import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { promotionKeys } from './keys';

/** ?id= of /promoDetail: a positive integer, else null. */
export const promotionIdParam = (raw: string | null): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

/** GET /wps/promotion/detail: public, loaded by the route loader for SSR. */
export const promotionDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    queryFn: () => api.get('/wps/promotion/detail', { id }),
    staleTime: 60_000,
  });
