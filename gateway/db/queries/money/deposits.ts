/** A deposit order's payment: the one ledger write of a deposit (the orders themselves: queries/cashier.ts). */
import type { AuditEntry } from '../audit';
import type { DepositOrderRow } from '../cashier';
import { ledgerMoveStatements, runLedgerBatch, type LedgerOutcome } from './ledger';

/**
 * Marks a pending order paid and credits the wallet, with its audit row, in one batch under the
 * key `deposit:<orderNo>`: a repeated notice finds the key taken and changes nothing. `max`: the
 * order's channel's largest amount.
 */
export function payOrder(db: D1Database, order: DepositOrderRow, now: number, audit: AuditEntry, max?: number): Promise<LedgerOutcome> {
  const key = `deposit:${order.order_no}`;
  return runLedgerBatch(db, {
    intent: { key, kind: 'DEPOSIT', amount: order.amount, parties: { member: order.member_id, order: order.order_no }, max },
    statements: [
      db.prepare("UPDATE deposit_orders SET status = 'paid', paid_at = ? WHERE order_no = ? AND status = 'pending'").bind(now, order.order_no),
      ...ledgerMoveStatements(db, { member: { id: order.member_id }, key, kind: 'DEPOSIT', amount: order.amount, now }),
    ],
    audit,
  });
}
