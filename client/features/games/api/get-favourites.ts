import { queryOptions } from '@tanstack/react-query';
import { GAME_LIST_DEFAULTS, GAME_LIST_PAGE_SIZE } from '@shared/constants';
import type { GameCategory } from '@shared/api';
import type { ApiClient } from '@client/lib/api-client';
import { gameKeys } from './keys';

/** The member's favourite nodeIds (docs/product.md 7.2 favourite ids), keyed by member so a new login never sees the last one's. */
export const favouriteIdsQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(username),
    queryFn: () => api.get('/lgw/games/favourite/ids'),
    staleTime: Infinity,
  });

/** The member's favourite games of one category (docs/product.md 9: RNG by default). */
export const favouriteListQuery = (api: ApiClient, username: string, gameType: GameCategory = GAME_LIST_DEFAULTS.favouriteGameType) =>
  queryOptions({
    queryKey: gameKeys.favouriteList(username, gameType),
    queryFn: () => api.get('/lgw/games/favourite/list', { gameType, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE }),
    staleTime: Infinity,
  });
