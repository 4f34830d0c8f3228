/** /__admin/cashier/* and /__admin/ledger/check (operator, X-Admin-Token: gateway/index.ts): deposits, withdrawals, the payment password's lock, the ledger's proof and the money audit. */
import { Hono } from 'hono';
import { orderRefSchema, withdrawalAutoConfirmSchema } from '@shared/api/cashier';
import { listAudit } from '../domain/audit';
import { autoConfirmWithdrawals, ledgerProof, liftPinLock, payOutWithdrawal, rejectRequestedWithdrawal } from '../domain/cashier-admin';
import { liveAutoReceived, liveMember, liveMoney } from '../domain/live';
import type { AppEnv } from '../env';
import { badBody, body, memberRefSchema, noMember } from '../lib/admin-body';
import { confirmDeposit } from '../lib/confirm-deposit';
import { fail, ok } from '../lib/envelope';
import { refusal } from '../lib/answer';

export const adminCashier = new Hono<AppEnv>();

/** The operator confirms a deposit order was paid (the same once-only path as the provider's notice). */
adminCashier.post('/cashier/deposits/confirm', async (c) => {
  const input = await body(c, orderRefSchema);
  if (!input) return badBody(c);
  return confirmDeposit(c, input.orderNo, null, 'operator');
});

/** The operator pays a requested withdrawal out: it counts as received after the brand's minutes unless the member answers. */
adminCashier.post('/cashier/withdrawals/pay', async (c) => {
  const input = await body(c, orderRefSchema);
  if (!input) return badBody(c);
  const paid = await payOutWithdrawal(c.env.DB, input.orderNo, Date.now());
  if (!paid.ok) return refusal(c, paid);
  const w = paid.value;
  liveMember(c, w.merchant_code, w.member_id, 'withdrawal.paid', { orderNo: w.order_no, amount: w.amount });
  return ok(c, { orderNo: w.order_no, status: 'paid' });
});

/** The operator rejects a requested withdrawal: the held money goes back to the wallet, once. */
adminCashier.post('/cashier/withdrawals/reject', async (c) => {
  const input = await body(c, orderRefSchema);
  if (!input) return badBody(c);
  const rejected = await rejectRequestedWithdrawal(c.env.DB, input.orderNo);
  if (!rejected.ok) return refusal(c, rejected);
  const w = rejected.value;
  liveMoney(c, w.merchant_code, w.member_id, 'withdrawal.rejected', { orderNo: w.order_no, amount: w.amount });
  return ok(c, { orderNo: w.order_no, status: 'rejected' });
});

/** The operator lifts a member's payment PIN lock (a fresh count of tries; the lock history stays, so the next lock is longer). */
adminCashier.post('/cashier/payment-password/unlock', async (c) => {
  const input = await body(c, memberRefSchema);
  if (!input) return badBody(c);
  const lifted = await liftPinLock(c.env.DB, input.merchantCode, input.username);
  return lifted ? ok(c, lifted) : noMember(c);
});

/** What the Cron Trigger does, now or at a given time (tests): unanswered paid-out withdrawals count as received. */
adminCashier.post('/cashier/withdrawals/auto-confirm', async (c) => {
  const input = await body(c, withdrawalAutoConfirmSchema);
  if (!input) return badBody(c);
  const now = input.now ?? Date.now();
  const confirmed = await autoConfirmWithdrawals(c.env.DB, now);
  liveAutoReceived(c, now);
  return ok(c, { confirmed });
});

/** The ledger's proof (queries/money/ledger.ts): every stored balance recomputed from its entries. */
adminCashier.get('/ledger/check', async (c) => ok(c, await ledgerProof(c.env.DB)));

/** The money audit of one member (newest first, at most 100): who, when, from where, how much, with what result. */
adminCashier.get('/cashier/audit', async (c) => {
  const memberId = Number(c.req.query('memberId'));
  if (!Number.isInteger(memberId) || memberId <= 0) return fail(c, 400, 'BAD_REQUEST', 'memberId is needed');
  return ok(c, await listAudit(c.env.DB, memberId));
});
