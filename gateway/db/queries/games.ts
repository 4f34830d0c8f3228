/** Vendors and games a merchant offers; every filter is applied in SQL. */
export interface VendorRow {
  category: string;
  code: string;
  name: string;
}

export interface GameRow {
  game_id: string;
  node_id: number;
  vendor_code: string;
  category: string;
  name: string;
  classify: string;
  is_hot: number;
  is_game: string;
  min_bet: number;
  min_line_num: number;
}

export interface GameFilters {
  category: string;
  vendor?: string;
  classify?: string;
  name?: string;
  minBet?: number;
  minLineNum?: number;
  /** only hot games (isHot 1) */
  hot?: boolean;
}

/** Games of the merchant's vendors only, in the merchant's vendor order. */
const OFFERED = `FROM games g JOIN merchant_vendors mv
  ON mv.merchant_code = ? AND mv.category = g.category AND mv.vendor_code = g.vendor_code`;

export async function listVendors(db: D1Database, merchant: string, category?: string) {
  const where = category ? 'AND mv.category = ?' : '';
  const binds = category ? [merchant, category] : [merchant];
  const sql = `SELECT mv.category, v.code, v.name FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code
    WHERE mv.merchant_code = ? ${where} ORDER BY mv.category, mv.sort`;
  return (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<VendorRow>()
  ).results;
}

/** The first `perVendor` games of each vendor of a category. */
export async function listLaneGames(db: D1Database, merchant: string, category: string, perVendor: number) {
  const sql = `SELECT * FROM (
      SELECT g.*, mv.sort AS vendor_sort, ROW_NUMBER() OVER (PARTITION BY g.vendor_code ORDER BY g.node_id) AS n
      ${OFFERED} WHERE g.category = ?
    ) WHERE n <= ? ORDER BY vendor_sort, node_id`;
  return (await db.prepare(sql).bind(merchant, category, perVendor).all<GameRow>()).results;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function searchGames(db: D1Database, merchant: string, f: GameFilters, pageNo: number, pageSize: number) {
  const clauses: [string, string | number | undefined][] = [
    ['g.category = ?', f.category],
    ['g.vendor_code = ?', f.vendor],
    ['g.classify = ?', f.classify],
    // LIKE is case-insensitive for ASCII in SQLite
    ["g.name LIKE ? ESCAPE '\\'", f.name === undefined ? undefined : `%${escapeLike(f.name)}%`],
    ['g.min_bet = ?', f.minBet],
    ['g.min_line_num = ?', f.minLineNum],
    ['g.is_hot = ?', f.hot ? 1 : undefined],
  ];
  const used = clauses.filter(([, value]) => value !== undefined);
  const where = `WHERE ${used.map(([sql]) => sql).join(' AND ')}`;
  const binds = [merchant, ...used.map(([, value]) => value!)];
  const [page, count] = await db.batch([
    db.prepare(`SELECT g.* ${OFFERED} ${where} ORDER BY mv.sort, g.node_id LIMIT ? OFFSET ?`).bind(...binds, pageSize, (pageNo - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total ${OFFERED} ${where}`).bind(...binds),
  ]);
  return { rows: page!.results as GameRow[], total: (count!.results[0] as { total: number }).total };
}

export const findGameName = (db: D1Database, gameId: string) => db.prepare('SELECT name FROM games WHERE game_id = ?').bind(gameId).first<string>('name');

export const findVendorName = (db: D1Database, code: string) => db.prepare('SELECT name FROM vendors WHERE code = ?').bind(code).first<string>('name');

/** Whether the merchant offers a vendor in any category. */
export const merchantOffersVendor = async (db: D1Database, merchant: string, vendor: string) =>
  (await db.prepare('SELECT 1 AS yes FROM merchant_vendors WHERE merchant_code = ? AND vendor_code = ?').bind(merchant, vendor).first('yes')) !== null;
