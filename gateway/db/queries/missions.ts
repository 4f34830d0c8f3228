/** Daily missions, their progress and claims, and the period's leaderboard (migration 0024). */

export interface MissionDefinitionRow {
  code: string;
  kind: 'bet' | 'deposit' | 'login';
  category: string | null;
  target: number;
  reward: number;
  sort: number;
}

/** Everything a member's missions of a period are computed from, in one batch. */
export async function missionFacts(db: D1Database, merchant: string, memberId: number, from: number, to: number, day: number) {
  const [definitions, bets, deposits, login, claims] = await db.batch([
    db.prepare('SELECT code, kind, category, target, reward, sort FROM mission_definitions WHERE merchant_code = ? ORDER BY sort, code').bind(merchant),
    db
      .prepare(
        `SELECT category, SUM(stake) AS turnover FROM (
           SELECT g.category, r.bet AS stake FROM game_rounds r JOIN games g ON g.game_id = r.game_id
             WHERE r.member_id = ?1 AND r.status = 'settled' AND r.bet IS NOT NULL AND r.settled_at >= ?2 AND r.settled_at < ?3
           UNION ALL
           SELECT g.category, b.stake FROM lottery_bets b JOIN games g ON g.game_id = b.game_id
             WHERE b.member_id = ?1 AND b.status IN ('won', 'lost') AND b.settled_at >= ?2 AND b.settled_at < ?3
         ) GROUP BY category`,
      )
      .bind(memberId, from, to),
    db
      .prepare("SELECT COALESCE(SUM(amount), 0) AS total FROM deposit_orders WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?")
      .bind(memberId, from, to),
    db.prepare('SELECT last_login_at FROM members WHERE id = ?').bind(memberId),
    db.prepare('SELECT code FROM mission_claims WHERE member_id = ? AND day = ?').bind(memberId, day),
  ]);
  return {
    definitions: definitions!.results as MissionDefinitionRow[],
    turnover: bets!.results as { category: string; turnover: number }[],
    deposits: (deposits!.results[0] as { total: number }).total,
    loggedIn: ((login!.results[0] as { last_login_at: number | null } | undefined)?.last_login_at ?? 0) >= from,
    claimed: new Set((claims!.results as { code: string }[]).map((c) => c.code)),
  };
}

export const findMissionClaimByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT code, day FROM mission_claims WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<{ code: string; day: number }>();

/** The claim's row, for domain/claims.ts claimOnce's batch; a mission claimed before that day fails the UNIQUE constraints. */
export const missionClaimRow = (db: D1Database, c: { memberId: number; code: string; day: number; requestId: string; amount: number; now: number }) =>
  db
    .prepare('INSERT INTO mission_claims (member_id, code, day, request_id, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(c.memberId, c.code, c.day, c.requestId, c.amount, c.now);

/** The ledger key of a mission's payment: once per member, mission and day. */
export const missionKey = (memberId: number, code: string, day: number) => `mission:${memberId}:${code}:${day}`;

export interface TurnoverRow {
  member_id: number;
  username: string;
  turnover: number;
}

/** The merchant's members by turnover of bets settled in the period, highest first (the leaderboard). */
export async function leaderboard(db: D1Database, merchant: string, from: number, to: number, limit: number, memberId: number) {
  const ranked = `SELECT member_id, SUM(stake) AS turnover FROM (
      SELECT r.member_id, r.bet AS stake FROM game_rounds r
        WHERE r.merchant_code = ?1 AND r.status = 'settled' AND r.bet IS NOT NULL AND r.settled_at >= ?2 AND r.settled_at < ?3
      UNION ALL
      SELECT b.member_id, b.stake FROM lottery_bets b
        WHERE b.merchant_code = ?1 AND b.status IN ('won', 'lost') AND b.settled_at >= ?2 AND b.settled_at < ?3
    ) GROUP BY member_id`;
  const [top, mine] = await db.batch([
    db
      .prepare(
        `SELECT t.member_id, m.username, t.turnover FROM (${ranked}) t JOIN members m ON m.id = t.member_id ORDER BY t.turnover DESC, t.member_id LIMIT ?4`,
      )
      .bind(merchant, from, to, limit),
    db
      .prepare(
        `WITH t AS (${ranked})
         SELECT (SELECT COUNT(*) FROM t AS o WHERE o.turnover > me.turnover OR (o.turnover = me.turnover AND o.member_id < me.member_id)) + 1 AS rank,
                me.turnover, m.username
         FROM t AS me JOIN members m ON m.id = me.member_id WHERE me.member_id = ?4`,
      )
      .bind(merchant, from, to, memberId),
  ]);
  return {
    top: top!.results as TurnoverRow[],
    me: (mine!.results[0] as { rank: number; turnover: number; username: string } | undefined) ?? null,
  };
}
