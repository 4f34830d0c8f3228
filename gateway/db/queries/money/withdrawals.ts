/** A withdrawal's two ledger writes: its hold when requested, its refund when rejected (the rest: queries/withdrawals.ts). */
import type { AuditEntry } from '../audit';
import type { WithdrawalRow } from '../withdrawals';
import { ledgerMoveStatements, runLedgerBatch, type LedgerOutcome } from './ledger';

/** The idempotency key of a member's withdrawal request: its request id, per member. */
export const withdrawalKey = (memberId: number, requestId: string) => `withdraw:${memberId}:${requestId}`;

/**
 * The withdrawal and its hold on the wallet, with its audit row, in one batch: a short wallet (or
 * the `guard`'s turnover rule) refuses all three. The request id with another amount or card is
 * IDEMPOTENCY_KEY_REUSED. `max`: the brand's largest withdrawal.
 */
export const requestWithdrawal = (
  db: D1Database,
  w: WithdrawalRow,
  audit: AuditEntry,
  guard: D1PreparedStatement[] = [],
  max?: number,
): Promise<LedgerOutcome> =>
  runLedgerBatch(db, {
    intent: { key: withdrawalKey(w.member_id, w.request_id), kind: 'WITHDRAW', amount: w.amount, parties: { member: w.member_id, card: w.card_id }, max },
    statements: [
      db
        .prepare(
          `INSERT INTO withdrawals (order_no, merchant_code, member_id, card_id, amount, status, request_id, created_at)
           VALUES (?, ?, ?, ?, ?, 'requested', ?, ?)`,
        )
        .bind(w.order_no, w.merchant_code, w.member_id, w.card_id, w.amount, w.request_id, w.created_at),
      ...ledgerMoveStatements(db, { member: { id: w.member_id }, key: `withdraw:${w.order_no}:hold`, kind: 'WITHDRAW', amount: -w.amount, now: w.created_at }),
      ...guard,
    ],
    audit,
  });

/** requested -> rejected, and the held money back to the wallet, once, with the operator's audit row. */
export const rejectWithdrawal = (db: D1Database, w: WithdrawalRow, now: number, audit: AuditEntry): Promise<LedgerOutcome> => {
  const key = `withdraw:${w.order_no}:refund`;
  return runLedgerBatch(db, {
    intent: { key, kind: 'WITHDRAW_REFUND', amount: w.amount, parties: { member: w.member_id, order: w.order_no } },
    statements: [
      db.prepare("UPDATE withdrawals SET status = 'rejected', confirmed_at = ? WHERE order_no = ? AND status = 'requested'").bind(now, w.order_no),
      ...ledgerMoveStatements(db, { member: { id: w.member_id }, key, kind: 'WITHDRAW_REFUND', amount: w.amount, now }),
    ],
    audit,
  });
};
