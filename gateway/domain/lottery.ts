/** Rules of lottery bets: the open issue of a game, the bet view and the settlement of drawn issues. */
import type { LotteryBetView, LotteryIssueView } from '@shared/api/lottery';
import { issueSchedule, LOTTERY_PLAY_TYPES, lotteryPayout } from '@shared/lottery-rules';
import { issueTicket } from './play';
import { selfOrigins } from './system';
import { lastDraw, listDrawnOpenBets, listUnpaidWins, markPaid, recoverPendingBets, salesClosedAt, settleBet, type LotteryBetRow } from '../db/queries/lottery';

export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'];
export const BETS_SHOWN = 20;
/** a bet still pending after this long was cut off between its steps (see recoverPendingBets) */
export const PENDING_GRACE_MS = 60_000;

/**
 * The issue bets are taken for: the one after the last drawn. It is drawn at the next
 * five-minute boundary (the Cron Trigger) or earlier by the operator's draw-now; betting
 * closes 30 s before the scheduled draw, or when the operator closed it.
 */
export async function openIssue(db: D1Database, gameId: string, now: number): Promise<LotteryIssueView> {
  const last = await lastDraw(db, gameId);
  const issue = (last?.issue ?? 0) + 1;
  const { drawAt, closesAt: scheduled } = issueSchedule(now);
  const closedAt = await salesClosedAt(db, gameId, issue);
  const closesAt = closedAt !== null ? Math.min(closedAt, scheduled) : scheduled;
  return { issue, drawAt, closesAt, open: now < closesAt };
}

export const toBetView = (row: LotteryBetRow): LotteryBetView => ({
  betId: row.bet_id,
  gameCode: row.game_id,
  issue: row.issue,
  playType: row.play_type,
  pick: row.pick,
  stake: row.stake,
  odds: row.odds,
  status: row.status === 'pending' ? 'open' : row.status,
  payout: row.payout,
  numbers: row.numbers,
  placedAt: row.placed_at,
  settledAt: row.settled_at,
});

/** Pays a won bet through the seamless wallet; true when the wallet has the credit (now or before). */
export type CreditWin = (bet: LotteryBetRow) => Promise<boolean>;

/**
 * Settles every open bet whose issue has been drawn (of one game, or all; pending bets cut
 * off between their debit and their opening are recovered first), then retries
 * wins whose credit did not go through. Each bet is claimed by a conditional update, so
 * two settlements never both pay it; the credit's ledger key (round:<betId>:credit) makes
 * a retried callback move nothing.
 */
export async function settleDrawnBets(db: D1Database, credit: CreditWin, opts: { gameId?: string; now?: number } = {}) {
  const now = opts.now ?? Date.now();
  await recoverPendingBets(db, now - PENDING_GRACE_MS);
  let settled = 0;
  for (const bet of await listDrawnOpenBets(db, opts.gameId)) {
    const payout = lotteryPayout(bet.play_type, bet.pick, bet.stake, bet.drawn);
    const claimed = await settleBet(db, bet.bet_id, { status: payout > 0 ? 'won' : 'lost', payout, numbers: bet.drawn, settledAt: now });
    if (!claimed) continue;
    settled += 1;
    if (payout > 0 && (await credit({ ...bet, status: 'won', payout }))) await markPaid(db, bet.bet_id, now);
  }
  for (const bet of await listUnpaidWins(db)) if (await credit(bet)) await markPaid(db, bet.bet_id, now);
  return settled;
}

/** Stores a launch ticket of a lottery game and answers the betting page's address (also the launchGame of a lottery game: SEA). */
export async function lotteryTicketUrl(
  db: D1Database,
  requestUrl: string,
  t: { memberId: number; merchant: string; gameId: string; mode: string; language: string; playType?: string },
) {
  const ticket = await issueTicket(db, { ...t, roomId: null }, Date.now());
  const query = new URLSearchParams({ ticket, lang: t.language, mode: t.mode });
  if (t.playType && (LOTTERY_PLAY_TYPES as readonly string[]).includes(t.playType)) query.set('playType', t.playType);
  return `${selfOrigins(requestUrl)[0]!}/vendor/lottery?${query}`;
}
