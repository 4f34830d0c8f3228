/**
 * The game vendor stand-in's rules (routes/vendor.ts): a one-time launch ticket becomes a vendor
 * session, a round commits its server seed before it is played, and a played round moves money
 * only through the seamless wallet (domain/seamless.ts): the stake's debit, the win's credit,
 * each once per round id.
 */
import { fairOutcome, sha256Hex, winAmount, type FairOutcome } from '@shared/fair';
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
  type PlayGameRow,
  type RoundRow,
  type VendorSessionRow,
} from '../db/queries/play';
import { playBalance } from '../db/queries/wallets';
import type { Bindings } from '../env';
import { done, refuse, type Outcome } from './outcome';
import { bearerToken, hashToken, newToken } from './accounts';
import { fairGameOf, randomHex, VENDOR_SESSION_TTL_MS } from './play';
import { sendCallback, stakeRefusal } from './seamless';

export type VendorSession = VendorSessionRow;

export interface VendorSessionValue {
  token: string;
  game: { id: string; name: string; kind: 'slot' | 'dice'; minBet: number };
  balance: number;
}

export interface CommitValue {
  roundId: string;
  serverSeedHash: string;
  nonce: number;
}

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

const unknownGame = () => refuse(404, 'NOT_FOUND', 'Unknown game');

/** The vendor session of an `Authorization: Bearer` header, while it lasts; null otherwise. */
export async function vendorSessionOf(db: D1Database, authorization: string | undefined, now: number): Promise<VendorSession | null> {
  const token = bearerToken(authorization);
  return token ? findVendorSession(db, await hashToken(token), now) : null;
}

const gameView = (game: PlayGameRow) => ({ id: game.game_id, name: game.name, kind: fairGameOf(game.category), minBet: game.min_bet });

/** Takes a launch ticket (once, while it lasts) and opens a vendor session on its game. */
export async function openVendorSession(db: D1Database, ticketToken: string, now: number): Promise<Outcome<VendorSessionValue>> {
  const ticket = await takeTicket(db, await hashToken(ticketToken), now);
  if (!ticket) return refuse(401, 'TICKET_INVALID', 'This game link has expired. Please launch the game again.');
  const game = await findOfferedGame(db, ticket.merchant_code, ticket.game_id);
  if (!game) return unknownGame();
  const token = newToken();
  await createVendorSession(db, {
    token_hash: await hashToken(token),
    member_id: ticket.member_id,
    merchant_code: ticket.merchant_code,
    game_id: ticket.game_id,
    created_at: now,
    expires_at: now + VENDOR_SESSION_TTL_MS,
  });
  return done({ token, game: gameView(game), balance: await playBalance(db, ticket.member_id, ticket.merchant_code, ticket.game_id) });
}

/** The session's game and what the member has to play it with. */
export async function sessionGame(db: D1Database, s: VendorSession): Promise<Outcome<Omit<VendorSessionValue, 'token'>>> {
  const game = await findOfferedGame(db, s.merchant_code, s.game_id);
  if (!game) return unknownGame();
  return done({ game: gameView(game), balance: await playBalance(db, s.member_id, s.merchant_code, s.game_id) });
}

/** A new round: its server seed is drawn and committed (only its hash answered) before the player's seed is known. */
export async function commitRound(db: D1Database, s: VendorSession, now: number): Promise<CommitValue> {
  const serverSeed = randomHex(32);
  const round = {
    round_id: `R${randomHex(12)}`,
    member_id: s.member_id,
    merchant_code: s.merchant_code,
    game_id: s.game_id,
    server_seed: serverSeed,
    server_seed_hash: await sha256Hex(serverSeed),
    nonce: await nextNonce(db, s.member_id),
    created_at: now,
  };
  await createRound(db, round);
  return { roundId: round.round_id, serverSeedHash: round.server_seed_hash, nonce: round.nonce };
}

async function settledView(db: D1Database, r: RoundRow): Promise<RoundValue> {
  return {
    roundId: r.round_id,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed!,
    nonce: r.nonce,
    outcome: JSON.parse(r.outcome!) as FairOutcome,
    bet: r.bet!,
    win: r.win!,
    balance: await playBalance(db, r.member_id, r.merchant_code, r.game_id),
  };
}

/** A played round, and the win the brand hears of when it is a first credit (the caller tells the portal of a big one). */
export interface PlayedRound {
  round: RoundValue;
  credited: { amount: number; game: string } | null;
}

/**
 * Plays a committed round. Playing a settled round again answers the same result and moves
 * nothing (its credit is sent again: a retry the wallet pays once).
 */
export async function playRound(env: Bindings, s: VendorSession, play: { roundId: string; clientSeed: string; bet: number }): Promise<Outcome<PlayedRound>> {
  const db = env.DB;
  const round = await findRound(db, play.roundId);
  if (!round || round.member_id !== s.member_id || round.game_id !== s.game_id) return refuse(404, 'NOT_FOUND', 'Unknown round');
  const callback = { roundId: round.round_id, memberId: s.member_id, merchantCode: s.merchant_code };
  if (round.status === 'settled') {
    if ((round.win ?? 0) > 0) await sendCallback(env, { ...callback, action: 'credit', amount: round.win! });
    return done({ round: await settledView(db, round), credited: null });
  }
  const game = await findOfferedGame(db, s.merchant_code, s.game_id);
  const merchant = await findMerchant(db, s.merchant_code);
  if (!game || !merchant) return unknownGame();
  if (game.maintenance === 1) return refuse(409, 'GAME_MAINTENANCE', 'Game under maintenance');
  if (play.bet < game.min_bet) return refuse(400, 'BAD_REQUEST', `The minimum bet is ${game.min_bet}`);
  const outcome = await fairOutcome(fairGameOf(game.category), round.server_seed, play.clientSeed, round.nonce);
  const win = winAmount(play.bet, outcome);
  // claim the round first: of two concurrent plays of one round only one moves money
  const claimed = await settleRound(db, {
    round_id: round.round_id,
    client_seed: play.clientSeed,
    bet: play.bet,
    win,
    outcome: JSON.stringify(outcome),
    settled_at: Date.now(),
  });
  if (!claimed) return done({ round: await settledView(db, (await findRound(db, round.round_id))!), credited: null });
  const debit = await sendCallback(env, { ...callback, action: 'debit', amount: play.bet });
  if (!debit.ok) {
    await reopenRound(db, round.round_id);
    return stakeRefusal(debit);
  }
  // a failed credit is retried by the next play of this round id (idempotent), like a vendor's retry queue
  let credited: PlayedRound['credited'] = null;
  if (win > 0) {
    const credit = await sendCallback(env, { ...callback, action: 'credit', amount: win });
    if (!credit.ok) return refuse(502, 'UNKNOWN', 'Wallet callback failed');
    if (!credit.value.duplicate) credited = { amount: win, game: game.name };
  }
  return done({ round: await settledView(db, (await findRound(db, round.round_id))!), credited });
}
