/** Points into money: a conversion (paid at once, or after the operator's review) and the operator's decision (the rest of points: queries/points.ts). */
import { auditStatement, type AuditEntry } from '../audit';
import type { RedemptionRow } from '../promotions';
import { claimMoveStatements, exclusionGuardStatements } from './claims';
import { ledgerMoveStatements } from './ledger';

const redemptionId = '(SELECT id FROM point_redemptions WHERE member_id = ? AND request_id = ?)';

const pointsKey = (memberId: number, requestId: string) => `points:${memberId}:${requestId}`;

/**
 * A conversion in one batch: the redemption (approved, or processing when it waits for
 * review), its points debit, and, when approved, the wallet credit. A repeated requestId fails
 * on UNIQUE without any change; too few points on the trigger's INSUFFICIENT_POINTS.
 */
export async function insertConversion(
  db: D1Database,
  c: { memberId: number; points: number; amount: number; approved: boolean; requestId: string; now: number },
  audit?: AuditEntry,
) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO point_redemptions (member_id, kind, item_id, item_name, points, amount, status, remark, request_id, created_at)
         VALUES (?, 'convert', NULL, '', ?, ?, ?, '', ?, ?)`,
      )
      .bind(c.memberId, c.points, c.amount, c.approved ? 'approved' : 'processing', c.requestId, c.now),
    db
      .prepare(`INSERT INTO point_entries (member_id, points, kind, remark, created_at, redemption_id) VALUES (?, ?, 'REDEEM', '', ?, ${redemptionId})`)
      .bind(c.memberId, -c.points, c.now, c.memberId, c.requestId),
    // the exclusion guard even when the conversion waits for review: no redemption starts during a break
    ...(c.approved
      ? claimMoveStatements(db, { member: { id: c.memberId }, key: pointsKey(c.memberId, c.requestId), kind: 'POINTS', amount: c.amount, now: c.now })
      : exclusionGuardStatements(db, c.memberId, c.now)),
    // its money-audit row lands with it or not at all
    ...(audit ? [auditStatement(db, audit)] : []),
  ]);
}

/**
 * The operator's decision on a processing redemption, in one batch: the conditional update
 * (status processing, to this decision's own random id) and what follows only when it took:
 * approved pays the wallet (the redemption's own ledger key), rejected gives the points back
 * (one refund per redemption). An approval and a rejection sent at the same instant: exactly one
 * update takes, and the other batch moves nothing. `false` when the redemption was decided already.
 */
export async function decideRedemption(db: D1Database, r: RedemptionRow, status: 'approved' | 'rejected', remark: string, now: number, merchant: string) {
  const decision = crypto.randomUUID();
  const decide = db
    .prepare("UPDATE point_redemptions SET status = ?, remark = ?, updated_at = ?, decision_id = ? WHERE id = ? AND status = 'processing'")
    .bind(status, remark, now, decision, r.id);
  const took = { sql: 'EXISTS (SELECT 1 FROM point_redemptions WHERE id = ? AND decision_id = ?)', binds: [r.id, decision] };
  const follow =
    status === 'approved'
      ? ledgerMoveStatements(db, { member: { id: r.member_id }, key: pointsKey(r.member_id, r.request_id), kind: 'POINTS', amount: r.amount, now, when: took })
      : [
          db
            .prepare(
              `INSERT INTO point_entries (member_id, points, kind, remark, created_at, redemption_id)
               SELECT member_id, points, 'REFUND', item_name, ?1, id FROM point_redemptions WHERE id = ?2 AND status = 'rejected' AND decision_id = ?3`,
            )
            .bind(now, r.id, decision),
        ];
  // the operator's decision in the money audit, written only when this decision took
  const audited = db
    .prepare(
      `INSERT INTO money_audit (merchant_code, member_id, action, amount, ref, ip, result, at)
       SELECT ?1, ?2, 'POINTS_REVIEW', ?3, ?4, NULL, ?5, ?6 WHERE EXISTS (SELECT 1 FROM point_redemptions WHERE id = ?7 AND decision_id = ?8)`,
    )
    .bind(merchant, r.member_id, r.amount, `redemption:${r.id}`, status.toUpperCase(), now, r.id, decision);
  try {
    const results = await db.batch([decide, ...follow, audited]);
    return (results[0]!.meta.changes ?? 0) > 0;
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return false;
    throw error;
  }
}
