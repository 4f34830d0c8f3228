/** Cashier rules: no Hono context, no SQL. */
import { depositFee } from '@shared/cashier-rules';
import type { DepositChannel, DepositOrder, PayTo } from '@shared/api/cashier';
import type { DepositChannelRow, DepositOrderRow } from '../db/queries/cashier';
import { randomString } from './accounts';

/** A pending deposit order waits this long for its payment. */
export const DEPOSIT_ORDER_TTL_MS = 30 * 60_000;

export const toDepositChannel = (r: DepositChannelRow): DepositChannel => ({
  id: r.id,
  type: r.type,
  name: r.name,
  min: r.min_amount,
  max: r.max_amount,
  presets: JSON.parse(r.presets) as number[],
  feeBps: r.fee_bps,
  payTo: JSON.parse(r.pay_to) as PayTo,
});

export const toDepositOrder = (r: DepositOrderRow): DepositOrder => ({
  orderNo: r.order_no,
  channelId: r.channel_id,
  amount: r.amount,
  fee: r.fee,
  reference: r.reference,
  status: r.status === 'pending' && r.expires_at <= Date.now() ? 'expired' : r.status,
  payTo: JSON.parse(r.pay_to) as PayTo,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  paidAt: r.paid_at,
});

/** null when the amount fits the channel, else why not. */
export function amountProblem(channel: DepositChannelRow, amount: number): 'AMOUNT_OUT_OF_RANGE' | null {
  return Number.isInteger(amount) && amount >= channel.min_amount && amount <= channel.max_amount ? null : 'AMOUNT_OUT_OF_RANGE';
}

/** A new order for a member on a channel. */
export function newDepositOrder(channel: DepositChannelRow, memberId: number, amount: number, requestId: string, now: number): DepositOrderRow {
  const orderNo = `D${now.toString(36).toUpperCase()}${randomString(6, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`;
  return {
    order_no: orderNo,
    merchant_code: channel.merchant_code,
    member_id: memberId,
    channel_id: channel.id,
    amount,
    fee: depositFee(amount, channel.fee_bps),
    // short enough to type into a bank transfer's note, unambiguous characters only
    reference: randomString(8, '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'),
    status: 'pending',
    pay_to: channel.pay_to,
    request_id: requestId,
    created_at: now,
    expires_at: now + DEPOSIT_ORDER_TTL_MS,
    paid_at: null,
  };
}
