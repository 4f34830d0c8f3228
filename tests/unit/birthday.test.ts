/** The birthday check of SPEC.md 5 and 10 (shared/birthday.ts): nobody under 21, real dates only. */
import { describe, expect, it } from 'vitest';
import { birthdayProblem, todayIn } from '@shared/birthday';

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
});
