/** A member's favourite games and the merchant's popular games; only games the merchant offers. */
import type { GameRow } from './games';

const OFFERED = `JOIN merchant_vendors mv
  ON mv.merchant_code = ? AND mv.category = g.category AND mv.vendor_code = g.vendor_code`;

/** The game behind a favourite request, if the merchant offers it under that vendor. */
export const findOfferedGame = (db: D1Database, merchant: string, nodeId: number, vendor: string) =>
  db.prepare(`SELECT g.* FROM games g ${OFFERED} WHERE g.node_id = ? AND g.vendor_code = ?`).bind(merchant, nodeId, vendor).first<GameRow>();

export async function favouriteIds(db: D1Database, memberId: number): Promise<number[]> {
  const sql = 'SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC, node_id';
  return (await db.prepare(sql).bind(memberId).all<{ node_id: number }>()).results.map((r) => r.node_id);
}

export async function favouriteGames(db: D1Database, merchant: string, memberId: number, category: string | undefined, pageNo: number, pageSize: number) {
  const where = `WHERE f.member_id = ?${category ? ' AND g.category = ?' : ''}`;
  const binds = category ? [merchant, memberId, category] : [merchant, memberId];
  const from = `FROM favourites f JOIN games g ON g.node_id = f.node_id ${OFFERED} ${where}`;
  const [page, count] = await db.batch([
    db.prepare(`SELECT g.* ${from} ORDER BY f.created_at DESC, g.node_id LIMIT ? OFFSET ?`).bind(...binds, pageSize, (pageNo - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total ${from}`).bind(...binds),
  ]);
  return { rows: page!.results as GameRow[], total: (count!.results[0] as { total: number }).total };
}

/** Adding twice keeps one row (and its first time); removing what is not there is fine. */
export const addFavourite = (db: D1Database, memberId: number, nodeId: number, now: number) =>
  db.prepare('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)').bind(memberId, nodeId, now).run();

export const removeFavourite = (db: D1Database, memberId: number, nodeId: number) =>
  db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').bind(memberId, nodeId).run();

/**
 * Popular games of a merchant: the games most members keep as favourites, then hot
 * games, in catalogue order; vendor lobbies are not games and are left out.
 */
export async function popularGames(db: D1Database, merchant: string, count: number) {
  const sql = `SELECT g.*, (SELECT COUNT(*) FROM favourites f JOIN members m ON m.id = f.member_id
      WHERE f.node_id = g.node_id AND m.merchant_code = ?) AS fans
    FROM games g ${OFFERED} WHERE g.is_game = 'GAME'
    ORDER BY fans DESC, g.is_hot DESC, g.node_id LIMIT ?`;
  return (await db.prepare(sql).bind(merchant, merchant, count).all<GameRow>()).results;
}
