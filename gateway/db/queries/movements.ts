/**
 * The account record (docs/product.md 4, the account record): a member's wallet movements read
 * one row per ledger transaction and member, however many of the member's wallets it touched, and
 * the range's money in and out counted only from money that entered or left the member's wallets.
 * The member's own record (transactionHistory) and an agent's view of its team
 * (agentAccountDetails) are the same rows over another set of wallets.
 */
import type { MovementRow } from '@shared/api/cashier';

/**
 * Whether a transaction counts in money in and out: a withdrawal request counts as money out
 * unless it was rejected (its hold came back under the key `withdraw:<order>:refund`); a refund
 * never counts as money in, since the request it returns never counted as money out. A move
 * between the member's own wallets nets to zero over their entries, so it adds to neither.
 */
const COUNTED = `CASE WHEN t.kind = 'WITHDRAW_REFUND' THEN 0
  WHEN t.kind = 'WITHDRAW' AND EXISTS (SELECT 1 FROM ledger_transactions r
    WHERE r.idempotency_key = substr(t.idempotency_key, 1, length(t.idempotency_key) - 4) || 'refund') THEN 0
  ELSE 1 END`;

/**
 * One row per transaction and member over `wallets` (a query of account_id, member_id and
 * vendor_code), its entries on that member's wallets summed: `net` is what the member's wallets
 * gained or lost together (0 for a move between two of them), `legs` how many of them it touched.
 */
function movementsSql(wallets: string, where: string): string {
  return `SELECT t.id, w.member_id AS memberId, t.kind, t.created_at AS at, SUM(e.amount) AS net, COUNT(*) AS legs, MAX(ABS(e.amount)) AS size,
      MAX(CASE WHEN e.amount < 0 THEN COALESCE(w.vendor_code, '') END) AS fromWallet,
      MAX(CASE WHEN e.amount > 0 THEN COALESCE(w.vendor_code, '') END) AS toWallet,
      MAX(w.vendor_code) AS wallet, ${COUNTED} AS counted
    FROM (${wallets}) w JOIN ledger_entries e ON e.account_id = w.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE ${where} GROUP BY t.id, w.member_id`;
}

/** The range's totals over the rows of movementsSql: how many, and the counted money in (> 0) and out (< 0). */
const totalsSql = (moves: string) =>
  `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN counted = 1 AND net > 0 THEN net END), 0) AS inflow,
          COALESCE(SUM(CASE WHEN counted = 1 AND net < 0 THEN net END), 0) AS outflow FROM (${moves})`;

interface MoveSums {
  id: number;
  memberId: number;
  kind: string;
  at: number;
  net: number;
  legs: number;
  size: number;
  fromWallet: string | null;
  toWallet: string | null;
  wallet: string | null;
  counted: number;
}

/** A row as the record shows it: a move between the member's own wallets (both legs theirs) is one transfer of its size. */
function toRow(r: MoveSums): MovementRow {
  const own = r.legs > 1;
  return {
    id: r.id,
    kind: r.kind,
    amount: own ? r.size : r.net,
    wallet: own ? null : r.wallet,
    transfer: own ? { from: r.fromWallet || null, to: r.toWallet || null } : null,
    counted: !own && r.counted === 1,
  };
}

interface Totals {
  total: number;
  inflow: number;
  outflow: number;
}

/** The member's wallet movements in a range (and of a kind), newest first, with the range's counted money in and out. */
export async function walletMovements(db: D1Database, memberId: number, q: { from: number; to: number; kind?: string; pageNo: number; pageSize: number }) {
  const wallets = `SELECT id AS account_id, member_id, vendor_code FROM ledger_accounts WHERE member_id = ?1 AND kind IN ('wallet', 'vendor')`;
  const moves = movementsSql(wallets, 't.created_at >= ?2 AND t.created_at < ?3 AND (?4 IS NULL OR t.kind = ?4)');
  const binds = [memberId, q.from, q.to, q.kind ?? null];
  const [page, sums] = await db.batch([
    db.prepare(`${moves} ORDER BY t.id DESC LIMIT ?5 OFFSET ?6`).bind(...binds, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db.prepare(totalsSql(moves)).bind(...binds),
  ]);
  const s = sums!.results[0] as Totals;
  return { rows: (page!.results as MoveSums[]).map((r) => ({ ...toRow(r), createdAt: r.at })), ...s };
}

/** The wallets of an agent's team (?1 the agent), of one downline when ?4 is given. */
const TEAM_WALLETS = `SELECT a.id AS account_id, a.member_id, a.vendor_code FROM member_tree tr
  JOIN ledger_accounts a ON a.member_id = tr.descendant_id AND a.kind IN ('wallet', 'vendor')
  WHERE tr.ancestor_id = ?1 AND (?4 IS NULL OR tr.descendant_id = ?4)`;

/** The team's wallet movements (of one downline and kind when given), newest first, each read as the downline's own record reads it, with the counted inflow and outflow. */
export async function teamMovements(
  db: D1Database,
  agentId: number,
  q: { from: number; to: number; memberId: number | null; kind?: string; pageNo: number; pageSize: number },
) {
  const moves = movementsSql(TEAM_WALLETS, 't.created_at >= ?2 AND t.created_at < ?3 AND (?5 IS NULL OR t.kind = ?5)');
  const binds = [agentId, q.from, q.to, q.memberId, q.kind ?? null];
  const [page, sums] = await db.batch([
    db
      .prepare(`SELECT p.*, m.username FROM (${moves}) p JOIN members m ON m.id = p.memberId ORDER BY p.at DESC, p.id DESC, m.username LIMIT ?6 OFFSET ?7`)
      .bind(...binds, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db.prepare(totalsSql(moves)).bind(...binds),
  ]);
  const s = sums!.results[0] as Totals;
  return { rows: (page!.results as (MoveSums & { username: string })[]).map((r) => ({ ...toRow(r), username: r.username, at: r.at })), ...s };
}
