import type { PageDataJobs } from '../../../app/page-data';
import { categoryGamesQuery, winnersQuery } from './get-play-lists';
import { lotteryNumbersQuery, openedNumbersQuery, vnMenuQuery, vnNumeroQuery } from './get-lottery';
import { gameCenterParams } from '../game-center-params';

/** Server data of the play pages (home's lottery numbers, /lottery, /vnlottery, /gamecenter). */
export const playLoaderJobs: PageDataJobs = ({ page, url, api, queryClient }) => {
  const gameCode = url.searchParams.get('gameCode');
  switch (page.id) {
    case 'home':
      return [queryClient.ensureQueryData(lotteryNumbersQuery(api))];
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
