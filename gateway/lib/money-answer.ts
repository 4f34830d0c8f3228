/** The refusals every way money leaves the member answers alike (domain/money-out.ts, domain/payment-pin.ts). */
import type { Context } from 'hono';
import type { WithdrawableLimit } from '@shared/api/cashier';
import type { PinRefusal } from '../domain/payment-pin';
import { fail, failWith } from './envelope';

/** 400 OVER_WITHDRAWABLE with the withdrawable amount and the turnover still outstanding. */
export const overWithdrawableAnswer = (c: Context, limit: WithdrawableLimit) =>
  failWith<WithdrawableLimit>(c, 400, 'OVER_WITHDRAWABLE', `More than the withdrawable amount: ${limit.withdrawable}`, {
    withdrawable: limit.withdrawable,
    turnoverOutstanding: limit.turnoverOutstanding,
  });

/** 409 IDEMPOTENCY_KEY_REUSED: a request id seen before with another amount or receiver. */
export const keyReusedAnswer = (c: Context) => fail(c, 409, 'IDEMPOTENCY_KEY_REUSED', 'This request id was used before for another amount; use a new one');

/** The PIN's refusal with its tries left or its lock's end. */
export const pinAnswer = (c: Context, r: PinRefusal) => failWith(c, r.status, r.code, r.message, r.value);
