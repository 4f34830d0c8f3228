import type { PinAttempts, WithdrawableLimit } from '@shared/contract-cashier';
import { ApiFailure } from './api-client';

/**
 * The money codes every form that moves money shares (the cashier's and the agent centre's),
 * whose texts show numbers the answer carries: the payment PIN's tries left or the lock's end,
 * the withdrawals a day of the VIP level.
 */
export const MONEY_ERRORS: Readonly<Record<string, string>> = {
  PAYMENT_PASSWORD_WRONG: 'withdraw.errors.passwordTriesLeft',
  PAYMENT_PASSWORD_LOCKED: 'withdraw.errors.passwordLocked',
  DAILY_WITHDRAWALS_REACHED: 'withdraw.errors.dailyLimit',
  IDEMPOTENCY_KEY_REUSED: 'errors.requestReused',
  OVER_WITHDRAWABLE: 'withdraw.errors.overWithdrawableAmount',
};

/** The numbers of a money refusal for its text ({{count}}, {{time}}, {{amount}}), or undefined. */
export function moneyErrorVars(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiFailure) || error.value === null || typeof error.value !== 'object') return undefined;
  const v = error.value as Partial<PinAttempts & WithdrawableLimit & { perDay: number }>;
  const vars: Record<string, string> = {};
  if (typeof v.triesLeft === 'number') vars.count = String(v.triesLeft);
  if (typeof v.lockedUntil === 'number') vars.time = new Date(v.lockedUntil).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
  if (typeof v.perDay === 'number') vars.count = String(v.perDay);
  if (typeof v.withdrawable === 'number') vars.amount = v.withdrawable.toLocaleString();
  return Object.keys(vars).length > 0 ? vars : undefined;
}
