/**
 * A deposit order's payment, confirmed by the provider's notice (routes/payments.ts) or by the
 * operator (routes/admin-cashier.ts): domain/deposits.ts payDeposit pays it once and audits the
 * attempt; the member's open pages hear of a payment that moved money.
 */
import type { Context } from 'hono';
import { payDeposit } from '../domain/deposits';
import { liveMoney } from '../domain/live';
import type { AppEnv } from '../env';
import { refusal } from './answer';
import { ok } from './envelope';

/** Pays an order once: answers whether this call moved the money. */
export async function confirmDeposit(c: Context<AppEnv>, orderNo: string, amount: number | null, by: string) {
  const paid = await payDeposit(c.env.DB, orderNo, amount, by);
  if (!paid.ok) return refusal(c, paid);
  const { merchant, memberId, amount: credited, moved, ...answer } = paid.value;
  if (moved) liveMoney(c, merchant, memberId, 'deposit.paid', { orderNo, amount: credited });
  return ok(c, answer);
}
