import { queryOptions } from '@tanstack/react-query';
import { LOTTERY_NUMBERS_COUNT } from '@shared/constants';
import type { ApiClient } from '@client/lib/api-client';
import { gameKeys } from './keys';

/** The latest lottery numbers (home: 100). */
export const lotteryNumbersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: gameKeys.lotteryNumbers(LOTTERY_NUMBERS_COUNT),
    queryFn: () => api.get('/lgw/lottery/numbers', { count: LOTTERY_NUMBERS_COUNT }),
    staleTime: 30_000,
  });

/** Opened numbers of one lottery game. */
export const openedNumbersQuery = (api: ApiClient, gameCode: string) =>
  queryOptions({
    queryKey: gameKeys.lotteryOpened(gameCode),
    queryFn: () => api.get('/lgw/lottery/opened', { gameCode }),
    staleTime: 30_000,
  });

export const vnMenuQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: gameKeys.vnMenu,
    queryFn: () => api.get('/lgw/vn/games/game_menu', { prizeMode: 'all', device: 'WEB' }),
    staleTime: 5 * 60_000,
  });

/** VN lottery numbers, of one game when gameCode is given. */
export const vnNumeroQuery = (api: ApiClient, gameCode: string | null) =>
  queryOptions({
    queryKey: gameKeys.vnNumero(gameCode ?? ''),
    queryFn: () => api.get('/lgw/vn/numero', { gameCode: gameCode ?? undefined }),
    staleTime: 30_000,
  });
