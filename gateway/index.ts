/**
 * The reference upstream gateway: the /wps and /lgw contract of shared/api/ on D1,
 * generated images, stand-in app downloads and operator switches.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { fail } from './lib/envelope';
import { faultInjection } from './middleware/faults';
import { latency } from './middleware/latency';
import { useTotpKeys } from './domain/totp-vault';
import { merchant } from './middleware/merchant';
import { adminToken } from './middleware/admin-token';
import { requireAgent } from './middleware/agent';
import { requireRealAccount, requireSession } from './middleware/session';
import { adminAccounts } from './routes/admin-accounts';
import { adminCashier } from './routes/admin-cashier';
import { adminMemberCentre } from './routes/admin-member-centre';
import { adminSystem } from './routes/admin-system';
import { CONTRACT_KINDS } from '../shared/api/agent';
import { runSettlements } from './domain/contracts';
import { settleLotteryBets } from './domain/lottery-bets';
import { drawLotteries } from './domain/lottery-draws';
import { agentAdmin } from './routes/agent-admin';
import { agentContracts } from './routes/agent-contracts';
import { agentReports } from './routes/agent-reports';
import { agentTeam } from './routes/agent-team';
import { benchAdmin } from './routes/bench-admin';
import { contentAdmin } from './routes/content-admin';
import { captcha } from './routes/captcha';
import { cashier } from './routes/cashier';
import { payments } from './routes/payments';
import { withdrawals } from './routes/withdrawals';
import { autoConfirmWithdrawals } from './domain/cashier-admin';
import { content } from './routes/content';
import { downloads } from './routes/downloads';
import { favourites } from './routes/favourites';
import { games } from './routes/games';
import { images } from './routes/images';
import { launch } from './routes/launch';
import { lotteryLobby, lotteryVendor } from './routes/lottery';
import { member } from './routes/member';
import { messages } from './routes/messages';
import { rebate, vip } from './routes/rebate';
import { rewards } from './routes/rewards';
import { availablePromo, referral } from './routes/referral';
import { missions } from './routes/missions';
import { rescue } from './routes/rescue';
import { redEnvelope } from './routes/red-envelope';
import { redEnvelopeAdmin } from './routes/red-envelope-admin';
import { pointsAdmin } from './routes/points-admin';
import { support } from './routes/support';
import { supportAdmin } from './routes/support-admin';
import { registration } from './routes/registration';
import { recovery } from './routes/recovery';
import { play } from './routes/play';
import { playAdmin } from './routes/play-admin';
import { seamless } from './routes/seamless';
import { service, servicePages } from './routes/service';
import { points } from './routes/points';
import { promotions } from './routes/promotions';
import { promotionsAdmin } from './routes/promotions-admin';
import { protection } from './routes/protection';
import { protectionAdmin } from './routes/protection-admin';
import { memberPasskeys, passkeySignIn } from './routes/passkeys';
import { secondFactor } from './routes/second-factor';
import { session } from './routes/session';
import { socialProvider, socialStart } from './routes/social';
import { system } from './routes/system';
import { verification } from './routes/verification';
import { vendor } from './routes/vendor';
import { funds, wallet } from './routes/wallet';
import { isClaimRefusal } from './domain/claims';
import { isMoneyAssertion } from './domain/money-refusals';
import { liveAutoReceived, liveNotes } from './domain/live';

const app = new Hono<AppEnv>();

/**
 * Every request body is read to its end, even by a call that answered without it (404, 401):
 * an upstream that answers and closes while a large body is still arriving makes the edge
 * worker's fetch fail with "connection closed mid-body" instead of seeing the answer (seen
 * with a 1 MiB POST to an unknown path under load). Real upstreams drain; so does this one.
 */
app.use('*', async (c, next) => {
  await next();
  const raw = c.req.raw;
  if (raw.body && !raw.bodyUsed) await raw.arrayBuffer().catch(() => undefined);
});

// the TOTP secrets' keys (the same for every request of this deployment: imported once)
app.use('*', async (c, next) => {
  useTotpKeys(c.env.TOTP_KEYS);
  await next();
});

// every move of money and every session end a state-changing call made (whatever route, and
// the vendor's seamless wallet calls) reaches the member's open pages once stored (domain/live.ts liveNotes)
app.use('*', async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') liveNotes(c);
});

for (const area of ['/wps/*', '/lgw/*']) app.use(area, latency, merchant, faultInjection);

// before the member routes, which need a token
app.route('/wps', registration);
app.route('/wps/system/availablePromo', availablePromo);
app.route('/wps/system', system);
app.route('/wps/session/social', socialStart);
app.route('/wps/session/login/passkey', passkeySignIn);
app.route('/wps/session', session);
app.route('/wps/verification', verification);
// before member: these calls need no session
app.route('/wps', recovery);
app.route('/wps/member/info/funds', funds);
for (const path of ['/wps/member/passkeys', '/wps/member/passkeys/*']) app.use(path, requireSession, requireRealAccount);
app.route('/wps/member/passkeys', memberPasskeys);
app.use('/wps/member/security/*', requireSession, requireRealAccount);
app.route('/wps/member/security', secondFactor);
app.route('/wps/member', member);
app.route('/wps/v2/wallets', wallet);
// both cashier route files: one session and real-account check per call
app.use('/wps/cashier/*', requireSession, requireRealAccount);
app.route('/wps/cashier', cashier);
app.route('/wps/cashier', withdrawals);
app.use('/wps/protection/*', requireSession, requireRealAccount);
app.route('/wps/protection', protection);
// the agent centre's three areas, one session, real-account and agent check per call
// (/wps/agent/affiliate above stays public: it answers before these run)
app.use('/wps/agent/*', requireSession, requireRealAccount, requireAgent);
app.route('/wps/agent', agentTeam);
app.route('/wps/agent', agentReports);
app.route('/wps/agent', agentContracts);
app.use('/wps/rebate/*', requireSession, requireRealAccount);
app.route('/wps/rebate', rebate);
app.use('/wps/vip/*', requireSession, requireRealAccount);
app.route('/wps/vip', vip);
app.use('/wps/rewards/*', requireSession, requireRealAccount);
app.route('/wps/rewards', rewards);
app.use('/wps/referral/*', requireSession, requireRealAccount);
app.route('/wps/referral', referral);
app.use('/wps/missions/*', requireSession, requireRealAccount);
app.route('/wps/missions', missions);
app.use('/wps/rescue/*', requireSession, requireRealAccount);
app.route('/wps/rescue', rescue);
app.use('/wps/redEnvelope/*', requireSession, requireRealAccount);
app.use('/wps/redEnvelope', requireSession, requireRealAccount);
app.route('/wps/redEnvelope', redEnvelope);
// feedback, support tickets and the credit report
for (const path of ['/wps/feedback', '/wps/support/*', '/wps/tickets/*', '/wps/report/*']) app.use(path, requireSession, requireRealAccount);
app.route('/wps', support);
app.route('/wps/captcha', captcha);
app.route('/wps/promotion', promotions);
app.route('/wps/points', points);
app.route('/wps', content);
app.route('/lgw/games/favourite', favourites);
app.route('/wps/game', launch);
app.route('/wps/game', lotteryLobby);
app.route('/wps/relay/message', messages);
app.route('/wps', service);
app.route('/lgw/games', games);
app.route('/lgw', play);
app.route('/vendor', lotteryVendor);
app.route('/vendor', vendor);
app.route('/seamless', seamless);
app.route('/payments', payments);
app.route('/__admin/play', playAdmin);
app.route('/img', images);
app.route('/downloads', downloads);
app.route('/service', servicePages);
app.route('/__admin/promotions', promotionsAdmin);
app.route('/__admin/content', contentAdmin);
app.route('/__admin/protection', protectionAdmin);
// bench only (npm run bench): seeding, kept apart from the product's routes
app.route('/__admin/agent/bench-team', benchAdmin);
app.route('/__admin/agent', agentAdmin);
app.route('/__admin/redEnvelope', redEnvelopeAdmin);
app.route('/__admin/points', pointsAdmin);
app.route('/__admin/support', supportAdmin);
// the operator's endpoints by area (routes/admin-*.ts): /__admin/health is open, every other
// /__admin call from here on needs the token, checked once here
app.get('/__admin/health', (c) => c.text('ok'));
app.use('/__admin/*', adminToken);
app.route('/__admin', adminSystem);
app.route('/__admin', adminCashier);
app.route('/__admin', adminMemberCentre);
app.route('/__admin', adminAccounts);
app.route('/social', socialProvider);

app.notFound((c) => fail(c, 404, 'NOT_FOUND', 'Not found'));
app.onError((err, c) => {
  // a claim whose batch met a break or self-exclusion started while it was in flight: nothing moved (queries/money/claims.ts)
  if (isClaimRefusal(err)) return fail(c, 403, 'SELF_EXCLUDED', 'A break or self-exclusion is running: nothing is paid');
  // a money assertion broken at the ledger's boundary: nothing was written; one line says which and where
  if (isMoneyAssertion(err)) {
    console.error(JSON.stringify({ event: 'money_assertion', path: c.req.path, message: err.message }));
    return fail(c, 500, 'UNKNOWN', 'Internal error');
  }
  console.error(err);
  return fail(c, 500, 'UNKNOWN', 'Internal error');
});

/** HTTP, plus the Cron Trigger of wrangler.toml: a lottery draw for every lottery game, then its bets settle; withdrawals auto-confirm; contracts settle. */
export default {
  fetch: app.fetch,
  scheduled: (_event: ScheduledController, env: AppEnv['Bindings'], ctx: ExecutionContext) => {
    const live = { env, executionCtx: ctx };
    ctx.waitUntil(
      drawLotteries(env.DB)
        .then(() => settleLotteryBets(env))
        // the settled bets' wins on every open page
        .then(() => liveNotes(live)),
    );
    // docs/product.md 4: a paid-out withdrawal nobody answered in time counts as received
    const now = Date.now();
    ctx.waitUntil(autoConfirmWithdrawals(env.DB, now).then(() => liveAutoReceived(live, now)));
    // docs/product.md 4: contract settlements (real-time wages every 5 minutes, the others at their period's end), each period once
    ctx.waitUntil(runSettlements(env.DB, CONTRACT_KINDS, Date.now()).then(() => liveNotes(live)));
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;
