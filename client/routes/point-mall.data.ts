import type { PageDataJobs } from '../app/page-data';
import { pointItemsQuery } from '../features/points/api/points';

/** /pointMall: the items (public); the balance is personal and loads in the browser. */
export const pointMallData: PageDataJobs = ({ api, queryClient }) => [queryClient.ensureQueryData(pointItemsQuery(api))];
