/**
 * /seamless/wallet: the operator's seamless-wallet callback. A vendor debits the bet and
 * credits the win of a round here, signing the body with HMAC-SHA256 (X-Vendor-Signature).
 * The round id makes each move idempotent: a retried callback moves money once. A lottery
 * bet is a round too: its bet id is the round id (debit at the bet, credit at settlement).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { walletBalance } from '../db/queries/accounts';
import { findBet } from '../db/queries/lottery';
import { findRound, moveWallet } from '../db/queries/play';
import { sameHex, signCallback } from '../domain/play';
import { LIMIT_PERIODS } from '../../shared/protection-rules';
import { lossGuardStatements } from '../db/queries/protection';
import { lossLimitsInForce } from '../domain/protection';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';

export const seamless = new Hono<AppEnv>();

export const callbackSchema = z.object({
  roundId: z.string().min(8).max(80),
  action: z.enum(['debit', 'credit']),
  amount: z.number().int().min(0).max(1_000_000_000),
  memberId: z.number().int().positive(),
  merchantCode: z.string().min(1),
});
export type WalletCallback = z.infer<typeof callbackSchema>;

export interface CallbackResult {
  balance: number;
  /** true when this round's move had been made before: nothing moved now */
  duplicate: boolean;
}

seamless.post('/wallet', async (c) => {
  const raw = await c.req.text();
  const signature = c.req.header('X-Vendor-Signature') ?? '';
  if (!sameHex(signature, await signCallback(c.env.VENDOR_CALLBACK_SECRET, raw))) return fail(c, 401, 'BAD_SIGNATURE', 'Bad signature');
  let body: WalletCallback;
  try {
    body = callbackSchema.parse(JSON.parse(raw));
  } catch {
    return fail(c, 400, 'BAD_REQUEST', 'Malformed body');
  }
  // a round of the game stand-in, or a lottery bet (its bet id is its round id)
  const round = (await findRound(c.env.DB, body.roundId)) ?? (await findBet(c.env.DB, body.roundId));
  if (!round || round.member_id !== body.memberId || round.merchant_code !== body.merchantCode) return fail(c, 404, 'NOT_FOUND', 'Unknown round');
  const amount = body.action === 'debit' ? -body.amount : body.amount;
  const key = `round:${body.roundId}:${body.action}`;
  const now = Date.now();
  // player protection (issue 14): a stake only while every loss limit has room for it
  const limits = body.action === 'debit' ? await lossLimitsInForce(c.env.DB, body.memberId) : null;
  const guard =
    limits && Object.values(limits).some((l) => l !== null) ? lossGuardStatements(c.env.DB, body.memberId, body.amount, limits, LIMIT_PERIODS, now) : [];
  const moved = await moveWallet(c.env.DB, body.memberId, key, body.action === 'debit' ? 'BET' : 'WIN', amount, now, guard);
  if (!moved.ok && moved.reason === 'LOSS_LIMIT_REACHED') return fail(c, 409, 'LOSS_LIMIT_REACHED', 'A loss limit has no room for this stake');
  if (!moved.ok) return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  return ok<CallbackResult>(c, { balance: await walletBalance(c.env.DB, body.memberId), duplicate: moved.duplicate });
});

/** Sends a signed callback the way a vendor would (the stand-in calls the endpoint in-process). */
export async function sendCallback(env: AppEnv['Bindings'], body: WalletCallback) {
  const raw = JSON.stringify(body);
  const res = await seamless.request(
    '/wallet',
    { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'X-Vendor-Signature': await signCallback(env.VENDOR_CALLBACK_SECRET, raw) } },
    env,
  );
  return (await res.json()) as { success: boolean; code: string; value: CallbackResult | null };
}
