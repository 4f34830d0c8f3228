/**
 * /vendor/*: a stand-in for a third-party game vendor, on this gateway's own origin (a
 * launch CDN host). The game page exchanges its one-time launch ticket for a vendor
 * session, commits a server seed per round and settles the round through the operator's
 * seamless-wallet callback (domain/vendor.ts, domain/seamless.ts): debit the bet, credit
 * the win, each idempotent on the round id.
 */
import { Hono } from 'hono';
import { vendorRoundSchema, vendorTicketSchema } from '@shared/api/play';
import { BIG_WIN, liveBrand } from '../domain/live';
import { commitRound, openVendorSession, playRound, sessionGame, type CommitValue, type RoundValue, type VendorSessionValue } from '../domain/vendor';
import { jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { answer, refusal } from '../lib/answer';
import { requireVendorSession, type VendorEnv } from '../middleware/vendor-session';
import { vendorLang } from '../vendor/i18n';
import { gameCss, gamePage, gameScript, PAGE_CSP } from '../vendor/page';

export const vendor = new Hono<VendorEnv>();

const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };

// the page and its script in the launch's language (the `lang` of the game_url, docs/product.md 7.2)
vendor.get('/play', (c) => c.html(gamePage(vendorLang(c.req.query('lang'))), 200, { ...noStore, 'content-security-policy': PAGE_CSP }));
vendor.get('/game.js', (c) =>
  c.body(gameScript(vendorLang(c.req.query('lang'))), 200, { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' }),
);
vendor.get('/game.css', (c) => c.body(gameCss, 200, { 'content-type': 'text/css; charset=utf-8', 'x-content-type-options': 'nosniff' }));

vendor.post('/api/session', async (c) => {
  const body = await jsonBody(c, vendorTicketSchema);
  if (!body.ok) return body.response;
  const opened = await openVendorSession(c.env.DB, body.data.ticket, Date.now());
  return answer<VendorSessionValue>(c, opened);
});

vendor.use('/api/*', (c, next) => (c.req.path.endsWith('/api/session') ? next() : requireVendorSession(c, next)));

vendor.post('/api/me', async (c) => {
  const me = await sessionGame(c.env.DB, c.var.vendorSession);
  return answer<Omit<VendorSessionValue, 'token'>>(c, me);
});

vendor.post('/api/commit', async (c) => ok<CommitValue>(c, await commitRound(c.env.DB, c.var.vendorSession, Date.now())));

/** Plays a committed round. Playing a settled round again answers the same result and moves nothing. */
vendor.post('/api/play', async (c) => {
  const body = await jsonBody(c, vendorRoundSchema);
  if (!body.ok) return body.response;
  const played = await playRound(c.env, c.var.vendorSession, body.data);
  if (!played.ok) return refusal(c, played);
  const { round, credited } = played.value;
  if (credited && credited.amount >= BIG_WIN) liveBrand(c, c.var.vendorSession.merchant_code, 'win.big', credited);
  return ok<RoundValue>(c, round);
});
