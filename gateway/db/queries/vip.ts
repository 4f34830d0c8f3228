/** VIP levels, rebate rates and the member's turnover (migration 0021). */

export interface VipLevelRow {
  merchant_code: string;
  level: number;
  name: string;
  min_turnover: number;
  upgrade_bonus: number;
  daily_withdrawals: number;
}

export interface RebateRateRow {
  level: number;
  category: string;
  rate_bps: number;
}

export async function vipTable(db: D1Database, merchant: string) {
  const [levels, rates] = await db.batch([
    db.prepare('SELECT * FROM vip_levels WHERE merchant_code = ? ORDER BY level').bind(merchant),
    db.prepare('SELECT level, category, rate_bps FROM rebate_rates WHERE merchant_code = ? ORDER BY level, rate_bps DESC, category').bind(merchant),
  ]);
  return { levels: levels!.results as VipLevelRow[], rates: rates!.results as RebateRateRow[] };
}

/**
 * The member's turnover (stakes of settled bets: game rounds and lottery bets won or lost) by
 * game category, of bets settled after `from` and up to `to` (ms).
 */
export const turnoverByCategory = async (db: D1Database, memberId: number, from: number, to: number) =>
  (
    await db
      .prepare(
        `SELECT category, SUM(stake) AS turnover FROM (
           SELECT g.category, r.bet AS stake FROM game_rounds r JOIN games g ON g.game_id = r.game_id
             WHERE r.member_id = ?1 AND r.status = 'settled' AND r.bet IS NOT NULL AND r.settled_at > ?2 AND r.settled_at <= ?3
           UNION ALL
           SELECT g.category, b.stake FROM lottery_bets b JOIN games g ON g.game_id = b.game_id
             WHERE b.member_id = ?1 AND b.status IN ('won', 'lost') AND b.settled_at > ?2 AND b.settled_at <= ?3
         ) GROUP BY category ORDER BY category`,
      )
      .bind(memberId, from, to)
      .all<{ category: string; turnover: number }>()
  ).results;

/** The operator sets one rate (level and category of the merchant); false when the level does not exist. */
export async function setRebateRate(db: D1Database, r: { merchantCode: string; level: number; category: string; rateBps: number }) {
  const level = await db.prepare('SELECT 1 AS x FROM vip_levels WHERE merchant_code = ? AND level = ?').bind(r.merchantCode, r.level).first('x');
  if (!level) return false;
  await db
    .prepare(
      `INSERT INTO rebate_rates (merchant_code, level, category, rate_bps) VALUES (?, ?, ?, ?)
       ON CONFLICT (merchant_code, level, category) DO UPDATE SET rate_bps = excluded.rate_bps`,
    )
    .bind(r.merchantCode, r.level, r.category, r.rateBps)
    .run();
  return true;
}

/** The member's lifetime turnover of settled bets (what its VIP level follows). */
export const lifetimeTurnover = async (db: D1Database, memberId: number) =>
  (await turnoverByCategory(db, memberId, 0, Date.now())).reduce((sum, t) => sum + t.turnover, 0);
