import { describe, expect, it } from 'vitest';
import { ApiError, ApiFailure } from '@client/lib/api-client';
import { errorKey } from '@client/lib/errors';
import { formatBrandTime } from '@client/lib/brand-time';
import { formatMoney } from '@client/lib/money';
import { moneyErrorVars as varsOf } from '@client/lib/money-errors';

const format = { money: (n: number) => formatMoney(n, 'VND', 'en'), time: (ms: number) => formatBrandTime(ms, 'Asia/Ho_Chi_Minh') };
const moneyErrorVars = (error: unknown) => varsOf(error, format);

describe('money refusals in the forms', () => {
  it("reads the catalogue's money texts (the same in both centres) and fills the PIN's tries left, the lock's end, the withdrawals a day and the withdrawable amount into their texts", () => {
    const wrong = new ApiFailure('PAYMENT_PASSWORD_WRONG', '', { triesLeft: 3, lockedUntil: null });
    expect(errorKey(wrong)).toBe('withdraw.errors.passwordTriesLeft');
    expect(moneyErrorVars(wrong)).toEqual({ count: 3 });
    const locked = new ApiFailure('PAYMENT_PASSWORD_LOCKED', '', { triesLeft: 0, lockedUntil: Date.UTC(2026, 10, 27, 13, 0) });
    expect(errorKey(locked)).toBe('withdraw.errors.passwordLocked');
    expect(moneyErrorVars(locked)?.time).toBe('2026-11-27 20:00 (GMT+7)');
    expect(moneyErrorVars(new ApiFailure('DAILY_WITHDRAWALS_REACHED', '', { perDay: 3 }))).toEqual({ count: 3 });
    expect(moneyErrorVars(new ApiFailure('OVER_WITHDRAWABLE', '', { withdrawable: 200000, turnoverOutstanding: 50000 }))?.amount).toBe('₫ 200,000');
  });

  it('gives nothing for an answer without numbers', () => {
    expect(moneyErrorVars(new ApiFailure('INSUFFICIENT_FUNDS', '', null))).toBeUndefined();
    expect(moneyErrorVars(new ApiError('NETWORK'))).toBeUndefined();
    expect(moneyErrorVars(new Error('x'))).toBeUndefined();
  });
});
