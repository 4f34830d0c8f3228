import { queryOptions } from '@tanstack/react-query';
import { GAME_LIST_PAGE_SIZE } from '@shared/constants';
import type { GameCategory } from '@shared/api';
import type { ApiClient } from '@client/lib/api-client';

import { gameKeys } from './keys';

/** Recent games of the logged-in member (personal: browser only). */
export const recentGamesQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: gameKeys.recentGames(username),
    queryFn: () => api.get('/lgw/games/recent', { pageNo: 1, pageSize: 12 }),
    staleTime: 30_000,
  });

/** The popup game list of a vendor (a VASSALAGE card). */
export const vendorGamesQuery = (api: ApiClient, gameType: GameCategory, vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.vendorGames(gameType, vassalage),
    queryFn: () => api.get('/lgw/games/list', { gameType, vassalage, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE }),
    staleTime: 60_000,
  });

/** One category's games for the game center, a page at a time. */
export const categoryGamesQuery = (api: ApiClient, gameType: GameCategory, pageNo: number) =>
  queryOptions({
    queryKey: gameKeys.categoryGames(gameType, pageNo),
    queryFn: () => api.get('/lgw/games/list', { gameType, pageNo, pageSize: GAME_LIST_PAGE_SIZE }),
    staleTime: 60_000,
  });

export const pvpRoomsQuery = (api: ApiClient, gameId: string) =>
  queryOptions({
    queryKey: gameKeys.pvpRooms(gameId),
    queryFn: () => api.get('/lgw/games/pvp/rooms', { gameId }),
    staleTime: 30_000,
  });

/** Latest winners and biggest wins of real rounds. */
export const winnersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: gameKeys.winners,
    queryFn: () => api.get('/lgw/games/winners'),
    staleTime: 15_000,
  });
