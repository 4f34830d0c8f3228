/** Favourites, hot and popular games (docs/product.md 3, 4, 7.2): the lobby's part of the contract. */
import { z } from 'zod';
import { GAME_LIST_DEFAULTS } from '../constants';
import { GAME_CATEGORIES, type GameCard, type GameCategory } from '.';

/** GET /lgw/games/hot and /lgw/games/favourite/list: docs/product.md 3 "list, totalPages". */
export interface CardList {
  list: GameCard[];
  totalPages: number;
}

/** GET /lgw/games/favourite/ids -> value: the member's favourite nodeIds, newest first. */
export type FavouriteIds = number[];

/** GET /lgw/games/popular?count=20&prizeMode=&device=&language= -> value: the cards. */
export type PopularGames = GameCard[];

/** Body of POST /lgw/games/favourite/v2/add and /remove (docs/product.md 3 Favourite); gameType RNG when not given (docs/product.md 9). */
export const favouriteRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  vendor: z.string().min(1).max(64),
  gameType: z.enum([...GAME_CATEGORIES, 'INHOUSE'] as [GameCategory, ...GameCategory[]]).default(GAME_LIST_DEFAULTS.favouriteGameType as GameCategory),
});
export type FavouriteRequest = z.input<typeof favouriteRequestSchema>;
