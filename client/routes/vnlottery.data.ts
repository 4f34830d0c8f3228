import type { PageDataJobs } from '../app/page-data';
import { vnMenuQuery, vnNumeroQuery } from '../features/games/api/get-lottery';

/** /vnlottery: the game menu and the numbers of ?gameCode. */
export const vnlotteryData: PageDataJobs = ({ url, api, queryClient }) => [
  queryClient.ensureQueryData(vnMenuQuery(api)),
  queryClient.ensureQueryData(vnNumeroQuery(api, url.searchParams.get('gameCode'))),
];
