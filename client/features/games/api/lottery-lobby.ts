import { queryOptions } from '@tanstack/react-query';
import type { LotteryLobbyRequest } from '@shared/api/lottery';
import type { ApiClient } from '@client/lib/api-client';
import { gameKeys } from './keys';

/**
 * POST /wps/game/lotteryLobby (docs/product.md 7.2 lottery lobby): the lottery vendor's betting page
 * of one game, as a one-time launch URL. Each mount asks for a fresh ticket (never cached,
 * never retried: a ticket is single use).
 */
export const lotteryLobbyQuery = (api: ApiClient, req: { username: string; gameCode: string; playType: string | null; language: string; backUrl: string }) =>
  queryOptions({
    queryKey: [...gameKeys.lotteryLobby(req.username, req.gameCode), req.playType ?? '', req.language],
    queryFn: () =>
      api.send('POST', '/wps/game/lotteryLobby', {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'all',
        lottoGameCode: req.gameCode,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: req.backUrl,
        language: req.language,
        playType: req.playType ?? undefined,
      } satisfies LotteryLobbyRequest),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
