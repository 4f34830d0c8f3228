import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { promotionKeys } from './keys';

/**
 * GET /wps/promotion/member: the logged-in member's activities. Personal, so never
 * loaded on the server: server and browser both render it empty first, then it loads.
 */
export const memberActivitiesQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: promotionKeys.activities(username),
    queryFn: () => api.get('/wps/promotion/member'),
  });

/** POST /wps/promotion/join (signup promotions). */
export const joinPromotion = (api: ApiClient, promotionId: number, requestId: string) => api.send('POST', '/wps/promotion/join', { promotionId, requestId });

/** POST /wps/promotion/raffle/claim. */
export const claimPromotion = (api: ApiClient, promotionId: number) => api.send('POST', '/wps/promotion/raffle/claim', { promotionId });

/** POST /wps/promotion/apply, multipart: the application form with its images. */
export function applyPromotion(api: ApiClient, input: { promotionId: number; requestId: string; comment: string; images: File[] }) {
  const form = new FormData();
  form.set('promotionId', String(input.promotionId));
  form.set('requestId', input.requestId);
  form.set('comment', input.comment);
  for (const image of input.images) form.append('images', image, image.name);
  return api.send('POST', '/wps/promotion/apply', form);
}
