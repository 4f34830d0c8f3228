import type { PageDataJobs } from '../app/page-data';
import { categoryParam, promotionsQuery } from '../features/promotions/api/get-promotions';

/** /promotions: the list of the ?type category. */
export const promotionsData: PageDataJobs = ({ url, api, queryClient }) => [
  queryClient.ensureQueryData(promotionsQuery(api, categoryParam(url.searchParams.get('type')))),
];
