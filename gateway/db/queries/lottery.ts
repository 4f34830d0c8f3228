/** Lottery bets, the open issue of a game and operator sales closes. */

export interface LotteryBetRow {
  bet_id: string;
  member_id: number;
  merchant_code: string;
  game_id: string;
  request_id: string;
  issue: number;
  play_type: 'DIGIT' | 'BIGSMALL';
  pick: string;
  stake: number;
  odds: number;
  status: 'pending' | 'open' | 'won' | 'lost';
  payout: number;
  numbers: string | null;
  placed_at: number;
  settled_at: number | null;
  paid_at: number | null;
}

/** The last drawn issue of a game (0 before the first draw) and its draw. */
export const lastDraw = (db: D1Database, gameId: string) =>
  db
    .prepare('SELECT issue, numbers, drawn_at FROM lottery_draws WHERE game_id = ? ORDER BY issue DESC LIMIT 1')
    .bind(gameId)
    .first<{ issue: number; numbers: string; drawn_at: number }>();

export const isIssueDrawn = async (db: D1Database, gameId: string, issue: number) =>
  (await db.prepare('SELECT 1 AS yes FROM lottery_draws WHERE game_id = ? AND issue = ?').bind(gameId, issue).first('yes')) !== null;

export const salesClosedAt = (db: D1Database, gameId: string, issue: number) =>
  db.prepare('SELECT closed_at FROM lottery_sales_closed WHERE game_id = ? AND issue = ?').bind(gameId, issue).first<number>('closed_at');

export const closeSales = (db: D1Database, gameId: string, issue: number, now: number) =>
  db.prepare('INSERT OR IGNORE INTO lottery_sales_closed (game_id, issue, closed_at) VALUES (?, ?, ?)').bind(gameId, issue, now).run();

export const findBet = (db: D1Database, betId: string) => db.prepare('SELECT * FROM lottery_bets WHERE bet_id = ?').bind(betId).first<LotteryBetRow>();

export const findBetByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT * FROM lottery_bets WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<LotteryBetRow>();

/** Takes a bet as pending; false when the member's requestId was used already. */
export async function insertPendingBet(db: D1Database, b: Omit<LotteryBetRow, 'status' | 'payout' | 'numbers' | 'settled_at' | 'paid_at'>) {
  const res = await db
    .prepare(
      `INSERT OR IGNORE INTO lottery_bets (bet_id, member_id, merchant_code, game_id, request_id, issue, play_type, pick, stake, odds, status, placed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
    )
    .bind(b.bet_id, b.member_id, b.merchant_code, b.game_id, b.request_id, b.issue, b.play_type, b.pick, b.stake, b.odds, b.placed_at)
    .run();
  return res.meta.changes === 1;
}

export const openBet = (db: D1Database, betId: string) =>
  db.prepare("UPDATE lottery_bets SET status = 'open' WHERE bet_id = ? AND status = 'pending'").bind(betId).run();

export const dropPendingBet = (db: D1Database, betId: string) =>
  db.prepare("DELETE FROM lottery_bets WHERE bet_id = ? AND status = 'pending'").bind(betId).run();

/** Open bets whose issue has been drawn, with the draw's numbers; of one game, or of all. */
export const listDrawnOpenBets = async (db: D1Database, gameId?: string) =>
  (
    await db
      .prepare(
        `SELECT b.*, d.numbers AS drawn FROM lottery_bets b JOIN lottery_draws d ON d.game_id = b.game_id AND d.issue = b.issue
         WHERE b.status = 'open' ${gameId ? 'AND b.game_id = ?' : ''} ORDER BY b.placed_at LIMIT 500`,
      )
      .bind(...(gameId ? [gameId] : []))
      .all<LotteryBetRow & { drawn: string }>()
  ).results;

/** Settles an open bet; false when someone settled it first (only one settlement pays). */
export async function settleBet(db: D1Database, betId: string, s: { status: 'won' | 'lost'; payout: number; numbers: string; settledAt: number }) {
  const res = await db
    .prepare(
      "UPDATE lottery_bets SET status = ?, payout = ?, numbers = ?, settled_at = ?, paid_at = CASE WHEN ? = 0 THEN ? END WHERE bet_id = ? AND status = 'open' RETURNING bet_id",
    )
    .bind(s.status, s.payout, s.numbers, s.settledAt, s.payout, s.settledAt, betId)
    .all();
  // the rows this UPDATE settled, not meta.changes: D1 counts the rows its triggers write too
  return res.results.length === 1;
}

export const markPaid = (db: D1Database, betId: string, now: number) =>
  db.prepare('UPDATE lottery_bets SET paid_at = ? WHERE bet_id = ? AND paid_at IS NULL').bind(now, betId).run();

/** Won bets whose credit has not gone through yet. */
export const listUnpaidWins = async (db: D1Database) =>
  (await db.prepare("SELECT * FROM lottery_bets WHERE status = 'won' AND paid_at IS NULL ORDER BY settled_at LIMIT 500").all<LotteryBetRow>()).results;

export const listMemberBets = async (db: D1Database, memberId: number, gameId: string, limit: number) =>
  (
    await db
      .prepare("SELECT * FROM lottery_bets WHERE member_id = ? AND game_id = ? AND status != 'pending' ORDER BY placed_at DESC LIMIT ?")
      .bind(memberId, gameId, limit)
      .all<LotteryBetRow>()
  ).results;

const DEBITED = "EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = 'round:' || lottery_bets.bet_id || ':debit')";

/**
 * Pending bets older than `before` (the bet request died between its steps): one whose debit
 * reached the wallet opens (it settles with its issue), one whose debit did not is dropped.
 */
export const recoverPendingBets = (db: D1Database, before: number) =>
  db.batch([
    db.prepare(`UPDATE lottery_bets SET status = 'open' WHERE status = 'pending' AND placed_at < ? AND ${DEBITED}`).bind(before),
    db.prepare(`DELETE FROM lottery_bets WHERE status = 'pending' AND placed_at < ? AND NOT ${DEBITED}`).bind(before),
  ]);
