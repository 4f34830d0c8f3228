import type { GameCard } from '@shared/api';
import type { FavouriteRequest } from '@shared/api/lobby';
import type { ApiClient } from '@client/lib/api-client';

/** Add or remove (v2) one favourite; the gateway answers the member's ids. */
export const toggleFavourite = (api: ApiClient, card: GameCard, add: boolean) =>
  api.send('POST', `/lgw/games/favourite/v2/${add ? 'add' : 'remove'}`, {
    nodeId: card.nodeId,
    vendor: card.vassalage,
    gameType: card.gameType,
  } satisfies FavouriteRequest);
