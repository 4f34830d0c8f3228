/**
 * The refusals every way money leaves the member answers alike, audited where the rule says
 * so: the payment PIN's (domain/payment-pin.ts), OVER_WITHDRAWABLE with the numbers the pages
 * show (domain/money-out.ts), and a request id used before for another amount or receiver.
 */
import type { WithdrawableLimit } from '@shared/api/cashier';
import { MoneyAssertionError } from '../db/queries/money/assert';
import { auditCall, type Caller } from './caller';
import { refuse, type Refusal } from './outcome';
import { checkPaymentPin } from './payment-pin';

/** The PIN with its tries counted: null when right, else the refusal with the tries left or the lock's end. */
export async function pinRefusal(db: D1Database, who: Caller, pin: string | undefined, action: string): Promise<Refusal | null> {
  const refused = await checkPaymentPin(db, { merchant: who.merchant, memberId: who.member.id, ip: who.ip, action }, pin);
  return refused && refuse(refused.status, refused.code, refused.message, refused.value);
}

/** 400 OVER_WITHDRAWABLE with the withdrawable amount and the turnover still outstanding, audited. */
export async function overWithdrawableRefusal(db: D1Database, who: Caller, action: string, amount: number, limit: WithdrawableLimit): Promise<Refusal> {
  await auditCall(db, who, action, amount, null, 'OVER_WITHDRAWABLE');
  return refuse(400, 'OVER_WITHDRAWABLE', `More than the withdrawable amount: ${limit.withdrawable}`, {
    withdrawable: limit.withdrawable,
    turnoverOutstanding: limit.turnoverOutstanding,
  });
}

/** 409 IDEMPOTENCY_KEY_REUSED: a request id used before for another amount (or card, or receiver), audited; never answered as the first call. */
export async function keyReusedRefusal(db: D1Database, who: Caller, amount: number, ref: string): Promise<Refusal> {
  await auditCall(db, who, 'IDEMPOTENCY', amount, ref, 'KEY_REUSED');
  return refuse(409, 'IDEMPOTENCY_KEY_REUSED', 'This request id was used before for another amount; use a new one');
}

/** Whether an error is a broken money assertion (queries/money/assert.ts): a bug, answered 500 with its log line, nothing written. */
export const isMoneyAssertion = (error: unknown): error is MoneyAssertionError => error instanceof MoneyAssertionError;
