/**
 * The member's deposits (routes/cashier.ts, routes/payments.ts): the brand's channels, a pending
 * order to pay into (once per requestId, within every deposit limit, audited), the member's
 * orders, and an order's payment (payDeposit). Rules: domain/cashier.ts.
 */
import { LIMIT_PERIODS, type DepositAllowance } from '@shared/api/protection';
import type { DepositChannel, DepositOrder } from '@shared/api/cashier';
import { type DepositOrderRow, findDepositChannel, findOrder, findOrderByRequest, listDepositChannels, listMemberOrders } from '../db/queries/cashier';
import { payOrder } from '../db/queries/money/deposits';
import { insertOrderWithinLimits } from '../db/queries/protection';
import { audit } from './audit';
import type { Caller } from './caller';
import { amountProblem, newDepositOrder, toDepositChannel, toDepositOrder } from './cashier';
import { keyReusedRefusal } from './money-refusals';
import { done, type Outcome, refuse } from './outcome';
import { limitsInForce, protectionState } from './protection';

export const depositChannels = async (db: D1Database, merchant: string): Promise<DepositChannel[]> =>
  (await listDepositChannels(db, merchant)).map(toDepositChannel);

/**
 * A pending order to pay into; the same requestId answers the same order, and the same requestId
 * with another channel or amount is refused (IDEMPOTENCY_KEY_REUSED, 409). Every attempt but a
 * repeat is audited (DEPOSIT_ORDER).
 */
export async function requestDeposit(db: D1Database, who: Caller, d: { channelId: string; amount: number; requestId: string }): Promise<Outcome<DepositOrder>> {
  const { member } = who;
  const now = Date.now();
  const trail = (result: string, ref: string | null = null) =>
    audit(db, { merchant: who.merchant, memberId: member.id, action: 'DEPOSIT_ORDER', amount: d.amount, ref, ip: who.ip, result, at: now });
  /** The order this request id made: the same call again answers it; another channel or amount under the id is refused. */
  const sameOrder = async (earlier: DepositOrderRow): Promise<Outcome<DepositOrder>> =>
    earlier.amount === d.amount && earlier.channel_id === d.channelId ? done(toDepositOrder(earlier)) : keyReusedRefusal(db, who, d.amount, earlier.order_no);
  const earlier = await findOrderByRequest(db, member.id, d.requestId);
  if (earlier) return sameOrder(earlier);
  const channel = await findDepositChannel(db, who.merchant, d.channelId);
  if (!channel) {
    await trail('CHANNEL_NOT_FOUND');
    return refuse(404, 'CHANNEL_NOT_FOUND', 'No such deposit channel');
  }
  const problem = amountProblem(channel, d.amount);
  if (problem) {
    await trail(problem);
    return refuse(400, problem, `The amount must be between ${channel.min_amount} and ${channel.max_amount}`);
  }
  // player protection: the order is stored only if every deposit limit has room for it
  const limits = limitsInForce((await protectionState(db, who.merchant, member.id)).depositLimits);
  const stored = await insertOrderWithinLimits(db, newDepositOrder(channel, member.id, d.amount, d.requestId, now), limits, LIMIT_PERIODS);
  const order = await findOrderByRequest(db, member.id, d.requestId);
  if (!stored && !order) {
    const { allowance } = await protectionState(db, who.merchant, member.id);
    await trail('DEPOSIT_LIMIT_EXCEEDED');
    return refuse(409, 'DEPOSIT_LIMIT_EXCEEDED', `A deposit limit leaves ${allowance.remaining ?? 0} to deposit`, allowance satisfies DepositAllowance);
  }
  if (!order) return refuse(500, 'UNKNOWN', 'The order was not stored');
  // a twin of this request stored it first (INSERT OR IGNORE): it answers, if it asked the same
  if (!stored) return sameOrder(order);
  await trail('CREATED', order.order_no);
  return done(toDepositOrder(order));
}

export const memberOrders = async (db: D1Database, memberId: number): Promise<DepositOrder[]> => (await listMemberOrders(db, memberId, 20)).map(toDepositOrder);

/** One of the member's own orders (another member's is not found). */
export async function memberOrder(db: D1Database, memberId: number, orderNo: string): Promise<Outcome<DepositOrder>> {
  const order = await findOrder(db, orderNo);
  if (!order || order.member_id !== memberId) return refuse(404, 'ORDER_NOT_FOUND', 'No such order');
  return done(toDepositOrder(order));
}

/** Whether the order exists and is the brand's (a payment notice names both). */
export const brandHasOrder = async (db: D1Database, merchant: string, orderNo: string) => (await findOrder(db, orderNo))?.merchant_code === merchant;

export interface DepositPaid {
  orderNo: string;
  status: 'paid';
  /** an order paid before: this call moved nothing */
  duplicate: boolean;
  merchant: string;
  memberId: number;
  amount: number;
  /** this call credited the wallet (the live notice goes out) */
  moved: boolean;
}

/**
 * A deposit order's payment, confirmed by the provider's notice or by the operator (`by`): the
 * order is paid and the wallet credited once, under the ledger key deposit:<orderNo>, and the
 * attempt audited either way (DEPOSIT_PAID). `amount` null: the order's own (the operator's).
 */
export async function payDeposit(db: D1Database, orderNo: string, amount: number | null, by: string): Promise<Outcome<DepositPaid>> {
  const order = await findOrder(db, orderNo);
  if (!order) return refuse(404, 'ORDER_NOT_FOUND', 'No such order');
  const row = (paid: number, result: string) => ({
    merchant: order.merchant_code,
    memberId: order.member_id,
    action: 'DEPOSIT_PAID',
    amount: paid,
    ref: orderNo,
    ip: by,
    result,
    at: Date.now(),
  });
  const trail = (paid: number, result: string) => audit(db, row(paid, result));
  if (amount !== null && amount !== order.amount) {
    await trail(amount, 'AMOUNT_MISMATCH');
    return refuse(409, 'AMOUNT_MISMATCH', 'The paid amount is not the order amount');
  }
  // the PAID row is written in the payment's batch; a repeat leaves its own DUPLICATE row
  const outcome = order.status === 'paid' ? ({ ok: true, duplicate: true } as const) : await payOrder(db, order, Date.now(), row(order.amount, 'PAID'));
  const duplicate = outcome.ok && outcome.duplicate;
  if (duplicate) await trail(order.amount, 'DUPLICATE');
  return done({
    orderNo,
    status: 'paid',
    duplicate,
    merchant: order.merchant_code,
    memberId: order.member_id,
    amount: order.amount,
    moved: outcome.ok && !duplicate,
  });
}
