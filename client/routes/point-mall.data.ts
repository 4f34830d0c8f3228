import type { PageDataJobs } from '../app/page-data';
import { pointItemsQuery, pointsConfigQuery } from '../features/points/api/points';

/** /pointMall: the items and the rules (public); the balance, history and details are personal and load in the browser. */
export const pointMallData: PageDataJobs = ({ api, queryClient }) => [
  queryClient.ensureQueryData(pointItemsQuery(api)),
  queryClient.ensureQueryData(pointsConfigQuery(api)),
];
