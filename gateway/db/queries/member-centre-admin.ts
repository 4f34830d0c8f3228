/** The operator's changes to a brand's missions, rewards and VIP levels (migrations 0021, 0022, 0024). */

export const upsertMission = (
  db: D1Database,
  m: { merchantCode: string; code: string; kind: string; category: string | null; target: number; reward: number; sort: number },
) =>
  db
    .prepare(
      `INSERT INTO mission_definitions (merchant_code, code, kind, category, target, reward, sort) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (merchant_code, code) DO UPDATE SET kind = excluded.kind, category = excluded.category, target = excluded.target,
         reward = excluded.reward, sort = excluded.sort`,
    )
    .bind(m.merchantCode, m.code, m.kind, m.category, m.target, m.reward, m.sort)
    .run();

export const upsertReward = (
  db: D1Database,
  r: { merchantCode: string; code: string; kind: string; amount: number; percentBps: number | null; level: number | null; sort: number },
) =>
  db
    .prepare(
      `INSERT INTO reward_definitions (merchant_code, code, kind, amount, percent_bps, level, sort) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (merchant_code, code) DO UPDATE SET kind = excluded.kind, amount = excluded.amount, percent_bps = excluded.percent_bps,
         level = excluded.level, sort = excluded.sort`,
    )
    .bind(r.merchantCode, r.code, r.kind, r.amount, r.percentBps, r.level, r.sort)
    .run();

/** Removes a definition (claims already paid stay in the ledger and their tables); false when there was none. */
export async function deleteDefinition(db: D1Database, table: 'mission_definitions' | 'reward_definitions', merchant: string, code: string) {
  const res = await db.prepare(`DELETE FROM ${table} WHERE merchant_code = ? AND code = ?`).bind(merchant, code).run();
  return (res.meta.changes ?? 0) > 0;
}

/** Changes an existing level of the brand; false when the level does not exist. */
export async function updateVipLevel(
  db: D1Database,
  l: { merchantCode: string; level: number; name: string; minTurnover: number; upgradeBonus: number; dailyWithdrawals: number },
) {
  const res = await db
    .prepare('UPDATE vip_levels SET name = ?, min_turnover = ?, upgrade_bonus = ?, daily_withdrawals = ? WHERE merchant_code = ? AND level = ?')
    .bind(l.name, l.minTurnover, l.upgradeBonus, l.dailyWithdrawals, l.merchantCode, l.level)
    .run();
  return (res.meta.changes ?? 0) > 0;
}
