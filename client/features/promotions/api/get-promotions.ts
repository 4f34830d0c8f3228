import { queryOptions } from '@tanstack/react-query';
import { PROMOTION_CATEGORIES, type PromotionCategory } from '@shared/api/promotions';
import type { ApiClient } from '@client/lib/api-client';
import { promotionKeys } from './keys';

/** ?type= of /promotions: a known category, else all. */
export const categoryParam = (raw: string | null): PromotionCategory | null => PROMOTION_CATEGORIES.find((c) => c === raw) ?? null;

/** GET /wps/promotion/list: public, loaded by the route loader for SSR. */
export const promotionsQuery = (api: ApiClient, category: PromotionCategory | null) =>
  queryOptions({
    queryKey: promotionKeys.list(category ?? 'all'),
    queryFn: () => api.get('/wps/promotion/list', { category: category ?? undefined }),
    staleTime: 60_000,
  });
