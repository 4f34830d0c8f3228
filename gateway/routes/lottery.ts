/**
 * The lottery launch (docs/product.md 7.2 "lottery lobby": POST /wps/game/lotteryLobby) and the
 * lottery vendor stand-in on this gateway's own origin (a launch CDN host): its betting
 * page (/vendor/lottery) and that page's API (/vendor/lottery/api/*). The page opens a
 * vendor session from its launch ticket through /vendor/api/session (routes/vendor.ts);
 * bets move money only through the seamless wallet (domain/lottery-bets.ts): the debit when
 * the bet is taken, the credit when its issue is drawn and it won.
 */
import { Hono } from 'hono';
import type { LaunchGameResult } from '@shared/api/play';
import { lotteryBetSchema, lotteryLobbySchema, type LotteryBetValue, type LotteryStateValue } from '@shared/api/lottery';
import { launchLottery, lotteryState, placeLotteryBet } from '../domain/lottery-bets';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { answer, refusal } from '../lib/answer';
import { answers } from '../lib/answers';
import { requireRealAccount, requireSession } from '../middleware/session';
import { requireVendorSession, type VendorEnv } from '../middleware/vendor-session';
import { vendorLang } from '../vendor/i18n';
import { lotteryCss, lotteryPage, lotteryScript, LOTTERY_PAGE_CSP } from '../vendor/lottery-page';

// ---------------------------------------------------------------- the launch (portal side)

export const lotteryLobby = new Hono<AppEnv>();

/** The lottery vendor's betting page for one game: a one-time ticket on this launch host. */
lotteryLobby.post(
  '/lotteryLobby',
  requireSession,
  requireRealAccount,
  answers('POST /wps/game/lotteryLobby', async (c) => {
    const body = await jsonBody(c, lotteryLobbySchema);
    if (!body.ok) return body.response;
    const url = await launchLottery(c.env.DB, c.req.url, {
      memberId: c.var.member.id,
      merchant: c.var.merchant.code,
      gameCode: body.data.lottoGameCode,
      mode: body.data.launchMode ?? 'LOTT',
      language: (c.req.header('Language') ?? body.data.language ?? 'en').toLowerCase(),
      playType: body.data.playType,
    });
    return url.ok ? ok<LaunchGameResult>(c, { game_url: url.value }) : refusal(c, url);
  }),
);

// ---------------------------------------------------------------- the vendor stand-in

export const lotteryVendor = new Hono<VendorEnv>();

const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };

// the page and its script in the launch's language (the `lang` of the game_url, docs/product.md 7.2)
lotteryVendor.get('/lottery', (c) => c.html(lotteryPage(vendorLang(c.req.query('lang'))), 200, { ...noStore, 'content-security-policy': LOTTERY_PAGE_CSP }));
lotteryVendor.get('/lottery.js', (c) =>
  c.body(lotteryScript(vendorLang(c.req.query('lang'))), 200, { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' }),
);
lotteryVendor.get('/lottery.css', (c) => c.body(lotteryCss, 200, { 'content-type': 'text/css; charset=utf-8', 'x-content-type-options': 'nosniff' }));

lotteryVendor.use('/lottery/api/*', requireVendorSession);

lotteryVendor.post('/lottery/api/state', async (c) => {
  const state = await lotteryState(c.env.DB, c.var.vendorSession, Date.now());
  return answer<LotteryStateValue>(c, state);
});

/** Takes a bet on the open issue: refused once betting on it has closed; the stake is debited through the seamless wallet. */
lotteryVendor.post('/lottery/api/bet', async (c) => {
  const body = await jsonBody(c, lotteryBetSchema);
  if (!body.ok) return body.response;
  const bet = await placeLotteryBet(c.env, c.var.vendorSession, body.data);
  return answer<LotteryBetValue>(c, bet);
});
