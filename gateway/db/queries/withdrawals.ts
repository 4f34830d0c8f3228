/** Payment passwords, bank cards, withdrawals and the cashier settings (migration 0016). */

export interface BankCardRow {
  id: number;
  member_id: number;
  bank_name: string;
  account_name: string;
  account_no: string;
  created_at: number;
}

export interface WithdrawalRow {
  order_no: string;
  merchant_code: string;
  member_id: number;
  card_id: number;
  amount: number;
  status: 'requested' | 'rejected' | 'paid' | 'received' | 'partly_received' | 'not_received' | 'auto_received';
  received_amount: number | null;
  proof_key: string | null;
  request_id: string;
  created_at: number;
  paid_at: number | null;
  auto_confirm_at: number | null;
  confirmed_at: number | null;
}

export interface CashierSettingsRow {
  merchant_code: string;
  withdraw_min: number;
  withdraw_max: number;
  auto_confirm_minutes: number;
}

export const cashierSettings = (db: D1Database, merchant: string) =>
  db.prepare('SELECT * FROM cashier_settings WHERE merchant_code = ?').bind(merchant).first<CashierSettingsRow>();

export const paymentPasswordHash = (db: D1Database, memberId: number) =>
  db.prepare('SELECT hash FROM payment_passwords WHERE member_id = ?').bind(memberId).first<string>('hash');

/** Sets the payment password once: false when one was set already. */
export const setPaymentPassword = async (db: D1Database, memberId: number, hash: string, now: number) =>
  ((await db.prepare('INSERT OR IGNORE INTO payment_passwords (member_id, hash, set_at) VALUES (?, ?, ?)').bind(memberId, hash, now).run()).meta.changes ?? 0) >
  0;

export const listCards = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT * FROM bank_cards WHERE member_id = ? ORDER BY id').bind(memberId).all<BankCardRow>()).results;

/** Binds a card: false when the member has that account number already. */
export const insertCard = async (db: D1Database, c: Omit<BankCardRow, 'id'>) =>
  ((
    await db
      .prepare('INSERT OR IGNORE INTO bank_cards (member_id, bank_name, account_name, account_no, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(c.member_id, c.bank_name, c.account_name, c.account_no, c.created_at)
      .run()
  ).meta.changes ?? 0) > 0;

export const findCard = (db: D1Database, memberId: number, id: number) =>
  db.prepare('SELECT * FROM bank_cards WHERE member_id = ? AND id = ?').bind(memberId, id).first<BankCardRow>();

/** Bonuses credited and stakes placed over the member's ledger (`?1`): the turnover requirement, shared with the guard below. */
const BONUSES_AND_STAKES = `SELECT COALESCE(SUM(CASE WHEN t.kind IN ('PROMOTION', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'RESCUE', 'ENVELOPE') THEN e.amount END), 0) AS bonuses,
              COALESCE(-SUM(CASE WHEN t.kind = 'BET' THEN e.amount END), 0) AS stakes
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ?1)`;

export async function bonusesAndStakes(db: D1Database, memberId: number): Promise<{ bonuses: number; stakes: number }> {
  const row = await db.prepare(BONUSES_AND_STAKES).bind(memberId).first<{ bonuses: number; stakes: number }>();
  return row ?? { bonuses: 0, stakes: 0 };
}

/**
 * The two statements around money leaving the member, after its debit in the same batch: the
 * first fails the batch (NOT NULL on withdraw_guard.ok) when bonuses still wait for their
 * turnover and the wallet no longer holds them, which is shared/cashier-rules.ts withdrawable
 * read inside the batch, so two transfers racing cannot each take the same withdrawable money.
 */
export function withdrawGuardStatements(db: D1Database, memberId: number, multiplier: number): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `INSERT INTO withdraw_guard (member_id, ok)
         SELECT ?1, CASE WHEN b.bonuses * ?2 - b.stakes <= 0
                          OR (SELECT balance FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ?1) >= b.bonuses THEN 1 END
         FROM (${BONUSES_AND_STAKES}) b`,
      )
      .bind(memberId, multiplier),
    db.prepare('DELETE FROM withdraw_guard WHERE member_id = ?').bind(memberId),
  ];
}

export const findWithdrawal = (db: D1Database, orderNo: string) =>
  db.prepare('SELECT * FROM withdrawals WHERE order_no = ?').bind(orderNo).first<WithdrawalRow>();

export const findWithdrawalByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT * FROM withdrawals WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<WithdrawalRow>();

export const listWithdrawals = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT * FROM withdrawals WHERE member_id = ? ORDER BY created_at DESC LIMIT 20').bind(memberId).all<WithdrawalRow>()).results;

/**
 * The two statements after a withdrawal's insert in its batch: the first fails the batch (NOT
 * NULL on withdrawal_count_guard.ok) when the member's withdrawals since `dayStart` (the brand's
 * day), the new one included and rejected ones aside, are more than `perDay`.
 */
export function dailyWithdrawalGuardStatements(db: D1Database, memberId: number, dayStart: number, perDay: number): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `INSERT INTO withdrawal_count_guard (member_id, ok) SELECT ?1, CASE WHEN (
           SELECT COUNT(*) FROM withdrawals WHERE member_id = ?1 AND created_at >= ?2 AND status <> 'rejected') <= ?3 THEN 1 END`,
      )
      .bind(memberId, dayStart, perDay),
    db.prepare('DELETE FROM withdrawal_count_guard WHERE member_id = ?').bind(memberId),
  ];
}

/** How many withdrawals the member asked for since `dayStart`, rejected ones aside. */
export const withdrawalsSince = async (db: D1Database, memberId: number, dayStart: number) =>
  (await db
    .prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND created_at >= ? AND status <> 'rejected'")
    .bind(memberId, dayStart)
    .first<number>('n')) ?? 0;

/** requested -> paid, with the time it counts as received if unanswered. */
export const markPaid = async (db: D1Database, orderNo: string, now: number, autoConfirmAt: number) =>
  ((
    await db
      .prepare("UPDATE withdrawals SET status = 'paid', paid_at = ?, auto_confirm_at = ? WHERE order_no = ? AND status = 'requested'")
      .bind(now, autoConfirmAt, orderNo)
      .run()
  ).meta.changes ?? 0) > 0;

/** paid -> the member's answer, once (a second answer changes nothing). */
export const confirmReceipt = async (
  db: D1Database,
  orderNo: string,
  status: WithdrawalRow['status'],
  receivedAmount: number | null,
  proofKey: string | null,
  now: number,
) =>
  ((
    await db
      .prepare("UPDATE withdrawals SET status = ?, received_amount = ?, proof_key = ?, confirmed_at = ? WHERE order_no = ? AND status = 'paid'")
      .bind(status, receivedAmount, proofKey, now, orderNo)
      .run()
  ).meta.changes ?? 0) > 0;

/** Paid-out withdrawals nobody answered in time count as received (Cron Trigger); cannot be undone. */
export const autoConfirm = async (db: D1Database, now: number) =>
  (
    await db
      .prepare("UPDATE withdrawals SET status = 'auto_received', received_amount = amount, confirmed_at = ? WHERE status = 'paid' AND auto_confirm_at <= ?")
      .bind(now, now)
      .run()
  ).meta.changes ?? 0;

/** The member's upline agent: the owner of the invitation code the member registered with. */
export const findUpline = (db: D1Database, memberId: number) =>
  db
    .prepare(
      `SELECT a.id, a.username, a.nickname FROM members m
       JOIN affiliate_codes c ON c.merchant_code = m.merchant_code AND c.code = m.affiliate_code
       JOIN members a ON a.id = c.agent_member_id WHERE m.id = ?`,
    )
    .bind(memberId)
    .first<{ id: number; username: string; nickname: string }>();
