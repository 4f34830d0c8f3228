import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameCategory, GameList } from '@shared/api';
import { GAME_LIST_DEFAULTS } from '@shared/constants';
import { toGameListParams, type LobbyQuery } from '@shared/lobby-query';
import type { ApiClient } from '@client/lib/api-client';
import { gameKeys } from './keys';

/**
 * A lobby's game list (docs/product.md 3 list params, 42 a page). With the hot filter on, the hot
 * games call (isPlatform 2) answers with the same filters; both come back as games + totalPages.
 */
export const gameListQuery = (api: ApiClient, gameType: GameCategory, query: LobbyQuery) =>
  queryOptions({
    queryKey: gameKeys.list(gameType, query),
    queryFn: async (): Promise<GameList> => {
      const params = toGameListParams(gameType, query);
      if (!query.hot) return api.get('/lgw/games/list', { ...params });
      const hot = await api.get('/lgw/games/hot', { ...params, isPlatform: GAME_LIST_DEFAULTS.hotIsPlatform });
      return { games: hot.list, totalPages: hot.totalPages };
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
