import type { PageDataJobs } from '../app/page-data';
import { lotteryNumbersQuery, openedNumbersQuery } from '../features/games/api/get-lottery';

/** /lottery: the opened numbers of ?gameCode, else the latest numbers of every lottery. */
export const lotteryData: PageDataJobs = ({ url, api, queryClient }) => {
  const gameCode = url.searchParams.get('gameCode');
  return [gameCode ? queryClient.ensureQueryData(openedNumbersQuery(api, gameCode)) : queryClient.ensureQueryData(lotteryNumbersQuery(api))];
};
