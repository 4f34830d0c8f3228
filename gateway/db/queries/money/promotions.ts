/** A promotion's bonus claimed and a point-mall item redeemed: their wallet credits (the rest: queries/promotions.ts). */
import type { AuditEntry } from '../audit';
import type { PointItemRow } from '../promotions';
import { claimMoveStatements } from './claims';

/** Ledger statements moving `amount` from the house to the member's wallet under one idempotency key (queries/money/ledger.ts). */
const creditWallet = (db: D1Database, memberId: number, key: string, kind: string, amount: number, now: number, audit?: AuditEntry): D1PreparedStatement[] =>
  claimMoveStatements(db, { member: { id: memberId }, key, kind, amount, now }, audit);

/**
 * Claims an issued bonus: the activity becomes claimed and the bonus goes to the wallet,
 * in one transaction. The ledger key is per member and promotion, so a repeated claim
 * cannot pay twice (the batch fails on the key and nothing changes).
 */
export async function claimBonus(db: D1Database, memberId: number, promotionId: number, bonus: number, now: number, audit?: AuditEntry) {
  const key = `promotion:${memberId}:${promotionId}`;
  const statements = [
    db
      .prepare(`UPDATE member_activities SET state = 'claimed', updated_at = ?3 WHERE member_id = ?1 AND promotion_id = ?2 AND state = 'issued'`)
      .bind(memberId, promotionId, now),
  ];
  if (bonus > 0) statements.push(...creditWallet(db, memberId, key, 'PROMOTION', bonus, now, audit));
  await db.batch(statements);
}

/**
 * Redeems one unit of an item in one transaction: the redemption (approved at once),
 * the points debit (the points_never_negative trigger refuses an overdraft), one unit
 * off a limited item (its CHECK refuses going below 0) and the wallet credit. The
 * (member, requestId) key makes a repeated redeem fail on UNIQUE without any change.
 */
export async function redeemItem(db: D1Database, memberId: number, item: PointItemRow, requestId: string, now: number, audit?: AuditEntry) {
  const key = `points:${memberId}:${requestId}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO point_redemptions (member_id, kind, item_id, item_name, points, amount, status, remark, request_id, created_at)
         VALUES (?, 'item', ?, ?, ?, ?, 'approved', '', ?, ?)`,
      )
      .bind(memberId, item.id, item.name, item.points, item.amount, requestId, now),
    db
      .prepare(
        `INSERT INTO point_entries (member_id, points, kind, remark, created_at, redemption_id)
         VALUES (?, ?, 'REDEEM', ?, ?, (SELECT id FROM point_redemptions WHERE member_id = ? AND request_id = ?))`,
      )
      .bind(memberId, -item.points, item.name, now, memberId, requestId),
    db.prepare('UPDATE point_items SET units = units - 1 WHERE id = ? AND units IS NOT NULL').bind(item.id),
    ...creditWallet(db, memberId, key, 'POINTS', item.amount, now, audit),
  ]);
}
