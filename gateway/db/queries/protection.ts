/** Player protection (migration 0040): exclusions, deposit limits, login history, reality checks, the test clock. */
import type { LimitPeriod, LoginOutcome } from '@shared/api/protection';
import { bumpSessionGeneration, type SessionRow } from './accounts';
import type { DepositOrderRow } from './cashier';

// ---------------------------------------------------------------- test clock

/** How far the member's protection clock runs ahead (0 unless an operator moved it on a dev/test server). */
export const clockOffset = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT offset_ms FROM protection_clock WHERE member_id = ?').bind(memberId).first<number>('offset_ms')) ?? 0;

export const setClockOffset = (db: D1Database, memberId: number, offsetMs: number) =>
  db
    .prepare('INSERT INTO protection_clock (member_id, offset_ms) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET offset_ms = excluded.offset_ms')
    .bind(memberId, offsetMs)
    .run();

// ---------------------------------------------------------------- exclusions

export interface ExclusionRow {
  id: number;
  member_id: number;
  kind: 'break' | 'self_exclusion';
  duration: string;
  starts_at: number;
  ends_at: number;
  request_id: string;
}

/** The exclusion in force at `now` that ends last, or null. */
export const activeExclusion = (db: D1Database, memberId: number, now: number) =>
  db
    .prepare('SELECT * FROM member_exclusions WHERE member_id = ? AND starts_at <= ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1')
    .bind(memberId, now, now)
    .first<ExclusionRow>();

export const findExclusionByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT * FROM member_exclusions WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<ExclusionRow>();

/** Records the exclusion and ends every session of the member, in one batch. */
export const startExclusion = (db: D1Database, e: Omit<ExclusionRow, 'id'>) =>
  db.batch([
    db
      .prepare('INSERT OR IGNORE INTO member_exclusions (member_id, kind, duration, starts_at, ends_at, request_id) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(e.member_id, e.kind, e.duration, e.starts_at, e.ends_at, e.request_id),
    db.prepare('DELETE FROM sessions WHERE member_id = ?').bind(e.member_id),
    // the break's own event ends every socket of the member with its reason (4401): the sessions'
    // `session.ended` notes (migration 0070) could come first and log the pages out without it
    db.prepare('DELETE FROM live_session_outbox WHERE member_id = ?').bind(e.member_id),
    // a login that read the member before this batch cannot store its session after it
    bumpSessionGeneration(db, e.member_id),
  ]);

// ---------------------------------------------------------------- deposit limits

export interface DepositLimitRow {
  member_id: number;
  /** 'session' in session_limits */
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
  updated_at: number;
}

/** The two kinds of windowed limit share their columns and rules. */
export type LimitTable = 'deposit_limits' | 'loss_limits' | 'session_limits';

export const listLimits = async (db: D1Database, table: LimitTable, memberId: number) =>
  (await db.prepare(`SELECT * FROM ${table} WHERE member_id = ?`).bind(memberId).all<DepositLimitRow>()).results;

export const listDepositLimits = (db: D1Database, memberId: number) => listLimits(db, 'deposit_limits', memberId);

export const saveLimit = (db: D1Database, table: LimitTable, r: DepositLimitRow) =>
  db
    .prepare(
      `INSERT INTO ${table} (member_id, period, amount, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
         pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
    )
    .bind(r.member_id, r.period, r.amount, r.pending_amount, r.pending_at, r.updated_at)
    .run();

/** Orders that count against a limit: paid ones, and pending ones still payable. */
const COUNTED = `member_id = ?1 AND (status = 'paid' OR (status = 'pending' AND expires_at > ?2))`;
const usedSql = (from: string) => `(SELECT COALESCE(SUM(amount), 0) FROM deposit_orders WHERE ${COUNTED} AND created_at > ${from})`;

/** Of the deposits counted, the orders still waiting for their payment (pending and not expired) of each rolling window ending at `now`. */
export async function unpaidDepositsInWindows(db: D1Database, memberId: number, now: number, windows: Record<LimitPeriod, number>) {
  const unpaid = (from: string) =>
    `(SELECT COALESCE(SUM(amount), 0) FROM deposit_orders WHERE member_id = ?1 AND status = 'pending' AND expires_at > ?2 AND created_at > ${from})`;
  const row = await db
    .prepare(`SELECT ${unpaid('?3')} AS day, ${unpaid('?4')} AS week, ${unpaid('?5')} AS month`)
    .bind(memberId, now, now - windows.day, now - windows.week, now - windows.month)
    .first<Record<LimitPeriod, number>>();
  return row ?? { day: 0, week: 0, month: 0 };
}

/** Deposits of each rolling window ending at `now` (real time, as orders are stamped). */
export async function depositsInWindows(db: D1Database, memberId: number, now: number, windows: Record<LimitPeriod, number>) {
  const row = await db
    .prepare(`SELECT ${usedSql('?3')} AS day, ${usedSql('?4')} AS week, ${usedSql('?5')} AS month`)
    .bind(memberId, now, now - windows.day, now - windows.week, now - windows.month)
    .first<Record<LimitPeriod, number>>();
  return row ?? { day: 0, week: 0, month: 0 };
}

/**
 * Stores the order only if, in the same statement, every limit still has room for it: two
 * deposits racing for the last of an allowance cannot both pass (D1 runs statements one at a
 * time). `limits` are the amounts in force per window (null: none). True when stored.
 */
export async function insertOrderWithinLimits(
  db: D1Database,
  o: DepositOrderRow,
  limits: Record<LimitPeriod, number | null>,
  windows: Record<LimitPeriod, number>,
): Promise<boolean> {
  const room = (from: string, limit: string) => `(${limit} IS NULL OR ${usedSql(from)} + ?6 <= ${limit})`;
  const res = await db
    .prepare(
      `INSERT OR IGNORE INTO deposit_orders (order_no, merchant_code, member_id, channel_id, amount, fee, reference, status, pay_to, request_id, created_at, expires_at, paid_at)
       SELECT ?7, ?8, ?1, ?9, ?6, ?10, ?11, ?12, ?13, ?14, ?2, ?15, NULL
       WHERE ${room('?3', '?16')} AND ${room('?4', '?17')} AND ${room('?5', '?18')}`,
    )
    .bind(
      o.member_id,
      o.created_at,
      o.created_at - windows.day,
      o.created_at - windows.week,
      o.created_at - windows.month,
      o.amount,
      o.order_no,
      o.merchant_code,
      o.channel_id,
      o.fee,
      o.reference,
      o.status,
      o.pay_to,
      o.request_id,
      o.expires_at,
      limits.day,
      limits.week,
      limits.month,
    )
    .run();
  return (res.meta.changes ?? 0) > 0;
}

// ---------------------------------------------------------------- the deposit-limit prompt (migration 0044)

/** How the member answered the deposit-limit prompt ('set' or 'skipped'), or null while unanswered. */
export const depositLimitPromptAnswer = (db: D1Database, memberId: number) =>
  db.prepare('SELECT answer FROM deposit_limit_prompts WHERE member_id = ?').bind(memberId).first<'set' | 'skipped'>('answer');

/** Keeps the member's answer; a limit set later still counts as 'set'. */
export const answerDepositLimitPrompt = (db: D1Database, memberId: number, answer: 'set' | 'skipped', at: number) =>
  db
    .prepare(
      `INSERT INTO deposit_limit_prompts (member_id, answer, answered_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (member_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at WHERE excluded.answer = 'set'`,
    )
    .bind(memberId, answer, at)
    .run();

// ---------------------------------------------------------------- loss limits

/** Net loss (stakes minus wins) of the member's wallets (main and vendors') since `from`, as SQL (?1 member). */
const lossSql = (from: string) =>
  `(SELECT COALESCE(-SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE kind IN ('wallet', 'vendor') AND member_id = ?1) AND t.kind IN ('BET', 'WIN') AND t.created_at > ${from})`;

/** Net loss of each rolling window ending at `now` (real time, as ledger moves are stamped). */
export async function lossesInWindows(db: D1Database, memberId: number, now: number, windows: Record<LimitPeriod, number>) {
  const row = await db
    .prepare(`SELECT ${lossSql('?2')} AS day, ${lossSql('?3')} AS week, ${lossSql('?4')} AS month`)
    .bind(memberId, now - windows.day, now - windows.week, now - windows.month)
    .first<Record<LimitPeriod, number>>();
  return row ?? { day: 0, week: 0, month: 0 };
}

/**
 * The two statements around a stake's debit in its batch: the first fails the batch (NOT NULL
 * on loss_guard.ok) unless every loss limit in force has room for the stake, measured in the
 * same transaction, so two stakes racing for the last of a limit cannot both pass.
 */
export function lossGuardStatements(
  db: D1Database,
  memberId: number,
  stake: number,
  limits: Record<LimitPeriod, number | null>,
  windows: Record<LimitPeriod, number>,
  now: number,
): [D1PreparedStatement, D1PreparedStatement] {
  const room = (from: string, limit: string) => `(${limit} IS NULL OR ${lossSql(from)} + ?5 <= ${limit})`;
  return [
    db
      .prepare(`INSERT INTO loss_guard (member_id, ok) SELECT ?1, CASE WHEN ${room('?2', '?6')} AND ${room('?3', '?7')} AND ${room('?4', '?8')} THEN 1 END`)
      .bind(memberId, now - windows.day, now - windows.week, now - windows.month, stake, limits.day, limits.week, limits.month),
    db.prepare('DELETE FROM loss_guard WHERE member_id = ?').bind(memberId),
  ];
}

// ---------------------------------------------------------------- login history

export interface LoginHistoryRow {
  merchant_code: string;
  member_id: number;
  at: number;
  ip: string;
  country: string | null;
  device: string | null;
  result: LoginOutcome;
}

export const recordLogin = (db: D1Database, r: LoginHistoryRow) =>
  db
    .prepare('INSERT INTO login_history (merchant_code, member_id, at, ip, country, device, result) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(r.merchant_code, r.member_id, r.at, r.ip, r.country, r.device, r.result)
    .run();

export const listLogins = async (db: D1Database, memberId: number, limit: number) =>
  (await db.prepare('SELECT * FROM login_history WHERE member_id = ? ORDER BY id DESC LIMIT ?').bind(memberId, limit).all<LoginHistoryRow>()).results;

/** The latest successful login, before the one being recorded now. */
export const lastSuccessfulLogin = (db: D1Database, memberId: number) =>
  db
    .prepare("SELECT at, ip FROM login_history WHERE member_id = ? AND result = 'success' ORDER BY id DESC LIMIT 1")
    .bind(memberId)
    .first<{ at: number; ip: string }>();

/** The sessions ended, counted from the rows deleted, not meta.changes: D1 counts the rows its triggers write too (migration 0070's note). */
export const endOtherSessions = async (db: D1Database, memberId: number, keepTokenHash: string) =>
  (await db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash != ? RETURNING token_hash').bind(memberId, keepTokenHash).all()).results.length;

// ---------------------------------------------------------------- reality check

/** The interval the member chose, or null when the member never chose one. */
export const storedRealityCheckMinutes = (db: D1Database, memberId: number) =>
  db.prepare('SELECT reality_check_minutes FROM member_protection WHERE member_id = ?').bind(memberId).first<number>('reality_check_minutes');

export const setRealityCheckMinutes = (db: D1Database, memberId: number, minutes: number) =>
  db
    .prepare(
      `INSERT INTO member_protection (member_id, reality_check_minutes) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    )
    .bind(memberId, minutes)
    .run();

export const sessionAck = (db: D1Database, tokenHash: string) =>
  db.prepare('SELECT reality_ack_at FROM sessions WHERE token_hash = ?').bind(tokenHash).first<number | null>('reality_ack_at');

export const ackSession = (db: D1Database, tokenHash: string, at: number) =>
  db.prepare('UPDATE sessions SET reality_ack_at = ? WHERE token_hash = ?').bind(at, tokenHash).run();

/** Wins minus stakes of the member's wallet since `from` (real time). */
export const netSince = async (db: D1Database, memberId: number, from: number) =>
  (await db
    .prepare(
      `SELECT COALESCE(SUM(e.amount), 0) AS net FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE kind IN ('wallet', 'vendor') AND member_id = ?) AND t.kind IN ('BET', 'WIN') AND t.created_at >= ?`,
    )
    .bind(memberId, from)
    .first<number>('net')) ?? 0;

// ---------------------------------------------------------------- session time limit

export interface SessionLimitLookup {
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
  offset_ms: number;
}

/** The session-limit row of the session's member (and its protection clock), in one statement. */
export const sessionLimitStatement = (db: D1Database, tokenHash: string) =>
  db
    .prepare(
      `SELECT l.amount, l.pending_amount, l.pending_at, COALESCE(c.offset_ms, 0) AS offset_ms FROM session_limits l
       LEFT JOIN protection_clock c ON c.member_id = l.member_id
       WHERE l.member_id = (SELECT member_id FROM sessions WHERE token_hash = ?) AND l.period = 'session'`,
    )
    .bind(tokenHash);

/**
 * The session and its member's session-limit row, in one round trip. A session of an older
 * generation than its member's (a break, a self-exclusion, a password change or a PIN lock
 * since it was made) is not found.
 */
export async function sessionWithLimit(db: D1Database, tokenHash: string): Promise<{ session: SessionRow | null; limit: SessionLimitLookup | null }> {
  const [session, limit] = await db.batch([
    db
      .prepare('SELECT s.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ? AND s.generation = m.session_generation')
      .bind(tokenHash),
    sessionLimitStatement(db, tokenHash),
  ]);
  return { session: (session!.results[0] as SessionRow | undefined) ?? null, limit: (limit!.results[0] as SessionLimitLookup | undefined) ?? null };
}

/** Stamps a new session with its start on the member's protection clock. */
export const stampSessionClock = (db: D1Database, tokenHash: string, startedAt: number) =>
  db.prepare('UPDATE sessions SET clock_started_at = ? WHERE token_hash = ?').bind(startedAt, tokenHash).run();
