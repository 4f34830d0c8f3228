/**
 * The wallet (token required): /wps/v2/wallets/* the main balance and the vendor-wallet moves
 * of transferFund, /wps/member/info/funds/consolidated every wallet at once. Thin: parse, call
 * (domain/vendor-wallets.ts), answer. Moves are once per requestId and audited.
 */
import { Hono } from 'hono';
import type { Balance } from '@shared/api';
import { recallSchema, vendorTransferSchema, type ConsolidatedFunds } from '@shared/api/cashier';
import { consolidatedFunds, mainBalance, recallToMain, transferVendorWallet } from '../domain/vendor-wallets';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';
import { requireRealAccount, requireSession } from '../middleware/session';
import { liveMoney } from '../domain/live';

export const wallet = new Hono<AppEnv>();
/** Mounted at /wps/member/info/funds. */
export const funds = new Hono<AppEnv>();

wallet.use('*', requireSession);
funds.use('*', requireSession);

wallet.get(
  '/balance',
  answers('GET /wps/v2/wallets/balance', async (c) => ok<Balance>(c, await mainBalance(c.env.DB, c.var.merchant, c.var.session.member_id))),
);

funds.get(
  '/consolidated',
  answers('GET /wps/member/info/funds/consolidated', async (c) =>
    ok<ConsolidatedFunds>(c, await consolidatedFunds(c.env.DB, c.var.merchant, c.var.session.member_id)),
  ),
);

/** Into a vendor's wallet from the main one, or back; once per requestId. */
wallet.post(
  '/transfer',
  requireRealAccount,
  answers('POST /wps/v2/wallets/transfer', async (c) => {
    const body = await jsonBody(c, vendorTransferSchema);
    if (!body.ok) return body.response;
    const { vendor, direction, amount } = body.data;
    const moved = await transferVendorWallet(c.env.DB, caller(c), c.var.merchant.currency, body.data);
    if (moved.ok && moved.moved)
      liveMoney(c, c.var.merchant.code, c.var.member.id, 'transfer', { direction: direction === 'in' ? 'out' : 'in', via: 'vendor', vendor, amount });
    return answer(c, moved);
  }),
);

/** Every vendor wallet's whole balance back to the main wallet, in one batch. */
wallet.post(
  '/recall',
  requireRealAccount,
  answers('POST /wps/v2/wallets/recall', async (c) => {
    const body = await jsonBody(c, recallSchema);
    if (!body.ok) return body.response;
    const moved = await recallToMain(c.env.DB, caller(c), c.var.merchant.currency, body.data.requestId);
    if (moved.ok && moved.moved && moved.total > 0)
      liveMoney(c, c.var.merchant.code, c.var.member.id, 'transfer', { direction: 'in', via: 'vendor', amount: moved.total });
    return answer(c, moved);
  }),
);
