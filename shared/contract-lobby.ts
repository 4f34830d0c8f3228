/** Favourites, hot and popular games (SPEC.md 3, 4, 7.2): the lobby's part of the contract. */
import type { GameCard, GameCategory } from './contract';

/** GET /lgw/games/hot and /lgw/games/favourite/list: SPEC.md 3 "list, totalPages". */
export interface CardList {
  list: GameCard[];
  totalPages: number;
}

/** Body of POST /lgw/games/favourite/v2/add and /remove (SPEC.md 3 Favourite). */
export interface FavouriteRequest {
  nodeId: number;
  vendor: string;
  /** SPEC.md 9: RNG when not given */
  gameType?: GameCategory;
}

/** GET /lgw/games/favourite/ids -> value: the member's favourite nodeIds, newest first. */
export type FavouriteIds = number[];

/** GET /lgw/games/popular?count=20&prizeMode=&device=&language= -> value: the cards. */
export type PopularGames = GameCard[];
