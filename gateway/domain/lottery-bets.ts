/**
 * The lottery vendor stand-in's steps (routes/lottery.ts): the launch of a lottery game, the
 * betting page's state, a bet on the open issue and the settlement of drawn issues. Bets move
 * money only through the seamless wallet (domain/seamless.ts): the stake's debit when the bet is
 * taken, the win's credit when its issue is drawn.
 */
import type { LotteryBetValue, LotteryStateValue } from '@shared/api/lottery';
import { isValidPick, LOTTERY_RULES, type LotteryPlayType } from '@shared/lottery-rules';
import { walletBalance } from '../db/queries/accounts';
import { dropPendingBet, findBet, findBetByRequest, insertPendingBet, isIssueDrawn, lastDraw, listMemberBets, openBet } from '../db/queries/lottery';
import { findOfferedGame } from '../db/queries/play';
import type { Bindings } from '../env';
import { done, refuse, type Outcome } from './outcome';
import { BETS_SHOWN, LOTTERY_CATEGORIES, lotteryTicketUrl, openIssue, settleDrawnBets, toBetView } from './lottery';
import { randomHex } from './play';
import { sendCallback, stakeRefusal } from './seamless';
import type { VendorSession } from './vendor';

const maintenance = () => refuse(409, 'GAME_MAINTENANCE', 'Game under maintenance');

/** The betting page's address of a lottery game the merchant offers (a one-time ticket on this launch host). */
export async function launchLottery(
  db: D1Database,
  requestUrl: string,
  t: { memberId: number; merchant: string; gameCode: string; mode: string; language: string; playType?: string },
): Promise<Outcome<string>> {
  const game = await findOfferedGame(db, t.merchant, t.gameCode);
  if (!game || !LOTTERY_CATEGORIES.includes(game.category) || game.is_game !== 'GAME') return refuse(404, 'NOT_FOUND', 'Unknown lottery game');
  if (game.maintenance === 1) return maintenance();
  return done(await lotteryTicketUrl(db, requestUrl, { ...t, gameId: game.game_id }));
}

async function lotteryGame(db: D1Database, s: VendorSession) {
  const game = await findOfferedGame(db, s.merchant_code, s.game_id);
  return game && LOTTERY_CATEGORIES.includes(game.category) ? game : null;
}

const notLottery = () => refuse(404, 'NOT_FOUND', 'Not a lottery game');

/** The session's lottery game, its open issue and last draw, the member's latest bets and balance. */
export async function lotteryState(db: D1Database, s: VendorSession, now: number): Promise<Outcome<LotteryStateValue>> {
  const game = await lotteryGame(db, s);
  if (!game) return notLottery();
  const [issue, last, bets, balance] = await Promise.all([
    openIssue(db, game.game_id, now),
    lastDraw(db, game.game_id),
    listMemberBets(db, s.member_id, game.game_id, BETS_SHOWN),
    walletBalance(db, s.member_id),
  ]);
  return done({
    game: { id: game.game_id, name: game.name, minBet: game.min_bet },
    balance,
    issue,
    lastDraw: last ? { issue: last.issue, numbers: last.numbers, drawnAt: last.drawn_at } : null,
    bets: bets.map(toBetView),
  });
}

export interface LotteryBetInput {
  issue: number;
  playType: LotteryPlayType;
  pick: string;
  stake: number;
  requestId: string;
}

const issueClosed = (issue: number) => refuse(409, 'ISSUE_CLOSED', `Betting on issue ${issue} has closed`);
const inProgress = () => refuse(409, 'BET_IN_PROGRESS', 'This bet is being placed');

/**
 * Takes a bet on the open issue, once per request id: refused once betting on it has closed;
 * the stake is debited through the seamless wallet.
 */
export async function placeLotteryBet(env: Bindings, s: VendorSession, bet: LotteryBetInput): Promise<Outcome<LotteryBetValue>> {
  const db = env.DB;
  const { issue, playType, pick, stake, requestId } = bet;
  const placed = async (betId: string): Promise<LotteryBetValue> => ({
    bet: toBetView((await findBet(db, betId))!),
    balance: await walletBalance(db, s.member_id),
  });
  const earlier = await findBetByRequest(db, s.member_id, requestId);
  if (earlier && earlier.status !== 'pending') return done(await placed(earlier.bet_id));
  if (earlier) return inProgress();
  const game = await lotteryGame(db, s);
  if (!game) return notLottery();
  if (game.maintenance === 1) return maintenance();
  if (!isValidPick(playType, pick)) return refuse(400, 'BAD_REQUEST', `Pick one of ${LOTTERY_RULES[playType].picks.join(', ')}`);
  if (stake < game.min_bet) return refuse(400, 'BAD_REQUEST', `The minimum stake is ${game.min_bet}`);
  const now = Date.now();
  const open = await openIssue(db, game.game_id, now);
  if (issue !== open.issue || !open.open) return issueClosed(issue);
  const betId = `L${randomHex(12)}`;
  const taken = await insertPendingBet(db, {
    bet_id: betId,
    member_id: s.member_id,
    merchant_code: s.merchant_code,
    game_id: game.game_id,
    request_id: requestId,
    issue,
    play_type: playType,
    pick,
    stake,
    odds: LOTTERY_RULES[playType].odds,
    placed_at: now,
  });
  if (!taken) return inProgress();
  // the draw may have come between the check and the insert: then the bet is too late
  if (await isIssueDrawn(db, game.game_id, issue)) {
    await dropPendingBet(db, betId);
    return issueClosed(issue);
  }
  const debit = await sendCallback(env, { roundId: betId, memberId: s.member_id, merchantCode: s.merchant_code, action: 'debit', amount: stake });
  if (!debit.ok) {
    await dropPendingBet(db, betId);
    return stakeRefusal(debit);
  }
  await openBet(db, betId);
  // a draw that came while the debit went through settles the bet now (it was placed before the draw)
  if (await isIssueDrawn(db, game.game_id, issue)) await settleLotteryBets(env, game.game_id);
  return done(await placed(betId));
}

/** Settles the drawn issues' open bets (after the Cron Trigger's draw and the operator's draw-now), paying wins through the seamless wallet. */
export const settleLotteryBets = (env: Bindings, gameId?: string) =>
  settleDrawnBets(
    env.DB,
    async (bet) =>
      (await sendCallback(env, { roundId: bet.bet_id, memberId: bet.member_id, merchantCode: bet.merchant_code, action: 'credit', amount: bet.payout })).ok,
    { gameId },
  );
