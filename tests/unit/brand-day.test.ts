import { describe, expect, it } from 'vitest';
import { inOneBrandDay } from '../gateway/brand-day';

/** 16:59:59 UTC and 17:00:01 UTC: the last and first seconds of two of the brand's days (UTC+7). */
const BEFORE = Date.UTC(2026, 10, 26, 16, 59, 59);
const AFTER = Date.UTC(2026, 10, 26, 17, 0, 1);

describe('inOneBrandDay (tests of daily rules across 17:00 UTC)', () => {
  it('runs a test that fails across the day boundary once more, in the new day', async () => {
    const times = [BEFORE, AFTER];
    const clock = () => times.shift() ?? AFTER;
    let runs = 0;
    const result = await inOneBrandDay(async () => {
      runs++;
      if (runs === 1) throw new Error('read the board of the next day');
      return 'ok';
    }, clock);
    expect(result).toBe('ok');
    expect(runs).toBe(2);
  });

  it('throws a failure within one day as it is, without running again', async () => {
    let runs = 0;
    const sameDay = () => Date.UTC(2026, 10, 26, 10, 0, 0);
    await expect(
      inOneBrandDay(async () => {
        runs++;
        throw new Error('a real failure');
      }, sameDay),
    ).rejects.toThrow('a real failure');
    expect(runs).toBe(1);
  });

  it('does not run a passing test again, boundary or not', async () => {
    const times = [BEFORE, AFTER];
    let runs = 0;
    expect(
      await inOneBrandDay(
        async () => ++runs,
        () => times.shift() ?? AFTER,
      ),
    ).toBe(1);
    expect(runs).toBe(1);
  });

  it('a second failure after the boundary is thrown', async () => {
    const times = [BEFORE, AFTER];
    let runs = 0;
    await expect(
      inOneBrandDay(
        async () => {
          runs++;
          throw new Error(`failure ${runs}`);
        },
        () => times.shift() ?? AFTER,
      ),
    ).rejects.toThrow('failure 2');
  });
});
