/**
 * /seamless/wallet: the operator's seamless-wallet callback. A vendor debits the bet and
 * credits the win of a round here, signing the body with HMAC-SHA256 (X-Vendor-Signature).
 * Thin: check the signature, parse, let the wallet (domain/wallet.ts) move the money, answer.
 */
import { Hono } from 'hono';
import { walletCallbackSchema, type CallbackResult, type WalletCallback } from '@shared/contract-play';
import { sameHex, signCallback } from '../domain/play';
import { applyWalletCallback } from '../domain/wallet';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';

export const seamless = new Hono<AppEnv>();

seamless.post('/wallet', async (c) => {
  const raw = await c.req.text();
  const signature = c.req.header('X-Vendor-Signature') ?? '';
  if (!sameHex(signature, await signCallback(c.env.VENDOR_CALLBACK_SECRET, raw))) return fail(c, 401, 'BAD_SIGNATURE', 'Bad signature');
  let body: WalletCallback;
  try {
    body = walletCallbackSchema.parse(JSON.parse(raw));
  } catch {
    return fail(c, 400, 'BAD_REQUEST', 'Malformed body');
  }
  const outcome = await applyWalletCallback(c.env.DB, body, Date.now());
  if (outcome === 'UNKNOWN_ROUND') return fail(c, 404, 'NOT_FOUND', 'Unknown round');
  if (outcome === 'INSUFFICIENT_FUNDS') return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  if (outcome === 'LOSS_LIMIT_REACHED') return fail(c, 409, 'LOSS_LIMIT_REACHED', 'A loss limit has no room for this stake');
  if (outcome === 'SELF_EXCLUDED') return fail(c, 403, 'SELF_EXCLUDED', 'A break or self-exclusion is running: no stakes');
  return ok<CallbackResult>(c, outcome);
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
