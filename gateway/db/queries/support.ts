/** Feedback, support tickets and their messages, the brand's word limits (migration 0028); the credit report's ledger sums. */
import type { TicketStatus, TicketType } from '@shared/api/support';

export interface SupportSettingsRow {
  feedback_min_words: number;
  feedback_max_words: number;
  ticket_min_words: number;
  ticket_max_words: number;
}

export const supportSettings = (db: D1Database, merchant: string) =>
  db
    .prepare('SELECT feedback_min_words, feedback_max_words, ticket_min_words, ticket_max_words FROM support_settings WHERE merchant_code = ?')
    .bind(merchant)
    .first<SupportSettingsRow>();

export async function saveSupportSettings(
  db: D1Database,
  s: { merchantCode: string; feedbackMinWords: number; feedbackMaxWords: number; ticketMinWords: number; ticketMaxWords: number },
) {
  const res = await db
    .prepare(
      `INSERT INTO support_settings (merchant_code, feedback_min_words, feedback_max_words, ticket_min_words, ticket_max_words)
       SELECT code, ?2, ?3, ?4, ?5 FROM merchants WHERE code = ?1
       ON CONFLICT (merchant_code) DO UPDATE SET feedback_min_words = excluded.feedback_min_words, feedback_max_words = excluded.feedback_max_words,
         ticket_min_words = excluded.ticket_min_words, ticket_max_words = excluded.ticket_max_words`,
    )
    .bind(s.merchantCode, s.feedbackMinWords, s.feedbackMaxWords, s.ticketMinWords, s.ticketMaxWords)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

// ---------------------------------------------------------------- feedback

export interface FeedbackRow {
  id: number;
  image_keys: string;
  request_id: string;
  created_at: number;
}

export const findFeedbackByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db
    .prepare('SELECT id, image_keys, request_id, created_at FROM feedback WHERE member_id = ? AND request_id = ?')
    .bind(memberId, requestId)
    .first<FeedbackRow>();

/** Stores the feedback; false when the requestId was stored first by a concurrent submit. */
export async function insertFeedback(db: D1Database, f: { memberId: number; content: string; imageKeys: string[]; requestId: string; now: number }) {
  const res = await db
    .prepare('INSERT OR IGNORE INTO feedback (member_id, content, image_keys, request_id, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(f.memberId, f.content, JSON.stringify(f.imageKeys), f.requestId, f.now)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

export interface FeedbackListRow {
  id: number;
  member_id: number;
  content: string;
  image_keys: string;
  created_at: number;
}

/** The member's own feedback, newest first (at most `limit`). */
export const feedbackOf = async (db: D1Database, memberId: number, limit = 50) =>
  (
    await db
      .prepare('SELECT id, member_id, content, image_keys, created_at FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
      .bind(memberId, limit)
      .all<FeedbackListRow>()
  ).results;

/** The operator's view: a brand's feedback (of one member when given), newest first. */
export const feedbackOfMerchant = async (db: D1Database, merchant: string, memberId: number | null) =>
  (
    await db
      .prepare(
        `SELECT f.id, f.member_id, m.username, f.content, f.image_keys, f.created_at
         FROM feedback f JOIN members m ON m.id = f.member_id
         WHERE m.merchant_code = ? AND (? IS NULL OR f.member_id = ?) ORDER BY f.id DESC LIMIT 100`,
      )
      .bind(merchant, memberId, memberId)
      .all<FeedbackListRow & { username: string }>()
  ).results;

/**
 * The R2 keys of a feedback's or ticket's images: the member's own only when memberId is given
 * (the member's read), any of the brand's for the operator (memberId null); null when there is none.
 */
export async function supportImageKeys(db: D1Database, owner: 'feedback' | 'ticket', id: number, q: { memberId: number | null; merchant?: string }) {
  const table = owner === 'feedback' ? 'feedback' : 'support_tickets';
  const row = await db
    .prepare(
      `SELECT t.image_keys FROM ${table} t JOIN members m ON m.id = t.member_id
       WHERE t.id = ?1 AND (?2 IS NULL OR t.member_id = ?2) AND (?3 IS NULL OR m.merchant_code = ?3)`,
    )
    .bind(id, q.memberId, q.merchant ?? null)
    .first<{ image_keys: string }>();
  return row ? (JSON.parse(row.image_keys) as string[]) : null;
}

// ---------------------------------------------------------------- tickets

export interface TicketRow {
  id: number;
  member_id: number;
  question_type: TicketType;
  content: string;
  image_keys: string;
  status: TicketStatus;
  request_id: string;
  created_at: number;
  updated_at: number;
}

export interface TicketMessageRow {
  id: number;
  ticket_id: number;
  author: 'member' | 'operator';
  content: string;
  created_at: number;
}

const TICKET_COLUMNS = 'id, member_id, question_type, content, image_keys, status, request_id, created_at, updated_at';

export const findTicket = (db: D1Database, id: number) => db.prepare(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE id = ?`).bind(id).first<TicketRow>();

/** The ticket when it is the member's own (a member never reaches another member's ticket). */
export const findOwnTicket = (db: D1Database, memberId: number, id: number) =>
  db.prepare(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE id = ? AND member_id = ?`).bind(id, memberId).first<TicketRow>();

export const findTicketByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE member_id = ? AND request_id = ?`).bind(memberId, requestId).first<TicketRow>();

export async function insertTicket(
  db: D1Database,
  t: { memberId: number; questionType: TicketType; content: string; imageKeys: string[]; requestId: string; now: number },
) {
  const res = await db
    .prepare(
      `INSERT OR IGNORE INTO support_tickets (member_id, question_type, content, image_keys, status, request_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'open', ?, ?, ?)`,
    )
    .bind(t.memberId, t.questionType, t.content, JSON.stringify(t.imageKeys), t.requestId, t.now, t.now)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** The member's tickets, last changed first (at most `limit`), and their messages. */
export async function ticketsOf(db: D1Database, memberId: number, limit = 50) {
  const [tickets, messages] = await db.batch([
    db.prepare(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE member_id = ? ORDER BY updated_at DESC, id DESC LIMIT ?`).bind(memberId, limit),
    db
      .prepare(
        `SELECT m.id, m.ticket_id, m.author, m.content, m.created_at FROM support_ticket_messages m
         WHERE m.ticket_id IN (SELECT id FROM support_tickets WHERE member_id = ? ORDER BY updated_at DESC, id DESC LIMIT ?)
         ORDER BY m.created_at, m.id`,
      )
      .bind(memberId, limit),
  ]);
  return { tickets: tickets!.results as unknown as TicketRow[], messages: messages!.results as unknown as TicketMessageRow[] };
}

/**
 * A reply, then the ticket's new status: the member's reply (with its requestId, once) reopens
 * an answered ticket; the operator's marks it answered. A closed ticket takes none, and a
 * repeated requestId adds nothing: false.
 */
export async function addTicketMessage(
  db: D1Database,
  m: { ticketId: number; author: 'member' | 'operator'; content: string; requestId: string | null; now: number },
) {
  const inserted = await db
    .prepare(
      `INSERT OR IGNORE INTO support_ticket_messages (ticket_id, author, content, request_id, created_at)
       SELECT id, ?, ?, ?, ? FROM support_tickets WHERE id = ? AND status <> 'closed'`,
    )
    .bind(m.author, m.content, m.requestId, m.now, m.ticketId)
    .run();
  if ((inserted.meta.changes ?? 0) === 0) return false;
  await db
    .prepare("UPDATE support_tickets SET status = ?, updated_at = ? WHERE id = ? AND status <> 'closed'")
    .bind(m.author === 'member' ? 'open' : 'answered', m.now, m.ticketId)
    .run();
  return true;
}

export const findMessageByRequest = (db: D1Database, ticketId: number, requestId: string) =>
  db.prepare('SELECT id FROM support_ticket_messages WHERE ticket_id = ? AND request_id = ?').bind(ticketId, requestId).first<{ id: number }>();

export async function closeTicket(db: D1Database, ticketId: number, now: number) {
  const res = await db.prepare("UPDATE support_tickets SET status = 'closed', updated_at = ? WHERE id = ? AND status <> 'closed'").bind(now, ticketId).run();
  return (res.meta.changes ?? 0) > 0;
}

/** The operator's view: a brand's tickets (of one member when given), newest first. */
export const ticketsOfMerchant = async (db: D1Database, merchant: string, memberId: number | null) =>
  (
    await db
      .prepare(
        `SELECT t.id, t.member_id, m.username, t.question_type, t.content, t.image_keys, t.status, t.created_at, t.updated_at
         FROM support_tickets t JOIN members m ON m.id = t.member_id
         WHERE m.merchant_code = ? AND (? IS NULL OR t.member_id = ?) ORDER BY t.id DESC LIMIT 100`,
      )
      .bind(merchant, memberId, memberId)
      .all<TicketRow & { username: string }>()
  ).results;

/** The replies of some tickets, oldest first (the operator's view). */
export const messagesOfTickets = async (db: D1Database, ticketIds: readonly number[]) =>
  ticketIds.length === 0
    ? []
    : (
        await db
          .prepare(
            `SELECT id, ticket_id, author, content, created_at FROM support_ticket_messages
             WHERE ticket_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id`,
          )
          .bind(JSON.stringify(ticketIds))
          .all<TicketMessageRow>()
      ).results;

// ---------------------------------------------------------------- credit report

export interface CreditMonthRow {
  month: string;
  deposits: number;
  withdrawals: number;
  stake: number;
  win: number;
  bonus: number;
  change: number;
  bets: number;
  wins: number;
}

export const BONUS_KINDS = "'PROMOTION', 'POINTS', 'REWARD', 'REFERRAL', 'MISSION', 'RESCUE', 'REBATE'";

/**
 * Every movement of the member's wallets (main and game wallets: a transfer between them nets
 * to 0) in [from, to), summed by calendar month of the brand's zone (the months' own bounds,
 * which move with daylight saving); and the wallets' sum before `from` and now.
 */
export async function creditFacts(
  db: D1Database,
  memberId: number,
  q: { from: number; to: number; bounds: readonly { key: string; from: number; to: number }[] },
) {
  const accounts = 'e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ?1)';
  const [months, before, now] = await db.batch([
    db
      .prepare(
        `SELECT json_extract(b.value, '$.key') AS month,
                COALESCE(SUM(CASE WHEN t.kind = 'DEPOSIT' THEN e.amount END), 0) AS deposits,
                COALESCE(-SUM(CASE WHEN t.kind IN ('WITHDRAW', 'WITHDRAW_REFUND') THEN e.amount END), 0) AS withdrawals,
                COALESCE(-SUM(CASE WHEN t.kind = 'BET' THEN e.amount END), 0) AS stake,
                COALESCE(SUM(CASE WHEN t.kind = 'WIN' THEN e.amount END), 0) AS win,
                COALESCE(SUM(CASE WHEN t.kind IN (${BONUS_KINDS}) THEN e.amount END), 0) AS bonus,
                COALESCE(SUM(e.amount), 0) AS change,
                COUNT(CASE WHEN t.kind = 'BET' THEN 1 END) AS bets,
                COUNT(CASE WHEN t.kind = 'WIN' AND e.amount > 0 THEN 1 END) AS wins
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
           JOIN json_each(?4) b ON t.created_at >= json_extract(b.value, '$.from') AND t.created_at < json_extract(b.value, '$.to')
         WHERE ${accounts} AND t.created_at >= ?2 AND t.created_at < ?3
         GROUP BY month ORDER BY month`,
      )
      .bind(memberId, q.from, q.to, JSON.stringify(q.bounds)),
    db
      .prepare(
        `SELECT COALESCE(SUM(e.amount), 0) AS sum FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE ${accounts} AND t.created_at < ?2`,
      )
      .bind(memberId, q.from),
    db
      .prepare('SELECT COALESCE(SUM(e.amount), 0) AS sum FROM ledger_entries e WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ?1)')
      .bind(memberId),
  ]);
  return {
    months: months!.results as unknown as CreditMonthRow[],
    opening: (before!.results[0] as { sum: number }).sum,
    balance: (now!.results[0] as { sum: number }).sum,
  };
}
