/** A member's favourite games (docs/product.md 3, 4, 7.2): only games the merchant offers, newest first. */
import type { CardList, FavouriteIds } from '@shared/api/lobby';
import { addFavourite, favouriteGames, favouriteIds, findOfferedGame, removeFavourite } from '../db/queries/favourites';
import { totalPages } from '../lib/params';
import { toGameCard } from './games';

export const favouriteIdsOf = (db: D1Database, memberId: number): Promise<FavouriteIds> => favouriteIds(db, memberId);

/** A page of the member's favourites, of one category or (undefined) of all. */
export async function favouriteList(
  db: D1Database,
  merchant: string,
  memberId: number,
  category: string | undefined,
  pageNo: number,
  pageSize: number,
): Promise<CardList> {
  const { rows, total } = await favouriteGames(db, merchant, memberId, category, pageNo, pageSize);
  return { list: rows.map(toGameCard), totalPages: totalPages(total, pageSize) };
}

/** Adds or removes a favourite of a game the merchant offers under that vendor: the member's favourites then, or null when there is no such game. */
export async function changeFavourite(
  db: D1Database,
  merchant: string,
  memberId: number,
  change: { action: 'add' | 'remove'; nodeId: number; vendor: string },
): Promise<FavouriteIds | null> {
  const game = await findOfferedGame(db, merchant, change.nodeId, change.vendor);
  if (!game) return null;
  if (change.action === 'add') await addFavourite(db, memberId, change.nodeId, Date.now());
  else await removeFavourite(db, memberId, change.nodeId);
  return favouriteIds(db, memberId);
}
