/** The rescue fund (migration 0025): the brand's rules, a day's net loss and the claims. */

export interface RescueSettingsRow {
  rate_bps: number;
  min_loss: number;
  max_amount: number;
}

/** The rules, the member's stakes and wins of bets settled in [from, to), and its claim of that day. */
export async function rescueFacts(db: D1Database, merchant: string, memberId: number, from: number, to: number, day: number) {
  const [settings, sums, claim] = await db.batch([
    db.prepare('SELECT rate_bps, min_loss, max_amount FROM rescue_settings WHERE merchant_code = ?').bind(merchant),
    db
      .prepare(
        `SELECT COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win), 0) AS win FROM (
           SELECT r.bet AS stake, COALESCE(r.win, 0) AS win FROM game_rounds r
             WHERE r.member_id = ?1 AND r.status = 'settled' AND r.bet IS NOT NULL AND r.settled_at >= ?2 AND r.settled_at < ?3
           UNION ALL
           SELECT b.stake, b.payout FROM lottery_bets b
             WHERE b.member_id = ?1 AND b.status IN ('won', 'lost') AND b.settled_at >= ?2 AND b.settled_at < ?3
         )`,
      )
      .bind(memberId, from, to),
    db.prepare('SELECT amount FROM rescue_claims WHERE member_id = ? AND day = ?').bind(memberId, day),
  ]);
  const s = sums!.results[0] as { stake: number; win: number };
  return {
    settings: (settings!.results[0] as RescueSettingsRow | undefined) ?? null,
    loss: Math.max(0, s.stake - s.win),
    claimed: (claim!.results[0] as { amount: number } | undefined)?.amount ?? null,
  };
}

export const findRescueByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT day FROM rescue_claims WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<{ day: number }>();

/** The claim's row, for domain/claims.ts claimOnce's batch; a day claimed before fails the UNIQUE constraints. */
export const rescueClaimRow = (db: D1Database, c: { memberId: number; day: number; requestId: string; loss: number; amount: number; now: number }) =>
  db
    .prepare('INSERT INTO rescue_claims (member_id, day, request_id, loss, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(c.memberId, c.day, c.requestId, c.loss, c.amount, c.now);

/** The ledger key of a rescue's payment: once per member and day. */
export const rescueKey = (memberId: number, day: number) => `rescue:${memberId}:${day}`;

export async function saveRescueSettings(db: D1Database, s: { merchantCode: string; rateBps: number; minLoss: number; maxAmount: number }) {
  const res = await db
    .prepare('UPDATE rescue_settings SET rate_bps = ?, min_loss = ?, max_amount = ? WHERE merchant_code = ?')
    .bind(s.rateBps, s.minLoss, s.maxAmount, s.merchantCode)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** Test hook: the member's settled rounds and lottery bets move `ms` into the past. */
export const backdateBets = (db: D1Database, memberId: number, ms: number) =>
  db.batch([
    db
      .prepare("UPDATE game_rounds SET settled_at = settled_at - ?, created_at = created_at - ? WHERE member_id = ? AND status = 'settled'")
      .bind(ms, ms, memberId),
    db
      .prepare("UPDATE lottery_bets SET settled_at = settled_at - ?, placed_at = placed_at - ? WHERE member_id = ? AND status IN ('won', 'lost')")
      .bind(ms, ms, memberId),
  ]);
