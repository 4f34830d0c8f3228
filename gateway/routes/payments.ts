/**
 * /payments/notify: the payment provider stand-in's notice that a deposit order was paid,
 * signed with HMAC-SHA256 over the body (X-Payment-Signature). The order is paid and the
 * wallet credited once, under the ledger key deposit:<orderNo>, whatever the retries. An
 * operator confirms the same way from /__admin/cashier/deposits/confirm.
 */
import { Hono, type Context } from 'hono';
import { paymentNoticeSchema } from '@shared/contract-cashier';
import { findOrder, payOrder } from '../db/queries/cashier';
import { audit } from '../domain/audit';
import { sameHex, signCallback } from '../domain/play';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { liveMember } from '../domain/live';

export const payments = new Hono<AppEnv>();

/** Pays an order once: answers whether this call moved the money. */
export async function confirmDeposit(c: Context<AppEnv>, orderNo: string, amount: number | null, by: string) {
  const db = c.env.DB;
  const order = await findOrder(db, orderNo);
  if (!order) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such order');
  if (amount !== null && amount !== order.amount) {
    await audit(db, {
      merchant: order.merchant_code,
      memberId: order.member_id,
      action: 'DEPOSIT_PAID',
      amount,
      ref: orderNo,
      ip: by,
      result: 'AMOUNT_MISMATCH',
      at: Date.now(),
    });
    return fail(c, 409, 'AMOUNT_MISMATCH', 'The paid amount is not the order amount');
  }
  const outcome = order.status === 'paid' ? ({ ok: true, duplicate: true } as const) : await payOrder(db, order, Date.now());
  const duplicate = outcome.ok && outcome.duplicate;
  await audit(db, {
    merchant: order.merchant_code,
    memberId: order.member_id,
    action: 'DEPOSIT_PAID',
    amount: order.amount,
    ref: orderNo,
    ip: by,
    result: duplicate ? 'DUPLICATE' : 'PAID',
    at: Date.now(),
  });
  if (outcome.ok && !duplicate) liveMember(c, order.merchant_code, order.member_id, 'deposit.paid', { orderNo, amount: order.amount });
  return ok(c, { orderNo, status: 'paid', duplicate });
}

payments.post('/notify', async (c) => {
  const raw = await c.req.text();
  if (!sameHex(c.req.header('X-Payment-Signature') ?? '', await signCallback(c.env.PAYMENT_CALLBACK_SECRET, raw)))
    return fail(c, 401, 'BAD_SIGNATURE', 'Bad signature');
  const parsed = paymentNoticeSchema.safeParse(JSON.parse(raw || '{}'));
  if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', 'Malformed notice');
  const order = await findOrder(c.env.DB, parsed.data.orderNo);
  if (!order || order.merchant_code !== parsed.data.merchantCode) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such order');
  return confirmDeposit(c, parsed.data.orderNo, parsed.data.amount, 'provider');
});
