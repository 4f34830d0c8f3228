import type { PageDataJobs } from '../app/page-data';
import { gameCenterParams } from '../features/games/game-center-params';
import { categoryGamesQuery, winnersQuery } from '../features/games/api/get-play-lists';

/** /gamecenter: the category's games on the URL's page, and the winners. */
export const gamecenterData: PageDataJobs = ({ url, api, queryClient }) => {
  const { category, page } = gameCenterParams(url.searchParams);
  return [queryClient.ensureQueryData(categoryGamesQuery(api, category, page)), queryClient.ensureQueryData(winnersQuery(api))];
};
