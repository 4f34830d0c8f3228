import type { PageDataJobs } from '../../../app/page-data';
import { ApiError } from '../../../lib/api-client';
import { pointItemsQuery } from '../../points/api/points';
import { promotionDetailQuery, promotionIdParam } from './get-promotion-detail';
import { categoryParam, promotionsQuery } from './get-promotions';

/** Server data of /promotions (the ?type list), /promoDetail (404 for an unknown id), /pointMall and the /register slider. */
export const promotionsLoaderJobs: PageDataJobs = ({ page, url, api, queryClient }) => {
  const search = url.searchParams;
  switch (page.id) {
    case 'promotions':
      return [queryClient.ensureQueryData(promotionsQuery(api, categoryParam(search.get('type'))))];
    case 'register':
      return [queryClient.ensureQueryData(promotionsQuery(api, 'new_player')).catch(() => null)];
    case 'pointMall':
      return [queryClient.ensureQueryData(pointItemsQuery(api))];
    case 'promoDetail': {
      const id = promotionIdParam(search.get('id'));
      if (id === null) throw new Response(null, { status: 404 });
      return [
        queryClient.ensureQueryData(promotionDetailQuery(api, id)).catch((error: unknown) => {
          throw error instanceof ApiError && error.code === 'PROMOTION_NOT_FOUND' ? new Response(null, { status: 404 }) : error;
        }),
      ];
    }
    default:
      return [];
  }
};
