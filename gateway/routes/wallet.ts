/**
 * The wallet (token required): /wps/v2/wallets/* the main balance and the vendor-wallet moves
 * of transferFund, /wps/member/info/funds/consolidated every wallet at once. Thin: parse, call
 * the ledger, answer. Moves are once per requestId and audited.
 */
import { type Context, Hono } from 'hono';
import type { Balance } from '@shared/contract';
import { recallSchema, vendorTransferSchema, type ConsolidatedFunds } from '@shared/contract-cashier';
import { walletBalance } from '../db/queries/accounts';
import { audit } from '../domain/audit';
import { hasVendorWallets, isVendorWallet, listVendorWallets, moveVendorWallet, recallVendorWallets } from '../db/queries/wallets';
import { currencySymbol, toBalance } from '../domain/accounts';
import { recallKey, toConsolidated, vendorTransferKey } from '../domain/wallet';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';
import { requireRealAccount, requireSession } from '../middleware/session';
import { liveMoney } from '../domain/live';

export const wallet = new Hono<AppEnv>();
/** Mounted at /wps/member/info/funds. */
export const funds = new Hono<AppEnv>();

wallet.use('*', requireSession);
funds.use('*', requireSession);

wallet.get('/balance', async (c) => {
  const [main, multi] = await Promise.all([walletBalance(c.env.DB, c.var.session.member_id), hasVendorWallets(c.env.DB, c.var.merchant.code)]);
  return ok<Balance>(c, toBalance(main, c.var.merchant.currency, !multi));
});

async function consolidated(c: Context<AppEnv>, memberId: number): Promise<ConsolidatedFunds> {
  const [main, rows] = await Promise.all([walletBalance(c.env.DB, memberId), listVendorWallets(c.env.DB, c.var.merchant.code, memberId)]);
  return toConsolidated(main, rows, currencySymbol(c.var.merchant.currency));
}

funds.get('/consolidated', async (c) => ok<ConsolidatedFunds>(c, await consolidated(c, c.var.session.member_id)));

const trail = (c: Context<AppEnv>, action: string, amount: number | null, ref: string, result: string) =>
  audit(c.env.DB, { merchant: c.var.merchant.code, memberId: c.var.member.id, action, amount, ref, ip: clientIp(c), result, at: Date.now() });

/** Into a vendor's wallet from the main one, or back; once per requestId. */
wallet.post('/transfer', requireRealAccount, async (c) => {
  const body = await jsonBody(c, vendorTransferSchema);
  if (!body.ok) return body.response;
  const { vendor, direction, amount, requestId } = body.data;
  const memberId = c.var.member.id;
  const key = vendorTransferKey(memberId, requestId);
  if (!(await isVendorWallet(c.env.DB, c.var.merchant.code, vendor))) {
    await trail(c, 'VENDOR_TRANSFER', amount, key, 'NOT_A_VENDOR_WALLET');
    return fail(c, 404, 'NOT_A_VENDOR_WALLET', 'This vendor has no wallet of its own');
  }
  const moved = await moveVendorWallet(c.env.DB, { memberId, vendor, key, amount: direction === 'in' ? amount : -amount, now: Date.now() });
  await trail(
    c,
    direction === 'in' ? 'VENDOR_IN' : 'VENDOR_OUT',
    amount,
    `${key}:${vendor}`,
    moved.ok ? (moved.duplicate ? 'DUPLICATE' : 'MOVED') : moved.reason,
  );
  if (!moved.ok) return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  if (!moved.duplicate)
    liveMoney(c, c.var.merchant.code, memberId, 'transfer', { direction: direction === 'in' ? 'out' : 'in', via: 'vendor', vendor, amount });
  return ok<ConsolidatedFunds>(c, await consolidated(c, memberId));
});

/** Every vendor wallet's whole balance back to the main wallet, in one batch. */
wallet.post('/recall', requireRealAccount, async (c) => {
  const body = await jsonBody(c, recallSchema);
  if (!body.ok) return body.response;
  const memberId = c.var.member.id;
  const before = await listVendorWallets(c.env.DB, c.var.merchant.code, memberId);
  const key = recallKey(memberId, body.data.requestId);
  const moved = await recallVendorWallets(c.env.DB, { memberId, vendors: before.map((w) => w.vendor_code), key, now: Date.now() });
  const total = before.reduce((sum, w) => sum + w.balance, 0);
  await trail(c, 'VENDOR_RECALL', total, key, moved.ok ? (moved.duplicate ? 'DUPLICATE' : 'MOVED') : moved.reason);
  if (!moved.ok) return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  if (!moved.duplicate && total > 0) liveMoney(c, c.var.merchant.code, memberId, 'transfer', { direction: 'in', via: 'vendor', amount: total });
  return ok<ConsolidatedFunds>(c, await consolidated(c, memberId));
});
