/**
 * The lottery launch (docs/product.md 7.2 "lottery lobby": POST /wps/game/lotteryLobby) and the
 * lottery vendor stand-in on this gateway's own origin (a launch CDN host): its betting
 * page (/vendor/lottery) and that page's API (/vendor/lottery/api/*). The page opens a
 * vendor session from its launch ticket through /vendor/api/session (routes/vendor.ts);
 * bets move money only through the seamless-wallet callback (routes/seamless.ts): the
 * debit when the bet is taken, the credit when its issue is drawn and it won.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { LaunchGameResult } from '@shared/contract-play';
import { lotteryLobbySchema, type LotteryBetValue, type LotteryStateValue } from '@shared/contract-lottery';
import { isValidPick, LOTTERY_PLAY_TYPES, LOTTERY_RULES } from '@shared/lottery-rules';
import { walletBalance } from '../db/queries/accounts';
import { dropPendingBet, findBet, findBetByRequest, insertPendingBet, isIssueDrawn, lastDraw, listMemberBets, openBet } from '../db/queries/lottery';
import { findOfferedGame, findVendorSession, type VendorSessionRow } from '../db/queries/play';
import { bearerToken, hashToken } from '../domain/accounts';
import { BETS_SHOWN, LOTTERY_CATEGORIES, lotteryTicketUrl, openIssue, settleDrawnBets, toBetView } from '../domain/lottery';
import { MAX_BET, randomHex } from '../domain/play';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { requireRealAccount, requireSession } from '../middleware/session';
import { vendorLang } from '../vendor/i18n';
import { lotteryCss, lotteryPage, lotteryScript, LOTTERY_PAGE_CSP } from '../vendor/lottery-page';
import { sendCallback } from './seamless';

// ---------------------------------------------------------------- the launch (portal side)

export const lotteryLobby = new Hono<AppEnv>();

/** The lottery vendor's betting page for one game: a one-time ticket on this launch host. */
lotteryLobby.post('/lotteryLobby', requireSession, requireRealAccount, async (c) => {
  const body = await jsonBody(c, lotteryLobbySchema);
  if (!body.ok) return body.response;
  const member = c.var.member;
  const game = await findOfferedGame(c.env.DB, c.var.merchant.code, body.data.lottoGameCode);
  if (!game || !LOTTERY_CATEGORIES.includes(game.category) || game.is_game !== 'GAME') return fail(c, 404, 'NOT_FOUND', 'Unknown lottery game');
  if (game.maintenance === 1) return fail(c, 409, 'GAME_MAINTENANCE', 'Game under maintenance');
  return ok<LaunchGameResult>(c, {
    game_url: await lotteryTicketUrl(c.env.DB, c.req.url, {
      memberId: member.id,
      merchant: c.var.merchant.code,
      gameId: game.game_id,
      mode: body.data.launchMode ?? 'LOTT',
      language: (c.req.header('Language') ?? body.data.language ?? 'en').toLowerCase(),
      playType: body.data.playType,
    }),
  });
});

// ---------------------------------------------------------------- the vendor stand-in

type LotteryVendorEnv = AppEnv & { Variables: AppEnv['Variables'] & { vendorSession: VendorSessionRow } };

export const lotteryVendor = new Hono<LotteryVendorEnv>();

const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };

// the page and its script in the launch's language (the `lang` of the game_url, docs/product.md 7.2)
lotteryVendor.get('/lottery', (c) => c.html(lotteryPage(vendorLang(c.req.query('lang'))), 200, { ...noStore, 'content-security-policy': LOTTERY_PAGE_CSP }));
lotteryVendor.get('/lottery.js', (c) =>
  c.body(lotteryScript(vendorLang(c.req.query('lang'))), 200, { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' }),
);
lotteryVendor.get('/lottery.css', (c) => c.body(lotteryCss, 200, { 'content-type': 'text/css; charset=utf-8', 'x-content-type-options': 'nosniff' }));

lotteryVendor.use('/lottery/api/*', async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const session = token ? await findVendorSession(c.env.DB, await hashToken(token), Date.now()) : null;
  if (!session) return fail(c, 401, 'NOT_LOGGED_IN', 'Game session expired');
  c.set('vendorSession', session);
  await next();
});

async function lotteryGame(db: D1Database, s: VendorSessionRow) {
  const game = await findOfferedGame(db, s.merchant_code, s.game_id);
  return game && LOTTERY_CATEGORIES.includes(game.category) ? game : null;
}

lotteryVendor.post('/lottery/api/state', async (c) => {
  const s = c.var.vendorSession;
  const game = await lotteryGame(c.env.DB, s);
  if (!game) return fail(c, 404, 'NOT_FOUND', 'Not a lottery game');
  const [issue, last, bets, balance] = await Promise.all([
    openIssue(c.env.DB, game.game_id, Date.now()),
    lastDraw(c.env.DB, game.game_id),
    listMemberBets(c.env.DB, s.member_id, game.game_id, BETS_SHOWN),
    walletBalance(c.env.DB, s.member_id),
  ]);
  return ok<LotteryStateValue>(c, {
    game: { id: game.game_id, name: game.name, minBet: game.min_bet },
    balance,
    issue,
    lastDraw: last ? { issue: last.issue, numbers: last.numbers, drawnAt: last.drawn_at } : null,
    bets: bets.map(toBetView),
  });
});

const betSchema = z.object({
  issue: z.number().int().positive(),
  playType: z.enum(LOTTERY_PLAY_TYPES),
  pick: z.string().min(1).max(8),
  stake: z.number().int().positive().max(MAX_BET),
  requestId: z.string().min(8).max(64),
});

/** Takes a bet on the open issue: refused once betting on it has closed; the stake is debited through the seamless wallet. */
lotteryVendor.post('/lottery/api/bet', async (c) => {
  const body = await jsonBody(c, betSchema);
  if (!body.ok) return body.response;
  const s = c.var.vendorSession;
  const { issue, playType, pick, stake, requestId } = body.data;
  const answer = async (betId: string) =>
    ok<LotteryBetValue>(c, { bet: toBetView((await findBet(c.env.DB, betId))!), balance: await walletBalance(c.env.DB, s.member_id) });
  const earlier = await findBetByRequest(c.env.DB, s.member_id, requestId);
  if (earlier && earlier.status !== 'pending') return answer(earlier.bet_id);
  if (earlier) return fail(c, 409, 'BET_IN_PROGRESS', 'This bet is being placed');
  const game = await lotteryGame(c.env.DB, s);
  if (!game) return fail(c, 404, 'NOT_FOUND', 'Not a lottery game');
  if (game.maintenance === 1) return fail(c, 409, 'GAME_MAINTENANCE', 'Game under maintenance');
  if (!isValidPick(playType, pick)) return fail(c, 400, 'BAD_REQUEST', `Pick one of ${LOTTERY_RULES[playType].picks.join(', ')}`);
  if (stake < game.min_bet) return fail(c, 400, 'BAD_REQUEST', `The minimum stake is ${game.min_bet}`);
  const now = Date.now();
  const open = await openIssue(c.env.DB, game.game_id, now);
  if (issue !== open.issue || !open.open) return fail(c, 409, 'ISSUE_CLOSED', `Betting on issue ${issue} has closed`);
  const betId = `L${randomHex(12)}`;
  const taken = await insertPendingBet(c.env.DB, {
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
  if (!taken) return fail(c, 409, 'BET_IN_PROGRESS', 'This bet is being placed');
  // the draw may have come between the check and the insert: then the bet is too late
  if (await isIssueDrawn(c.env.DB, game.game_id, issue)) {
    await dropPendingBet(c.env.DB, betId);
    return fail(c, 409, 'ISSUE_CLOSED', `Betting on issue ${issue} has closed`);
  }
  const debit = await sendCallback(c.env, { roundId: betId, memberId: s.member_id, merchantCode: s.merchant_code, action: 'debit', amount: stake });
  if (!debit.success) {
    await dropPendingBet(c.env.DB, betId);
    if (debit.code === 'INSUFFICIENT_FUNDS') return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
    if (debit.code === 'LOSS_LIMIT_REACHED') return fail(c, 409, 'LOSS_LIMIT_REACHED', 'A loss limit has no room for this stake');
    if (debit.code === 'SELF_EXCLUDED') return fail(c, 403, 'SELF_EXCLUDED', 'A break or self-exclusion is running: no stakes');
    return fail(c, 502, 'UNKNOWN', 'Wallet callback failed');
  }
  await openBet(c.env.DB, betId);
  // a draw that came while the debit went through settles the bet now (it was placed before the draw)
  if (await isIssueDrawn(c.env.DB, game.game_id, issue)) await settleLotteryBets(c.env, game.game_id);
  return answer(betId);
});

/** Settles the drawn issues' open bets (after the Cron Trigger's draw and the operator's draw-now), paying wins through the seamless wallet. */
export const settleLotteryBets = (env: AppEnv['Bindings'], gameId?: string) =>
  settleDrawnBets(
    env.DB,
    async (bet) =>
      (await sendCallback(env, { roundId: bet.bet_id, memberId: bet.member_id, merchantCode: bet.merchant_code, action: 'credit', amount: bet.payout }))
        .success,
    { gameId },
  );
