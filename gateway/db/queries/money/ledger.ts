/**
 * The wallet's one ledger (migration 0001, balances since 0014): every movement of money is a
 * transaction under its idempotency key whose two entries, the merchant's house and the
 * member's wallet, sum to zero, written in one batch. The account balances move with the
 * entries (trigger ledger_entry_posts); a wallet that would go negative refuses the entry
 * with NEGATIVE_BALANCE and the whole batch is undone.
 */

import { auditStatement, type AuditEntry } from '../audit';
import { assertAmount, assertKey, assertKind, assertMemberId } from './assert';

/** Whose wallet: a member by id, or one being created in the same batch (by name). */
export type MemberRef = { id: number } | { merchant: string; username: string };

function memberSql(ref: MemberRef): { sql: string; binds: unknown[] } {
  return 'id' in ref
    ? { sql: '?', binds: [ref.id] }
    : { sql: '(SELECT id FROM members WHERE merchant_code = ? AND username = ?)', binds: [ref.merchant, ref.username] };
}

export interface LedgerMove {
  member: MemberRef;
  /** the caller's idempotency key: a key seen before fails the batch on its UNIQUE constraint */
  key: string;
  /** OPENING, BET, WIN, BONUS, DEPOSIT, … */
  kind: string;
  /** positive credits the wallet (from the house), negative debits it */
  amount: number;
  now: number;
  /** the member's wallet at this vendor (a transfer-wallet vendor's round) instead of the main wallet */
  vendor?: string;
  /**
   * A condition (SQL with its binds) the move happens under, read inside the batch: when it is
   * false nothing moves (no transaction, no entries) and the batch goes on, so a state change
   * earlier in the same batch decides whether its money moves.
   */
  when?: { sql: string; binds: unknown[] };
}

/** The member's main wallet, or their wallet at a vendor: a subquery for the account id and its binds (after the member's). */
function walletSql(member: { sql: string }, vendor?: string): { sql: string; binds: unknown[] } {
  return vendor
    ? { sql: `(SELECT id FROM ledger_accounts WHERE kind = 'vendor' AND member_id = ${member.sql} AND vendor_code = ?)`, binds: [vendor] }
    : { sql: `(SELECT id FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ${member.sql})`, binds: [] };
}

/** Makes the member's wallet at a vendor on first use, once (a statement for the caller's batch). */
export function vendorWalletStatement(db: D1Database, member: MemberRef, vendor: string): D1PreparedStatement {
  const m = memberSql(member);
  return db
    .prepare(
      `INSERT INTO ledger_accounts (merchant_code, kind, member_id, vendor_code)
       SELECT merchant_code, 'vendor', id, ? FROM members WHERE id = ${m.sql}
         AND NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE kind = 'vendor' AND member_id = ${m.sql} AND vendor_code = ?)`,
    )
    .bind(vendor, ...m.binds, ...m.binds, vendor);
}

/**
 * The statements of one move, for a batch of the caller's (so a move and the state change it
 * pays for land together). The merchant's house account is made on first use, once.
 */
export function ledgerMoveStatements(db: D1Database, move: LedgerMove): D1PreparedStatement[] {
  const member = memberSql(move.member);
  const merchantOf = `(SELECT merchant_code FROM members WHERE id = ${member.sql})`;
  const house = `(SELECT id FROM ledger_accounts WHERE kind = 'house' AND merchant_code = ${merchantOf} ORDER BY id LIMIT 1)`;
  const wallet = walletSql(member, move.vendor);
  const txn = '(SELECT id FROM ledger_transactions WHERE idempotency_key = ?)';
  return [
    ...(move.vendor ? [vendorWalletStatement(db, move.member, move.vendor)] : []),
    db
      .prepare(
        `INSERT INTO ledger_accounts (merchant_code, kind, member_id)
         SELECT ${merchantOf}, 'house', NULL WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE kind = 'house' AND merchant_code = ${merchantOf})`,
      )
      .bind(...member.binds, ...member.binds),
    move.when
      ? db
          .prepare(`INSERT INTO ledger_transactions (idempotency_key, kind, created_at) SELECT ?, ?, ? WHERE ${move.when.sql}`)
          .bind(move.key, move.kind, move.now, ...move.when.binds)
      : db.prepare('INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES (?, ?, ?)').bind(move.key, move.kind, move.now),
    // the house first: it may go negative, so only the wallet's entry can refuse the move;
    // under a condition, an entry is written only when its transaction was
    db
      .prepare(`INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT ${txn}, ${house}, ?${move.when ? ` WHERE ${move.when.sql}` : ''}`)
      .bind(move.key, ...member.binds, -move.amount, ...(move.when?.binds ?? [])),
    db
      .prepare(`INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT ${txn}, ${wallet.sql}, ?${move.when ? ` WHERE ${move.when.sql}` : ''}`)
      .bind(move.key, ...member.binds, ...wallet.binds, move.amount, ...(move.when?.binds ?? [])),
  ];
}

/** A move between two members' wallets (a transfer to an upline or a downline): the sender's entry first, so a short wallet refuses it. */
export function walletTransferStatements(
  db: D1Database,
  t: { from: MemberRef; to: MemberRef; key: string; kind: string; amount: number; now: number },
): D1PreparedStatement[] {
  const from = memberSql(t.from);
  const to = memberSql(t.to);
  const txn = '(SELECT id FROM ledger_transactions WHERE idempotency_key = ?)';
  const wallet = (m: { sql: string }) => `(SELECT id FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ${m.sql})`;
  return [
    db.prepare('INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES (?, ?, ?)').bind(t.key, t.kind, t.now),
    db.prepare(`INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (${txn}, ${wallet(from)}, ?)`).bind(t.key, ...from.binds, -t.amount),
    db.prepare(`INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (${txn}, ${wallet(to)}, ?)`).bind(t.key, ...to.binds, t.amount),
  ];
}

/**
 * A move between a member's main wallet and their wallet at a vendor (transferFund): amount > 0
 * moves into the vendor's wallet (VENDOR_IN), < 0 back to the main wallet (VENDOR_OUT). The
 * paying side's entry comes first, so a short wallet refuses it.
 */
export function vendorTransferStatements(
  db: D1Database,
  t: { member: MemberRef; vendor: string; key: string; amount: number; now: number },
): D1PreparedStatement[] {
  const m = memberSql(t.member);
  const main = walletSql(m);
  const vendor = walletSql(m, t.vendor);
  const txn = '(SELECT id FROM ledger_transactions WHERE idempotency_key = ?)';
  const entry = (account: { sql: string; binds: unknown[] }, amount: number) =>
    db
      .prepare(`INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (${txn}, ${account.sql}, ?)`)
      .bind(t.key, ...m.binds, ...account.binds, amount);
  const [payer, payee] = t.amount > 0 ? [main, vendor] : [vendor, main];
  const size = Math.abs(t.amount);
  return [
    vendorWalletStatement(db, t.member, t.vendor),
    db
      .prepare('INSERT INTO ledger_transactions (idempotency_key, kind, created_at) VALUES (?, ?, ?)')
      .bind(t.key, t.amount > 0 ? 'VENDOR_IN' : 'VENDOR_OUT', t.now),
    entry(payer, -size),
    entry(payee, size),
  ];
}

export type LedgerOutcome =
  | { ok: true; duplicate: boolean }
  | { ok: false; reason: 'INSUFFICIENT_FUNDS' | 'LOSS_LIMIT_REACHED' | 'OVER_WITHDRAWABLE' | 'DAILY_WITHDRAWALS_REACHED' | 'IDEMPOTENCY_KEY_REUSED' };

/**
 * What a money call is, as a retry must repeat it to count as the same call (docs/product.md 4,
 * "the same key with another body is refused"): its own idempotency key (the caller's request
 * id, scoped to its path and member), the movement's kind, its size, and the parties it names
 * (member ids, vendor, order, round). Stored with the key in the batch that moves the money.
 */
export interface MoneyIntent {
  key: string;
  kind: string;
  /** the movement's size (never negative: the direction is in the kind and the parties) */
  amount: number;
  parties: Record<string, string | number | null>;
  /** the path's largest movement (from the brand or docs/product.md 4); MAX_MOVEMENT by default */
  max?: number;
  /** a zero movement is allowed (a round that won nothing still settles) */
  zero?: boolean;
}

/**
 * One money movement's batch: it cannot be run without the intent (stored under its key first,
 * so a reused key fails the batch before anything moves) and the money-audit row of the
 * movement (last, so the row lands with the money or not at all).
 */
export interface LedgerBatch {
  intent: MoneyIntent;
  /** the movement's statements: the state change it pays for, the ledger move, its guards */
  statements: D1PreparedStatement[];
  audit: AuditEntry;
}

/** The intent as stored and compared: canonical JSON (keys sorted), so the same call is the same text. */
export function intentText(intent: MoneyIntent): string {
  const parties = Object.fromEntries(Object.entries(intent.parties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify({ kind: intent.kind, amount: intent.amount, parties });
}

function assertIntent(intent: MoneyIntent): void {
  assertKey(intent.key);
  assertKind(intent.kind);
  assertAmount(intent.amount, intent.max, { zero: intent.zero });
  // the parties that are accounts: a member (the movement's own), a sender and a receiver
  for (const role of ['member', 'from', 'to'] as const) if (role in intent.parties) assertMemberId(intent.parties[role], role);
}

const storedIntent = (db: D1Database, key: string) =>
  db.prepare('SELECT intent FROM money_intents WHERE idempotency_key = ?').bind(key).first<string>('intent');

/**
 * Runs one movement's batch (LedgerBatch): the intent first, the movement, its audit row last,
 * as one D1 transaction. A key seen before with the same intent is a duplicate (nothing moved
 * twice: the caller answers the first result); with another intent it is IDEMPOTENCY_KEY_REUSED,
 * never a success. A short wallet is INSUFFICIENT_FUNDS; the guards' refusals by their names.
 * The intent's assertions throw MoneyAssertionError before anything is written.
 */
export async function runLedgerBatch(db: D1Database, batch: LedgerBatch): Promise<LedgerOutcome> {
  assertIntent(batch.intent);
  const text = intentText(batch.intent);
  try {
    await db.batch([
      db.prepare('INSERT INTO money_intents (idempotency_key, intent, created_at) VALUES (?, ?, ?)').bind(batch.intent.key, text, batch.audit.at),
      ...batch.statements,
      auditStatement(db, batch.audit),
    ]);
    return { ok: true, duplicate: false };
  } catch (error) {
    const message = String(error);
    if (/NEGATIVE_BALANCE/.test(message)) return { ok: false, reason: 'INSUFFICIENT_FUNDS' };
    // a stake's loss-limit check in the same batch (queries/protection.ts lossGuardStatements)
    if (/loss_guard/.test(message)) return { ok: false, reason: 'LOSS_LIMIT_REACHED' };
    // money leaving the member past what its bonuses' turnover allows (domain/money-out.ts)
    if (/withdraw_guard/.test(message)) return { ok: false, reason: 'OVER_WITHDRAWABLE' };
    // the VIP level's withdrawals a day (domain/withdraw-limits.ts)
    if (/withdrawal_count_guard/.test(message)) return { ok: false, reason: 'DAILY_WITHDRAWALS_REACHED' };
    // the intent's key (or the ledger's, or the caller's own once-only key in the same batch)
    if (/UNIQUE/.test(message)) {
      const stored = await storedIntent(db, batch.intent.key);
      if (stored !== null && stored !== text) return { ok: false, reason: 'IDEMPOTENCY_KEY_REUSED' };
      return { ok: true, duplicate: true };
    }
    throw error;
  }
}

/** Whether a call under this key was made before with another intent (a path that answers a repeat before its batch asks it first). */
export async function intentDiffers(db: D1Database, intent: MoneyIntent): Promise<boolean> {
  const stored = await storedIntent(db, intent.key);
  return stored !== null && stored !== intentText(intent);
}

export const transactionExists = async (db: D1Database, key: string) =>
  (await db.prepare('SELECT 1 AS x FROM ledger_transactions WHERE idempotency_key = ?').bind(key).first('x')) !== null;

export interface LedgerCheck {
  accounts: number;
  transactions: number;
  /** accounts whose stored balance is not the sum of their entries */
  mismatched: { accountId: number; balance: number; entries: number }[];
  /** transactions whose entries do not sum to zero */
  unbalanced: { transactionId: number; sum: number }[];
  negativeWallets: number;
}

/** Recomputes every balance from the entries: the proof that the stored balances are right. */
export async function checkLedger(db: D1Database): Promise<LedgerCheck> {
  const [counts, mismatched, unbalanced, negative] = await db.batch([
    db.prepare('SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts, (SELECT COUNT(*) FROM ledger_transactions) AS transactions'),
    db.prepare(
      `SELECT a.id AS accountId, a.balance, COALESCE(SUM(e.amount), 0) AS entries
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance <> COALESCE(SUM(e.amount), 0)`,
    ),
    db.prepare('SELECT transaction_id AS transactionId, SUM(amount) AS sum FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0'),
    db.prepare("SELECT COUNT(*) AS n FROM ledger_accounts WHERE kind <> 'house' AND balance < 0"),
  ]);
  const c = counts!.results[0] as { accounts: number; transactions: number };
  return {
    accounts: c.accounts,
    transactions: c.transactions,
    mismatched: mismatched!.results as LedgerCheck['mismatched'],
    unbalanced: unbalanced!.results as LedgerCheck['unbalanced'],
    negativeWallets: (negative!.results[0] as { n: number }).n,
  };
}
