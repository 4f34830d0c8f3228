/** /__admin/cashier/* and /__admin/ledger/check (operator, X-Admin-Token: gateway/index.ts): deposits, withdrawals, the payment password's lock, the ledger's proof and the money audit. */
import { Hono } from 'hono';
import { z } from 'zod';
import { findMemberByUsername } from '../db/queries/accounts';
import { audit, listAudit } from '../domain/audit';
import { checkLedger } from '../db/queries/ledger';
import { unlockPin } from '../db/queries/payment-pin';
import { autoConfirm, cashierSettings, findWithdrawal, markPaid, rejectWithdrawal } from '../db/queries/withdrawals';
import { confirmDeposit } from '../lib/confirm-deposit';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { liveAutoReceived, liveMember, liveMoney } from '../domain/live';
import { badBody, body, memberRefSchema } from '../lib/admin-body';

export const adminCashier = new Hono<AppEnv>();

/** The operator confirms a deposit order was paid (the same once-only path as the provider's notice). */
adminCashier.post('/cashier/deposits/confirm', async (c) => {
  const input = await body(c, z.object({ orderNo: z.string().min(1).max(40) }));
  if (!input) return badBody(c);
  return confirmDeposit(c, input.orderNo, null, 'operator');
});

const orderRef = z.object({ orderNo: z.string().min(1).max(40) });

/** The operator pays a requested withdrawal out: it counts as received after the brand's minutes unless the member answers. */
adminCashier.post('/cashier/withdrawals/pay', async (c) => {
  const input = await body(c, orderRef);
  if (!input) return badBody(c);
  const w = await findWithdrawal(c.env.DB, input.orderNo);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such withdrawal');
  const minutes = (await cashierSettings(c.env.DB, w.merchant_code))?.auto_confirm_minutes ?? 30;
  const now = Date.now();
  if (!(await markPaid(c.env.DB, w.order_no, now, now + minutes * 60_000))) return fail(c, 409, 'NOT_CONFIRMABLE', 'Only a requested withdrawal is paid out');
  await audit(c.env.DB, {
    merchant: w.merchant_code,
    memberId: w.member_id,
    action: 'WITHDRAW_PAID',
    amount: w.amount,
    ref: w.order_no,
    ip: 'operator',
    result: 'PAID',
    at: now,
  });
  liveMember(c, w.merchant_code, w.member_id, 'withdrawal.paid', { orderNo: w.order_no, amount: w.amount });
  return ok(c, { orderNo: w.order_no, status: 'paid' });
});

/** The operator rejects a requested withdrawal: the held money goes back to the wallet, once. */
adminCashier.post('/cashier/withdrawals/reject', async (c) => {
  const input = await body(c, orderRef);
  if (!input) return badBody(c);
  const w = await findWithdrawal(c.env.DB, input.orderNo);
  if (!w) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such withdrawal');
  if (w.status !== 'requested') return fail(c, 409, 'NOT_CONFIRMABLE', 'Only a requested withdrawal is rejected');
  const refunded = await rejectWithdrawal(c.env.DB, w, Date.now());
  await audit(c.env.DB, {
    merchant: w.merchant_code,
    memberId: w.member_id,
    action: 'WITHDRAW_REJECTED',
    amount: w.amount,
    ref: w.order_no,
    ip: 'operator',
    result: refunded.ok && !refunded.duplicate ? 'REFUNDED' : 'DUPLICATE',
    at: Date.now(),
  });
  liveMoney(c, w.merchant_code, w.member_id, 'withdrawal.rejected', { orderNo: w.order_no, amount: w.amount });
  return ok(c, { orderNo: w.order_no, status: 'rejected' });
});

/** What the Cron Trigger does, now or at a given time (tests): unanswered paid-out withdrawals count as received. */
/** The operator lifts a member's payment PIN lock (a fresh count of tries; the lock history stays, so the next lock is longer). */
adminCashier.post('/cashier/payment-password/unlock', async (c) => {
  const input = await body(c, memberRefSchema);
  if (!input) return badBody(c);
  const row = await findMemberByUsername(c.env.DB, input.merchantCode, input.username);
  if (!row) return fail(c, 404, 'NOT_FOUND', 'No such member');
  const lifted = await unlockPin(c.env.DB, row.id);
  await audit(c.env.DB, {
    merchant: input.merchantCode,
    memberId: row.id,
    action: 'PAYMENT_PIN_UNLOCK',
    amount: null,
    ref: 'operator',
    ip: null,
    result: lifted ? 'UNLOCKED' : 'NOT_LOCKED',
    at: Date.now(),
  });
  return ok(c, { unlocked: lifted });
});

adminCashier.post('/cashier/withdrawals/auto-confirm', async (c) => {
  const input = await body(c, z.object({ now: z.number().int().optional() }));
  if (!input) return badBody(c);
  const now = input.now ?? Date.now();
  const confirmed = await autoConfirm(c.env.DB, now);
  liveAutoReceived(c, now);
  return ok(c, { confirmed });
});

/** The ledger's proof (queries/ledger.ts): every stored balance recomputed from its entries. */
adminCashier.get('/ledger/check', async (c) => ok(c, await checkLedger(c.env.DB)));

/** The money audit of one member (newest first, at most 100): who, when, from where, how much, with what result. */
adminCashier.get('/cashier/audit', async (c) => {
  const memberId = Number(c.req.query('memberId'));
  if (!Number.isInteger(memberId) || memberId <= 0) return fail(c, 400, 'BAD_REQUEST', 'memberId is needed');
  return ok(c, await listAudit(c.env.DB, memberId));
});
