/** Deposit channels and orders (migration 0015); the money audit is queries/audit.ts. */

export interface DepositChannelRow {
  merchant_code: string;
  id: string;
  type: 'bank' | 'ewallet' | 'usdt';
  name: string;
  min_amount: number;
  max_amount: number;
  presets: string;
  fee_bps: number;
  pay_to: string;
  sort: number;
  enabled: number;
}

export interface DepositOrderRow {
  order_no: string;
  merchant_code: string;
  member_id: number;
  channel_id: string;
  amount: number;
  fee: number;
  reference: string;
  status: 'pending' | 'paid' | 'expired';
  pay_to: string;
  request_id: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

export const listDepositChannels = async (db: D1Database, merchant: string) =>
  (await db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND enabled = 1 ORDER BY sort, id').bind(merchant).all<DepositChannelRow>())
    .results;

export const findDepositChannel = (db: D1Database, merchant: string, id: string) =>
  db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND id = ? AND enabled = 1').bind(merchant, id).first<DepositChannelRow>();

export const findOrderByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT * FROM deposit_orders WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<DepositOrderRow>();

export const findOrder = (db: D1Database, orderNo: string) =>
  db.prepare('SELECT * FROM deposit_orders WHERE order_no = ?').bind(orderNo).first<DepositOrderRow>();

export const listMemberOrders = async (db: D1Database, memberId: number, limit: number) =>
  (await db.prepare('SELECT * FROM deposit_orders WHERE member_id = ? ORDER BY created_at DESC LIMIT ?').bind(memberId, limit).all<DepositOrderRow>()).results;

/** Stores a new order; a request id seen before keeps the first order (the caller reads it back). */
export const insertOrder = (db: D1Database, o: DepositOrderRow) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO deposit_orders (order_no, merchant_code, member_id, channel_id, amount, fee, reference, status, pay_to, request_id, created_at, expires_at, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
    )
    .bind(o.order_no, o.merchant_code, o.member_id, o.channel_id, o.amount, o.fee, o.reference, o.status, o.pay_to, o.request_id, o.created_at, o.expires_at)
    .run();

export const expireOrders = (db: D1Database, now: number) =>
  db.prepare("UPDATE deposit_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?").bind(now).run();

/** The account record's rows (one per transaction, docs/product.md 4): queries/movements.ts. */
export { walletMovements } from './movements';

/** Stakes, wins and bonuses of the member's wallet per day (shifted by tz minutes) in a range. */
export async function profitByDay(db: D1Database, memberId: number, q: { from: number; to: number; tz: number }) {
  return (
    await db
      .prepare(
        `SELECT strftime('%Y-%m-%d', (t.created_at + ?4 * 60000) / 1000, 'unixepoch') AS day,
                COALESCE(-SUM(CASE WHEN t.kind = 'BET' THEN e.amount END), 0) AS stake,
                COALESCE(SUM(CASE WHEN t.kind = 'WIN' THEN e.amount END), 0) AS win,
                COALESCE(SUM(CASE WHEN t.kind IN ('PROMOTION', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'RESCUE', 'ENVELOPE', 'REBATE') THEN e.amount END), 0) AS bonus
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ?1)
           AND t.created_at >= ?2 AND t.created_at < ?3 AND t.kind IN ('BET', 'WIN', 'PROMOTION', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'RESCUE', 'ENVELOPE', 'REBATE')
         GROUP BY day ORDER BY day`,
      )
      .bind(memberId, q.from, q.to, q.tz)
      .all<{ day: string; stake: number; win: number; bonus: number }>()
  ).results;
}

interface BetRow {
  id: string;
  source: 'round' | 'lottery';
  gameName: string;
  vendor: string;
  category: string;
  stake: number;
  win: number;
  status: string;
  at: number;
  serverSeed: string | null;
  serverSeedHash: string | null;
  clientSeed: string | null;
  nonce: number | null;
}

/** The member's bets (settled game rounds and lottery bets past pending) in a range, by category and vendor, newest first. */
export async function memberBets(
  db: D1Database,
  memberId: number,
  q: { from: number; to: number; category?: string; vendor?: string; pageNo: number; pageSize: number },
) {
  const bets = `SELECT 'round' AS source, r.round_id AS id, g.name AS gameName, g.vendor_code AS vendor, g.category, r.bet AS stake, COALESCE(r.win, 0) AS win,
                       r.status, COALESCE(r.settled_at, r.created_at) AS at, r.server_seed AS serverSeed, r.server_seed_hash AS serverSeedHash, r.client_seed AS clientSeed, r.nonce
                FROM game_rounds r JOIN games g ON g.game_id = r.game_id WHERE r.member_id = ?1 AND r.status = 'settled' AND r.bet IS NOT NULL
                UNION ALL
                SELECT 'lottery', b.bet_id, g.name, g.vendor_code, g.category, b.stake, b.payout, b.status, b.placed_at, NULL, NULL, NULL, NULL
                FROM lottery_bets b JOIN games g ON g.game_id = b.game_id WHERE b.member_id = ?1 AND b.status <> 'pending'`;
  const where = 'at >= ?2 AND at < ?3 AND (?4 IS NULL OR category = ?4) AND (?5 IS NULL OR vendor = ?5)';
  const binds = [memberId, q.from, q.to, q.category ?? null, q.vendor ?? null];
  const [page, sums] = await db.batch([
    db.prepare(`SELECT * FROM (${bets}) WHERE ${where} ORDER BY at DESC, id LIMIT ?6 OFFSET ?7`).bind(...binds, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win), 0) AS win FROM (${bets}) WHERE ${where}`).bind(...binds),
  ]);
  const s = sums!.results[0] as { total: number; stake: number; win: number };
  return { rows: page!.results as BetRow[], ...s };
}

/** The member's bonuses and bets (ledger transactions of the wallet), oldest first. */
export async function bonusesAndBets(db: D1Database, memberId: number) {
  const rows = (
    await db
      .prepare(
        `SELECT t.id, t.kind, e.amount, t.created_at AS at FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ?) AND t.kind IN ('PROMOTION', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'RESCUE', 'ENVELOPE', 'BET')
         ORDER BY t.created_at, t.id`,
      )
      .bind(memberId)
      .all<{ id: number; kind: string; amount: number; at: number }>()
  ).results;
  return { bonuses: rows.filter((r) => r.kind !== 'BET'), bets: rows.filter((r) => r.kind === 'BET').map((r) => ({ amount: -r.amount, at: r.at })) };
}
