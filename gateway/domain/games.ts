/** Vendor groups, lobby lanes and game cards. */
import type { GameCard, GameCategory, GameLane, SortingVendorGroup, Vendor } from '@shared/contract';
import { GAME_CATEGORIES } from '@shared/contract';
import type { GameRow, VendorRow } from '../db/queries/games';

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
