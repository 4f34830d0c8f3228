/** The birthday check of docs/product.md 5 and 10 (shared/birthday.ts): nobody under 21, real dates only. */
import { describe, expect, it } from 'vitest';
import { birthdayProblem, birthdayProblemAt, todayIn } from '@shared/birthday';

describe('birthdayProblem', () => {
  it('refuses anyone under 21, counting whole years up to the birthday itself', () => {
    expect(birthdayProblem('2005-11-26', '2026-11-26')).toBeNull();
    expect(birthdayProblem('2005-11-27', '2026-11-26')).toBe('underage');
    expect(birthdayProblem('2005-12-01', '2026-11-26')).toBe('underage');
    expect(birthdayProblem('2010-01-01', '2026-11-26')).toBe('underage');
    expect(birthdayProblem('1960-05-05', '2026-11-26')).toBeNull();
  });

  it('a 29 February birthday turns a year older on 1 March of a common year', () => {
    expect(birthdayProblem('2004-02-29', '2025-02-28')).toBe('underage');
    expect(birthdayProblem('2004-02-29', '2025-03-01')).toBeNull();
  });

  it('refuses what is not a real date, a future one or one before 1900', () => {
    for (const bad of ['', 'x', '2001-02-30', '2001-13-01', '01-02-2001', '2001-2-3', '1899-12-31', '2030-01-01']) {
      expect(birthdayProblem(bad, '2026-11-26'), bad).toBe('invalid');
    }
  });

  it('today is a calendar date in the given zone', () => {
    const at = Date.UTC(2026, 10, 26, 20, 0);
    expect(todayIn('UTC', at)).toBe('2026-11-26');
    expect(todayIn('Asia/Ho_Chi_Minh', at)).toBe('2026-11-27');
  });

  it("counts the age on the brand's day at its zone boundary, not UTC's", () => {
    // Asia/Ho_Chi_Minh is UTC+7: its 27 November 2026 begins at 17:00 UTC on the 26th
    const midnightInHanoi = Date.UTC(2026, 10, 26, 17, 0);
    expect(birthdayProblemAt('2005-11-27', 'Asia/Ho_Chi_Minh', midnightInHanoi - 1)).toBe('underage');
    expect(birthdayProblemAt('2005-11-27', 'Asia/Ho_Chi_Minh', midnightInHanoi)).toBeNull();
    // the same moment in UTC is still the 26th: under 21 there
    expect(birthdayProblemAt('2005-11-27', 'UTC', midnightInHanoi)).toBe('underage');
    // a zone behind UTC: New York's 26 November begins at 05:00 UTC
    expect(birthdayProblemAt('2005-11-26', 'America/New_York', Date.UTC(2026, 10, 26, 4, 59))).toBe('underage');
    expect(birthdayProblemAt('2005-11-26', 'America/New_York', Date.UTC(2026, 10, 26, 5, 0))).toBeNull();
  });
});
