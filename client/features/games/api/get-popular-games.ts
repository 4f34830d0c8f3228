import { queryOptions } from '@tanstack/react-query';
import { POPULAR_GAMES_COUNT } from '@shared/constants';
import type { ApiClient } from '@client/lib/api-client';
import { gameKeys } from './keys';

/** Home's popular games (docs/product.md 7.2, 9: count 20). */
export const popularGamesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: gameKeys.popular,
    queryFn: () => api.get('/lgw/games/popular', { count: POPULAR_GAMES_COUNT, device: 'WEB' }),
    staleTime: 60_000,
  });
