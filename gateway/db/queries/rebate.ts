/** Rebate claims (migration 0021): one per period, paid through the ledger in the same batch. */

export interface RebateClaimRow {
  id: number;
  member_id: number;
  request_id: string;
  period_from: number;
  period_to: number;
  level: number;
  amount: number;
  details: string;
  created_at: number;
}

/** Where the member's next period starts: the end of its last claim, 0 when it never claimed. */
export const lastClaimEnd = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT MAX(period_to) AS t FROM rebate_claims WHERE member_id = ?').bind(memberId).first<number | null>('t')) ?? 0;

export const findClaimByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT * FROM rebate_claims WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<RebateClaimRow>();

export async function pageClaims(db: D1Database, memberId: number, pageNo: number, pageSize: number) {
  const [rows, count] = await db.batch([
    db.prepare('SELECT * FROM rebate_claims WHERE member_id = ? ORDER BY period_to DESC LIMIT ? OFFSET ?').bind(memberId, pageSize, (pageNo - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS n FROM rebate_claims WHERE member_id = ?').bind(memberId),
  ]);
  return { rows: rows!.results as RebateClaimRow[], total: (count!.results[0] as { n: number }).n };
}

/**
 * The claim's row, for domain/claims.ts claimOnce's batch. The ledger key is the period's
 * start (rebateKey), so a claim of a period already claimed (a concurrent claim with another
 * requestId) fails its UNIQUE constraints and moves nothing.
 */
export const rebateClaimRow = (db: D1Database, c: Omit<RebateClaimRow, 'id'>) =>
  db
    .prepare('INSERT INTO rebate_claims (member_id, request_id, period_from, period_to, level, amount, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(c.member_id, c.request_id, c.period_from, c.period_to, c.level, c.amount, c.details, c.created_at);

/** The ledger key of a rebate's payment: once per member and period start. */
export const rebateKey = (memberId: number, periodFrom: number) => `rebate:${memberId}:${periodFrom}`;
