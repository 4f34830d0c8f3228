/** Vendor wallets (migration 0017): which vendors of a brand keep a wallet of their own, and a member's balances there. */
import { walletBalance } from './accounts';
import { runLedgerBatch, transactionExists, vendorTransferStatements, vendorWalletStatement, type LedgerOutcome } from './ledger';

export interface VendorWalletRow {
  vendor_code: string;
  name: string;
  balance: number;
}

/** The brand's transfer-wallet vendors, in order, with the member's balance at each (0 before first use). */
export const listVendorWallets = async (db: D1Database, merchant: string, memberId: number) =>
  (
    await db
      .prepare(
        `SELECT w.vendor_code, v.name, COALESCE(a.balance, 0) AS balance
         FROM vendor_wallets w JOIN vendors v ON v.code = w.vendor_code
         LEFT JOIN ledger_accounts a ON a.kind = 'vendor' AND a.member_id = ?2 AND a.vendor_code = w.vendor_code
         WHERE w.merchant_code = ?1 ORDER BY w.sort`,
      )
      .bind(merchant, memberId)
      .all<VendorWalletRow>()
  ).results;

export const hasVendorWallets = async (db: D1Database, merchant: string) =>
  (await db.prepare('SELECT 1 AS x FROM vendor_wallets WHERE merchant_code = ? LIMIT 1').bind(merchant).first('x')) !== null;

export const isVendorWallet = async (db: D1Database, merchant: string, vendor: string) =>
  (await db.prepare('SELECT 1 AS x FROM vendor_wallets WHERE merchant_code = ? AND vendor_code = ?').bind(merchant, vendor).first('x')) !== null;

/** The transfer-wallet vendor a game plays from, or null when it plays from the main wallet. */
export const walletVendorOfGame = async (db: D1Database, merchant: string, gameId: string) =>
  db
    .prepare('SELECT g.vendor_code AS vendor FROM games g JOIN vendor_wallets w ON w.vendor_code = g.vendor_code AND w.merchant_code = ? WHERE g.game_id = ?')
    .bind(merchant, gameId)
    .first<string>('vendor');

export const vendorWalletBalance = async (db: D1Database, memberId: number, vendor: string) =>
  (await db
    .prepare("SELECT balance FROM ledger_accounts WHERE kind = 'vendor' AND member_id = ? AND vendor_code = ?")
    .bind(memberId, vendor)
    .first<number>('balance')) ?? 0;

/** Moves between the main wallet and a vendor's (amount > 0 into the vendor's wallet); once per key. */
export async function moveVendorWallet(
  db: D1Database,
  t: { memberId: number; vendor: string; key: string; amount: number; now: number },
): Promise<LedgerOutcome> {
  if (await transactionExists(db, t.key)) return { ok: true, duplicate: true };
  return runLedgerBatch(db, vendorTransferStatements(db, { member: { id: t.memberId }, vendor: t.vendor, key: t.key, amount: t.amount, now: t.now }));
}

/**
 * Recall-all: every vendor wallet's whole balance back to the main wallet, in one batch. Each
 * balance is read by the statement that moves it, so a round landing meanwhile is never lost
 * or moved twice; an empty wallet moves nothing. Once per key (`<key>:<vendor>` each).
 */
export async function recallVendorWallets(db: D1Database, t: { memberId: number; vendors: string[]; key: string; now: number }): Promise<LedgerOutcome> {
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
  return runLedgerBatch(db, statements);
}

/** What a member has to play a game with: their wallet at the game's vendor, or the main wallet. */
export async function playBalance(db: D1Database, memberId: number, merchant: string, gameId: string) {
  const vendor = await walletVendorOfGame(db, merchant, gameId);
  return vendor ? vendorWalletBalance(db, memberId, vendor) : walletBalance(db, memberId);
}
