import type { PageDataJobs } from '../app/page-data';
import { ApiError } from '../lib/api-client';
import { promotionDetailQuery, promotionIdParam } from '../features/promotions/api/get-promotion-detail';

/** /promoDetail: the promotion of ?id; an unknown or missing id is the 404 page. */
export const promoDetailData: PageDataJobs = ({ url, api, queryClient }) => {
  const id = promotionIdParam(url.searchParams.get('id'));
  if (id === null) throw new Response(null, { status: 404 });
  return [
    queryClient.ensureQueryData(promotionDetailQuery(api, id)).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === 'PROMOTION_NOT_FOUND' ? new Response(null, { status: 404 }) : error;
    }),
  ];
};
