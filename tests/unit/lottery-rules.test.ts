import { describe, expect, it } from 'vitest';
import { BIG_FROM, isValidPick, isWinningPick, issueSchedule, lotteryPayout, LOTTERY_RULES, parseDraw, playTypeOf } from '@shared/lottery-rules';

describe('lottery rules (the page states them, the settlement pays them)', () => {
  it("last digit: the fifth number's last digit wins 9.5x, rounded down", () => {
    expect(isWinningPick('DIGIT', '7', '01,02,03,04,17')).toBe(true);
    expect(isWinningPick('DIGIT', '7', '07,02,03,04,18')).toBe(false);
    expect(isWinningPick('DIGIT', '0', '11,22,33,44,00')).toBe(true);
    expect(lotteryPayout('DIGIT', '7', 1000, '01,02,03,04,17')).toBe(9500);
    expect(lotteryPayout('DIGIT', '7', 333, '01,02,03,04,17')).toBe(3163);
    expect(lotteryPayout('DIGIT', '6', 1000, '01,02,03,04,17')).toBe(0);
  });

  it('big / small on the sum of the five numbers', () => {
    expect(BIG_FROM).toBe(248);
    // 99*2 + 50 = 248: big; one less is small
    expect(isWinningPick('BIGSMALL', 'BIG', '99,99,50,00,00')).toBe(true);
    expect(isWinningPick('BIGSMALL', 'SMALL', '99,99,49,00,00')).toBe(true);
    expect(isWinningPick('BIGSMALL', 'BIG', '99,99,49,00,00')).toBe(false);
    expect(lotteryPayout('BIGSMALL', 'SMALL', 1000, '01,02,03,04,17')).toBe(Math.floor(1000 * LOTTERY_RULES.BIGSMALL.odds));
  });

  it('refuses what is not a pick or a draw', () => {
    expect(isValidPick('DIGIT', '10')).toBe(false);
    expect(isValidPick('BIGSMALL', '7')).toBe(false);
    expect(isWinningPick('DIGIT', '10', '01,02,03,04,10')).toBe(false);
    expect(parseDraw('1,2,3,4,5')).toBeNull();
    expect(parseDraw('01,02,03,04')).toBeNull();
    expect(parseDraw('01,02,03,04,05')).toEqual([1, 2, 3, 4, 5]);
    expect(lotteryPayout('DIGIT', '5', 1000, 'garbage')).toBe(0);
  });

  it('the next issue draws at the next five-minute boundary and closes 30 s before', () => {
    const t = Date.UTC(2026, 10, 22, 12, 3, 10);
    expect(issueSchedule(t)).toEqual({ drawAt: Date.UTC(2026, 10, 22, 12, 5, 0), closesAt: Date.UTC(2026, 10, 22, 12, 4, 30) });
    // on the boundary itself the next draw is the following one
    expect(issueSchedule(Date.UTC(2026, 10, 22, 12, 5, 0)).drawAt).toBe(Date.UTC(2026, 10, 22, 12, 10, 0));
  });

  it('the playType query falls back to last digit', () => {
    expect(playTypeOf('BIGSMALL')).toBe('BIGSMALL');
    expect(playTypeOf('nope')).toBe('DIGIT');
    expect(playTypeOf(null)).toBe('DIGIT');
  });
});
