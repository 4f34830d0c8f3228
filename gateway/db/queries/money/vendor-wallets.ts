/** Moves between a member's main wallet and its wallets at vendors (transferFund, recall-all). */
import type { AuditEntry } from '../audit';
import { runLedgerBatch, vendorTransferStatements, vendorWalletStatement, type LedgerOutcome } from './ledger';

/**
 * Between the main wallet and a vendor's (amount > 0 into the vendor's wallet), once per key,
 * with its audit row: the same key with another vendor, direction or amount is
 * IDEMPOTENCY_KEY_REUSED.
 */
export function moveVendorWallet(
  db: D1Database,
  t: { memberId: number; vendor: string; key: string; amount: number; now: number },
  audit: AuditEntry,
): Promise<LedgerOutcome> {
  return runLedgerBatch(db, {
    intent: { key: t.key, kind: t.amount > 0 ? 'VENDOR_IN' : 'VENDOR_OUT', amount: Math.abs(t.amount), parties: { member: t.memberId, vendor: t.vendor } },
    statements: vendorTransferStatements(db, { member: { id: t.memberId }, vendor: t.vendor, key: t.key, amount: t.amount, now: t.now }),
    audit,
  });
}

/**
 * Recall-all: every vendor wallet's whole balance back to the main wallet, in one batch with its
 * audit row. Each balance is read by the statement that moves it, so a round landing meanwhile
 * is never lost or moved twice; an empty wallet moves nothing. Once per key (`<key>:<vendor>`
 * each); `total` is the balances read before, for the audit.
 */
export function recallVendorWallets(
  db: D1Database,
  t: { memberId: number; vendors: string[]; key: string; now: number; total: number },
  audit: AuditEntry,
): Promise<LedgerOutcome> {
  const statements = t.vendors.flatMap((vendor) => {
    const key = `${t.key}:${vendor}`;
    const account = "(SELECT id FROM ledger_accounts WHERE kind = 'vendor' AND member_id = ?1 AND vendor_code = ?2)";
    return [
      vendorWalletStatement(db, { id: t.memberId }, vendor),
      db
        .prepare(
          `INSERT INTO ledger_transactions (idempotency_key, kind, created_at) SELECT ?3, 'VENDOR_OUT', ?4 WHERE (SELECT balance FROM ledger_accounts WHERE id = ${account}) > 0`,
        )
        .bind(t.memberId, vendor, key, t.now),
      db
        .prepare(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount)
           SELECT t.id, a.id, -a.balance FROM ledger_transactions t, ledger_accounts a WHERE t.idempotency_key = ?3 AND a.id = ${account} AND a.balance > 0`,
        )
        .bind(t.memberId, vendor, key),
      // the main wallet's side: the vendor side's amount, once per transaction
      db
        .prepare(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount)
           SELECT e.transaction_id, m.id, -e.amount
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id, ledger_accounts m
           WHERE t.idempotency_key = ?3 AND e.account_id = ${account} AND m.kind = 'wallet' AND m.member_id = ?1
             AND NOT EXISTS (SELECT 1 FROM ledger_entries x WHERE x.transaction_id = t.id AND x.account_id = m.id)`,
        )
        .bind(t.memberId, vendor, key),
    ];
  });
  // a recall names no amount (it takes what is there): the same key is the same recall
  return runLedgerBatch(db, { intent: { key: t.key, kind: 'VENDOR_RECALL', amount: 0, zero: true, parties: { member: t.memberId } }, statements, audit });
}
