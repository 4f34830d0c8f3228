import { describe, expect, it } from 'vitest';
import { cardNumberValid, depositFee, withdrawable } from '@shared/cashier-rules';

describe('cashier rules', () => {
  it('card numbers of 16 to 19 digits pass the Luhn check; bank accounts need digits only', () => {
    expect(cardNumberValid('4111111111111111')).toBe(true);
    expect(cardNumberValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('0123456789')).toBe(true);
    expect(cardNumberValid('01234')).toBe(false);
    expect(cardNumberValid('0123-456789')).toBe(false);
  });

  it('bonus money is withdrawable once its turnover is staked', () => {
    expect(withdrawable(1_000, 0, 0)).toEqual({ withdrawable: 1_000, turnoverOutstanding: 0 });
    expect(withdrawable(1_000, 300, 100)).toEqual({ withdrawable: 700, turnoverOutstanding: 200 });
    expect(withdrawable(1_000, 300, 300)).toEqual({ withdrawable: 1_000, turnoverOutstanding: 0 });
    expect(withdrawable(100, 300, 0)).toEqual({ withdrawable: 0, turnoverOutstanding: 300 });
  });

  it('fees round up to a whole unit', () => {
    expect(depositFee(200_000, 100)).toBe(2_000);
    expect(depositFee(150, 100)).toBe(2);
    expect(depositFee(150, 0)).toBe(0);
  });
});

describe('bonus turnover progress', () => {
  it('counts later stakes to the oldest bonus not yet met first; stakes before a bonus do not count', async () => {
    const { bonusProgress } = await import('@shared/cashier-rules');
    const progress = bonusProgress(
      [
        { id: 1, amount: 100, at: 10 },
        { id: 2, amount: 50, at: 20 },
      ],
      [
        { amount: 30, at: 5 },
        { amount: 80, at: 15 },
        { amount: 60, at: 25 },
      ],
    );
    expect(progress.map((b) => [b.id, b.turnoverRequired, b.turnoverDone])).toEqual([
      [1, 100, 100],
      [2, 50, 40],
    ]);
  });
});
