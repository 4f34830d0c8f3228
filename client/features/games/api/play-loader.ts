import type { PageDataJobs } from '../../../app/page-data';
import { categoryGamesQuery, winnersQuery } from './get-play-lists';
import { lotteryNumbersQuery, openedNumbersQuery, vnMenuQuery, vnNumeroQuery } from './get-lottery';
import { gameCenterParams } from '../game-center-params';

/** Server data of the play pages (/lottery, /vnlottery, /gamecenter). */
export const playLoaderJobs: PageDataJobs = ({ page, url, api, queryClient }) => {
  const gameCode = url.searchParams.get('gameCode');
  switch (page.id) {
    // home: its 100 latest lottery numbers sit below the fold and the browser loads them after
    // hydration; rendered on the server they made every home page view much heavier (README, Benchmark)
    case 'lottery':
      return [gameCode ? queryClient.ensureQueryData(openedNumbersQuery(api, gameCode)) : queryClient.ensureQueryData(lotteryNumbersQuery(api))];
    case 'vnlottery':
      return [queryClient.ensureQueryData(vnMenuQuery(api)), queryClient.ensureQueryData(vnNumeroQuery(api, gameCode))];
    case 'gamecenter': {
      const { category, page: pageNo } = gameCenterParams(url.searchParams);
      return [queryClient.ensureQueryData(categoryGamesQuery(api, category, pageNo)), queryClient.ensureQueryData(winnersQuery(api))];
    }
    default:
      return [];
  }
};
