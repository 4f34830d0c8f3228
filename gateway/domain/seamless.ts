/**
 * The operator's seamless wallet as a vendor reaches it: a signed callback (HMAC-SHA256 of the
 * body) debits a round's stake or credits its win through the wallet (domain/wallet.ts). The
 * endpoint (routes/seamless.ts) and the in-process vendor stand-ins (game rounds, lottery bets)
 * go through the same check: signature, body, move.
 */
import { walletCallbackSchema, type CallbackResult, type WalletCallback } from '@shared/api/play';
import type { Bindings } from '../env';
import { done, refuse, type Outcome, type Refusal } from './outcome';
import { sameHex, signCallback } from './play';
import { applyWalletCallback } from './wallet';

/** The wallet's answer to a callback: the move, or why not. */
export type CallbackAnswer = Outcome<CallbackResult>;

/** Checks a callback's signature and body, then moves the money once per round and action. */
export async function answerCallback(env: Bindings, raw: string, signature: string, now: number): Promise<CallbackAnswer> {
  if (!sameHex(signature, await signCallback(env.VENDOR_CALLBACK_SECRET, raw))) return refuse(401, 'BAD_SIGNATURE', 'Bad signature');
  let body: WalletCallback;
  try {
    body = walletCallbackSchema.parse(JSON.parse(raw));
  } catch {
    return refuse(400, 'BAD_REQUEST', 'Malformed body');
  }
  const outcome = await applyWalletCallback(env.DB, body, now);
  if (outcome === 'UNKNOWN_ROUND') return refuse(404, 'NOT_FOUND', 'Unknown round');
  if (outcome === 'INSUFFICIENT_FUNDS') return refuse(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  if (outcome === 'LOSS_LIMIT_REACHED') return refuse(409, 'LOSS_LIMIT_REACHED', 'A loss limit has no room for this stake');
  if (outcome === 'SELF_EXCLUDED') return refuse(403, 'SELF_EXCLUDED', 'A break or self-exclusion is running: no stakes');
  if (outcome === 'IDEMPOTENCY_KEY_REUSED') return refuse(409, 'IDEMPOTENCY_KEY_REUSED', 'This round and action moved another amount before');
  return done(outcome);
}

/** Sends a signed callback the way a vendor would (the stand-ins call the wallet in-process). */
export async function sendCallback(env: Bindings, body: WalletCallback): Promise<CallbackAnswer> {
  const raw = JSON.stringify(body);
  return answerCallback(env, raw, await signCallback(env.VENDOR_CALLBACK_SECRET, raw), Date.now());
}

/** A refused stake as the vendor's page answers it: the player's own refusals as they are, any other failure of the wallet a 502. */
export const stakeRefusal = (debit: Refusal): Refusal =>
  ['INSUFFICIENT_FUNDS', 'LOSS_LIMIT_REACHED', 'SELF_EXCLUDED'].includes(debit.code) ? debit : refuse(502, 'UNKNOWN', 'Wallet callback failed');
