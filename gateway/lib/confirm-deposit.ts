/**
 * A deposit order's payment, confirmed by the provider's notice (routes/payments.ts) or by the
 * operator (routes/admin-cashier.ts): the order is paid and the wallet credited once, under the
 * ledger key deposit:<orderNo>, and the attempt audited either way.
 */
import type { Context } from 'hono';
import { findOrder, payOrder } from '../db/queries/cashier';
import { audit } from '../domain/audit';
import { liveMoney } from '../domain/live';
import type { AppEnv } from '../env';
import { fail, ok } from './envelope';

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
  if (outcome.ok && !duplicate) liveMoney(c, order.merchant_code, order.member_id, 'deposit.paid', { orderNo, amount: order.amount });
  return ok(c, { orderNo, status: 'paid', duplicate });
}
