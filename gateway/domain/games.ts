/** Vendor groups, lobby lanes, the filtered game list and popular games of a merchant, as game cards. */
import type { GameCard, GameCategory, GameLane, SortingVendorGroup, Vendor } from '@shared/api';
import { GAME_CATEGORIES } from '@shared/api';
import { popularGames } from '../db/queries/favourites';
import { listLaneGames, listVendors, searchGames, type GameFilters, type GameRow, type VendorRow } from '../db/queries/games';
import { totalPages } from '../lib/params';

export type { GameFilters };

/** Every category the gateway knows, in side-menu order, then INHOUSE. */
export const CATEGORIES: readonly GameCategory[] = [...GAME_CATEGORIES, 'INHOUSE'];

/** Cards per vendor lane in a lobby. */
export const LANE_SIZE = 12;

const toVendor = (row: VendorRow): Vendor => ({
  vassalage: row.code,
  name: row.name,
  icon: { COLOR: `/img/vendor/${row.code}-color.svg`, WHITE: `/img/vendor/${row.code}-white.svg` },
});

/** One group per category, also when the merchant has no vendor there (the header hides it). */
export const vendorGroups = (rows: VendorRow[]): SortingVendorGroup[] =>
  CATEGORIES.map((gameCategory) => ({ gameCategory, vendors: rows.filter((r) => r.category === gameCategory).map(toVendor) }));

export const toGameCard = (row: GameRow): GameCard => ({
  vassalage: row.vendor_code,
  gameName: row.name,
  isHot: row.is_hot === 1 ? 1 : 0,
  gameType: row.category as GameCategory,
  gameId: row.game_id,
  nodeId: row.node_id,
  isGame: row.is_game === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
  icon: `/img/game/${row.game_id}.svg`,
  gameClassify: row.classify,
  minBet: row.min_bet,
  minLineNum: row.min_line_num,
});

/** One lane per vendor, titled by the vendor, classified by its first real game. */
export function vendorLanes(vendors: VendorRow[], games: GameRow[]): GameLane[] {
  return vendors.map((vendor) => {
    const cards = games.filter((g) => g.vendor_code === vendor.code).map(toGameCard);
    return { title: vendor.name, gameClassify: cards.find((c) => c.isGame === 'GAME')?.gameClassify ?? '', cards };
  });
}

/** The merchant's vendors, one group per category. */
export const vendorGroupsOf = async (db: D1Database, merchant: string) => vendorGroups(await listVendors(db, merchant));

/** A category's lobby: a lane per vendor, its first LANE_SIZE games. */
export async function lanesOf(db: D1Database, merchant: string, category: GameCategory): Promise<GameLane[]> {
  const [vendors, rows] = await Promise.all([listVendors(db, merchant, category), listLaneGames(db, merchant, category, LANE_SIZE)]);
  return vendorLanes(vendors, rows);
}

/** A page of the merchant's games that pass the filters. */
export async function findGames(db: D1Database, merchant: string, filters: GameFilters, pageNo: number, pageSize: number) {
  const { rows, total } = await searchGames(db, merchant, filters, pageNo, pageSize);
  return { cards: rows.map(toGameCard), totalPages: totalPages(total, pageSize) };
}

/** The games most of the merchant's members keep as favourites, then hot ones; no vendor lobbies. */
export const popularOf = async (db: D1Database, merchant: string, count: number) => (await popularGames(db, merchant, count)).map(toGameCard);
