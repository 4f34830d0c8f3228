import type { PageDataJobs } from '../app/page-data';
import { noticesQuery } from '../features/content/api/get-notices';
import { winnersQuery } from '../features/content/api/get-winners';
import { popularGamesQuery } from '../features/games/api/get-popular-games';

/**
 * Home's server data: notices, and the winners board and popular games, which are parts of
 * home, not reasons to fail it (each section says so itself). Its 100 latest lottery numbers
 * sit below the fold and load in the browser after hydration (docs/benchmark.md).
 */
export const homeData: PageDataJobs = ({ api, queryClient }) => [
  queryClient.ensureQueryData(noticesQuery(api)),
  queryClient.ensureQueryData(winnersQuery(api)).catch(() => undefined),
  queryClient.ensureQueryData(popularGamesQuery(api)).catch(() => undefined),
];
