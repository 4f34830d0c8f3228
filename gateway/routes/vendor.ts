/**
 * /vendor/*: a stand-in for a third-party game vendor, on this gateway's own origin (a
 * launch CDN host). The game page exchanges its one-time launch ticket for a vendor
 * session, commits a server seed per round and settles the round through the operator's
 * seamless-wallet callback (routes/seamless.ts): debit the bet, credit the win, each
 * idempotent on the round id.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findMerchant } from '../db/queries/merchants';
import {
  createRound,
  createVendorSession,
  findOfferedGame,
  findRound,
  findVendorSession,
  nextNonce,
  reopenRound,
  settleRound,
  takeTicket,
  type RoundRow,
  type VendorSessionRow,
} from '../db/queries/play';
import { bearerToken, hashToken, newToken } from '../domain/accounts';
import { fairGameOf, MAX_BET, randomHex, VENDOR_SESSION_TTL_MS } from '../domain/play';
import { fairOutcome, sha256Hex, winAmount, type FairOutcome } from '@shared/fair';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { vendorLang } from '../vendor/i18n';
import { gameCss, gamePage, gameScript, PAGE_CSP } from '../vendor/page';
import { playBalance } from '../db/queries/wallets';
import { sendCallback } from './seamless';
import { BIG_WIN, liveBrand } from '../domain/live';

type VendorEnv = AppEnv & { Variables: AppEnv['Variables'] & { vendorSession: VendorSessionRow } };

export const vendor = new Hono<VendorEnv>();

const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };

// the page and its script in the launch's language (the `lang` of the game_url, docs/product.md 7.2)
vendor.get('/play', (c) => c.html(gamePage(vendorLang(c.req.query('lang'))), 200, { ...noStore, 'content-security-policy': PAGE_CSP }));
vendor.get('/game.js', (c) =>
  c.body(gameScript(vendorLang(c.req.query('lang'))), 200, { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' }),
);
vendor.get('/game.css', (c) => c.body(gameCss, 200, { 'content-type': 'text/css; charset=utf-8', 'x-content-type-options': 'nosniff' }));

export interface VendorSessionValue {
  token: string;
  game: { id: string; name: string; kind: 'slot' | 'dice'; minBet: number };
  balance: number;
}

vendor.post('/api/session', async (c) => {
  const body = await jsonBody(c, z.object({ ticket: z.string().min(16).max(128) }));
  if (!body.ok) return body.response;
  const now = Date.now();
  const ticket = await takeTicket(c.env.DB, await hashToken(body.data.ticket), now);
  if (!ticket) return fail(c, 401, 'TICKET_INVALID', 'This game link has expired. Please launch the game again.');
  const game = await findOfferedGame(c.env.DB, ticket.merchant_code, ticket.game_id);
  if (!game) return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  const token = newToken();
  await createVendorSession(c.env.DB, {
    token_hash: await hashToken(token),
    member_id: ticket.member_id,
    merchant_code: ticket.merchant_code,
    game_id: ticket.game_id,
    created_at: now,
    expires_at: now + VENDOR_SESSION_TTL_MS,
  });
  return ok<VendorSessionValue>(c, {
    token,
    game: { id: game.game_id, name: game.name, kind: fairGameOf(game.category), minBet: game.min_bet },
    balance: await playBalance(c.env.DB, ticket.member_id, ticket.merchant_code, ticket.game_id),
  });
});

vendor.use('/api/*', async (c, next) => {
  if (c.req.path.endsWith('/api/session')) return next();
  const token = bearerToken(c.req.header('Authorization'));
  const session = token ? await findVendorSession(c.env.DB, await hashToken(token), Date.now()) : null;
  if (!session) return fail(c, 401, 'NOT_LOGGED_IN', 'Game session expired');
  c.set('vendorSession', session);
  await next();
});

vendor.post('/api/me', async (c) => {
  const s = c.var.vendorSession;
  const game = await findOfferedGame(c.env.DB, s.merchant_code, s.game_id);
  if (!game) return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  return ok<Omit<VendorSessionValue, 'token'>>(c, {
    game: { id: game.game_id, name: game.name, kind: fairGameOf(game.category), minBet: game.min_bet },
    balance: await playBalance(c.env.DB, s.member_id, s.merchant_code, s.game_id),
  });
});

export interface CommitValue {
  roundId: string;
  serverSeedHash: string;
  nonce: number;
}

vendor.post('/api/commit', async (c) => {
  const s = c.var.vendorSession;
  const serverSeed = randomHex(32);
  const round = {
    round_id: `R${randomHex(12)}`,
    member_id: s.member_id,
    merchant_code: s.merchant_code,
    game_id: s.game_id,
    server_seed: serverSeed,
    server_seed_hash: await sha256Hex(serverSeed),
    nonce: await nextNonce(c.env.DB, s.member_id),
    created_at: Date.now(),
  };
  await createRound(c.env.DB, round);
  return ok<CommitValue>(c, { roundId: round.round_id, serverSeedHash: round.server_seed_hash, nonce: round.nonce });
});

export interface RoundValue {
  roundId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: FairOutcome;
  bet: number;
  win: number;
  balance: number;
}

const settled = async (c: Context<VendorEnv>, r: RoundRow) =>
  ok<RoundValue>(c, {
    roundId: r.round_id,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed!,
    nonce: r.nonce,
    outcome: JSON.parse(r.outcome!) as FairOutcome,
    bet: r.bet!,
    win: r.win!,
    balance: await playBalance(c.env.DB, r.member_id, r.merchant_code, r.game_id),
  });

/** Plays a committed round. Playing a settled round again answers the same result and moves nothing. */
vendor.post('/api/play', async (c) => {
  const body = await jsonBody(
    c,
    z.object({ roundId: z.string().min(8).max(80), clientSeed: z.string().min(1).max(64), bet: z.number().int().positive().max(MAX_BET) }),
  );
  if (!body.ok) return body.response;
  const s = c.var.vendorSession;
  const round = await findRound(c.env.DB, body.data.roundId);
  if (!round || round.member_id !== s.member_id || round.game_id !== s.game_id) return fail(c, 404, 'NOT_FOUND', 'Unknown round');
  if (round.status === 'settled') {
    // a replayed round re-sends its credit (a retry: the wallet pays it once) and answers the same result
    if ((round.win ?? 0) > 0)
      await sendCallback(c.env, { roundId: round.round_id, memberId: s.member_id, merchantCode: s.merchant_code, action: 'credit', amount: round.win! });
    return settled(c, round);
  }
  const game = await findOfferedGame(c.env.DB, s.merchant_code, s.game_id);
  const merchant = await findMerchant(c.env.DB, s.merchant_code);
  if (!game || !merchant) return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  if (game.maintenance === 1) return fail(c, 409, 'GAME_MAINTENANCE', 'Game under maintenance');
  if (body.data.bet < game.min_bet) return fail(c, 400, 'BAD_REQUEST', `The minimum bet is ${game.min_bet}`);
  const outcome = await fairOutcome(fairGameOf(game.category), round.server_seed, body.data.clientSeed, round.nonce);
  const win = winAmount(body.data.bet, outcome);
  // claim the round first: of two concurrent plays of one round only one moves money
  const claimed = await settleRound(c.env.DB, {
    round_id: round.round_id,
    client_seed: body.data.clientSeed,
    bet: body.data.bet,
    win,
    outcome: JSON.stringify(outcome),
    settled_at: Date.now(),
  });
  if (!claimed) return settled(c, (await findRound(c.env.DB, round.round_id))!);
  const callback = { roundId: round.round_id, memberId: s.member_id, merchantCode: s.merchant_code };
  const debit = await sendCallback(c.env, { ...callback, action: 'debit', amount: body.data.bet });
  if (!debit.success) {
    await reopenRound(c.env.DB, round.round_id);
    if (debit.code === 'INSUFFICIENT_FUNDS') return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
    if (debit.code === 'LOSS_LIMIT_REACHED') return fail(c, 409, 'LOSS_LIMIT_REACHED', 'A loss limit has no room for this stake');
    if (debit.code === 'SELF_EXCLUDED') return fail(c, 403, 'SELF_EXCLUDED', 'A break or self-exclusion is running: no stakes');
    return fail(c, 502, 'UNKNOWN', 'Wallet callback failed');
  }
  // a failed credit is retried by the next play of this round id (idempotent), like a vendor's retry queue
  if (win > 0) {
    const credit = await sendCallback(c.env, { ...callback, action: 'credit', amount: win });
    if (!credit.success) return fail(c, 502, 'UNKNOWN', 'Wallet callback failed');
    if (win >= BIG_WIN && !credit.value?.duplicate) liveBrand(c, s.merchant_code, 'win.big', { amount: win, game: game.name });
  }
  return settled(c, (await findRound(c.env.DB, round.round_id))!);
});
