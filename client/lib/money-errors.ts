import type { PinAttempts, WithdrawableLimit } from '@shared/api/cashier';
import { ApiFailure } from './api-client';

/** How a refusal's numbers are written: the brand's money and time formatters (useBrandMoney, useBrandTime's `at`). */
export interface RefusalFormat {
  money: (amount: number) => string;
  time: (ms: number) => string;
}

/** The numbers of a money refusal for its text ({{count}}, {{time}}, {{amount}}), or undefined. The count is a number: i18next picks the plural form (`_one`, `_other`) only for one. */
export function moneyErrorVars(error: unknown, format: RefusalFormat): Record<string, string | number> | undefined {
  if (!(error instanceof ApiFailure) || error.value === null || typeof error.value !== 'object') return undefined;
  const v = error.value as Partial<PinAttempts & WithdrawableLimit & { perDay: number; until: number }>;
  const vars: Record<string, string | number> = {};
  if (typeof v.triesLeft === 'number') vars.count = v.triesLeft;
  if (typeof v.lockedUntil === 'number') vars.time = format.time(v.lockedUntil);
  // SECOND_FACTOR_COOLING: when the factor this session added may prove its money steps
  if (typeof v.until === 'number') vars.time = format.time(v.until);
  if (typeof v.perDay === 'number') vars.count = v.perDay;
  if (typeof v.withdrawable === 'number') vars.amount = format.money(v.withdrawable);
  return Object.keys(vars).length > 0 ? vars : undefined;
}
