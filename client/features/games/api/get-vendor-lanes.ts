import { queryOptions } from '@tanstack/react-query';
import type { GameCategory } from '@shared/api';
import type { ApiClient } from '@client/lib/api-client';
import { gameKeys } from './keys';

export const vendorLanesQuery = (api: ApiClient, gameCategory: GameCategory) =>
  queryOptions({
    queryKey: gameKeys.lanes(gameCategory),
    queryFn: async () => (await api.get('/lgw/games/vendor', { gameCategory, platform: 'html5-desktop' })).data.lanes,
    staleTime: 60_000,
  });
