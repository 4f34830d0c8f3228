import type { PinAttempts, WithdrawableLimit } from '@shared/contract-cashier';
import { ApiFailure } from './api-client';

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
