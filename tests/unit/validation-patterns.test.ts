import { describe, it, expect, vi } from 'vitest';
import en from '../../locales/en.json';
import {
  compileAcceptedPattern,
  getPattern,
  isCalendarDate,
  isValidPhone,
  matchesAccepted,
  PATTERN_IDS,
  PATTERNS,
  PHONE_DIGITS,
  phoneDigitRange,
} from '@shared/validation/patterns';
import { validateField } from '@shared/validation/rules';

/** Valid and invalid samples for every pattern kind of docs/product.md 5. */
const SAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  any: { valid: ['anything at all', '!@#', 'ไทย'], invalid: [] },
  letters_digits: { valid: ['abc123', 'ABC', '123'], invalid: ['abc 123', 'abc_123', 'tiếng', ''] },
  letter_first: { valid: ['a12345', 'Player9', 'x'], invalid: ['1abc', '_abc', 'ab c', ''] },
  chinese_digits: { valid: ['张三', '李四123', '888'], invalid: ['张 三', 'abc', '张三a'] },
  email: { valid: ['a@b.co', 'player.one+x@mail.example.com'], invalid: ['a@b', 'a b@c.de', '@b.co', 'ab.co'] },
  digits: { valid: ['0', '0912345678'], invalid: ['12a', '12 3', '-1', '１２'] },
  has_uppercase: { valid: ['abcD', 'A', 'pass Word'], invalid: ['abcd', '1234', 'ñandú'] },
  english_spaces: { valid: ['John Smith', 'Nguyen Van A'], invalid: ['Nguyễn Văn A', 'John3', 'O.Brien'] },
  no_spaces: { valid: ['line_id.01', 'ไทย'], invalid: ['a b', ' ab', 'ab\t'] },
  korean: { valid: ['김민수', '한국어'], invalid: ['김 민수', 'Kim', '김1'] },
  thai: { valid: ['สมชาย', 'ภาษาไทย'], invalid: ['สม ชาย', 'Somchai', 'สมชาย1'] },
  thai_english_spaces: { valid: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'], invalid: ['สมชาย1', 'Somchai_J', '张三'] },
  strong_password: { valid: ['Abcdef1!', 'xY9#'], invalid: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1'] },
  full_name: { valid: ['John Smith', 'Nguyễn Văn An', "Mary-Jane O'Neil"], invalid: ['John', 'John  Smith', ' John Smith', 'John Smith2'] },
  full_width_japanese: { valid: ['やまだたろう', 'ヤマダ　タロウ', '山田太郎', 'ＡＢＣ１２３'], invalid: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎'] },
  date_ymd: { valid: ['2024-02-29', '1999-12-31', '2000-01-01'], invalid: ['2024-02-30', '2023-02-29', '1900-02-29', '2024-13-01', '2024-1-01', '01-31-2024'] },
  date_mdy: { valid: ['02-29-2024', '12-31-1999'], invalid: ['02-30-2024', '13-01-2024', '2024-02-29', '2-29-2024'] },
  phone: { valid: ['912345678', '0912345678'], invalid: ['12345', '09123456789012345', '91234567a'] },
};

describe('patterns', () => {
  it('names every pattern kind, keeping the gateway seed ids', () => {
    for (const id of ['letters_digits', 'letter_first', 'digits', 'email', 'english_spaces', 'no_spaces', 'any']) {
      expect(getPattern(id)?.id).toBe(id);
    }
    expect(Object.keys(PATTERNS).sort()).toEqual(Object.values(PATTERN_IDS).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(PATTERNS).sort());
    expect(getPattern('no_such_pattern')).toBeUndefined();
    expect(getPattern('toString')).toBeUndefined();
  });

  it('has a message in en.json for every pattern', () => {
    for (const id of Object.keys(PATTERNS)) expect((en as Record<string, string>)[`validation.pattern.${id}`], id).toBeTruthy();
  });

  for (const [id, { valid, invalid }] of Object.entries(SAMPLES)) {
    describe(id, () => {
      for (const v of valid) it(`accepts ${JSON.stringify(v)}`, () => expect(PATTERNS[id]!.test(v, { countryDialingCode: '84' })).toBe(true));
      for (const v of invalid) it(`rejects ${JSON.stringify(v)}`, () => expect(PATTERNS[id]!.test(v, { countryDialingCode: '84' })).toBe(false));
    });
  }
});

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(isCalendarDate(2024, 4, 31)).toBe(false);
    expect(isCalendarDate(2024, 0, 1)).toBe(false);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
  });
});

describe('phone per region', () => {
  it('maps dialling codes to digit counts', () => {
    expect(PHONE_DIGITS['84']).toEqual([9, 10]);
    expect(PHONE_DIGITS['66']).toEqual([9]);
    expect(phoneDigitRange('62')).toEqual({ min: 9, max: 12 });
    expect(phoneDigitRange('86')).toEqual({ min: 11, max: 11 });
    expect(phoneDigitRange('60')).toEqual({ min: 9, max: 10 });
    expect(phoneDigitRange('63')).toEqual({ min: 10, max: 10 });
    expect(phoneDigitRange('855')).toEqual({ min: 8, max: 9 });
    expect(phoneDigitRange('+1')).toEqual({ min: 10, max: 10 });
    expect(phoneDigitRange('999')).toEqual({ min: 6, max: 15 });
  });

  it('checks the n-digit number of each region', () => {
    expect(isValidPhone('812345678', '66')).toBe(true);
    expect(isValidPhone('0812345678', '66')).toBe(true); // trunk 0 ignored
    expect(isValidPhone('81234567', '66')).toBe(false);
    expect(isValidPhone('13800138000', '86')).toBe(true);
    expect(isValidPhone('1380013800', '86')).toBe(false);
    expect(isValidPhone('81234567890', '62')).toBe(true);
    expect(isValidPhone('81234567', '62')).toBe(false);
    expect(isValidPhone('12345678', '855')).toBe(true);
    expect(isValidPhone('2025550123', '1')).toBe(true);
    expect(isValidPhone('0202555012', '1')).toBe(true); // 10 digits as typed
    expect(isValidPhone('020255501', '1')).toBe(false); // no trunk prefix in NANP
    expect(isValidPhone('+84912345678', '84')).toBe(false);
  });
});

describe('acceptedPattern', () => {
  it("treats '*' and '' as any", () => {
    expect(compileAcceptedPattern('*')).toMatchObject({ any: true, error: null });
    expect(compileAcceptedPattern('')).toMatchObject({ any: true, error: null });
    expect(matchesAccepted(compileAcceptedPattern('*'), 'x y z')).toBe(true);
  });

  it("compiles with the 'u' flag", () => {
    const p = compileAcceptedPattern('^\\p{Script=Thai}+$');
    expect(p.error).toBeNull();
    expect(p.regex?.flags).toContain('u');
    expect(matchesAccepted(p, 'สมชาย')).toBe(true);
    expect(matchesAccepted(p, 'abc')).toBe(false);
  });

  it('treats an invalid regex as any and reports it', () => {
    const p = compileAcceptedPattern('^[a-z');
    expect(p.any).toBe(true);
    expect(p.error).toBeTruthy();
    expect(matchesAccepted(p, 'ANY value')).toBe(true);

    const report = vi.fn();
    const rule = { enabled: true, required: true, acceptedPattern: '^(abc$', patternId: 'letters_digits', minLength: 1, maxLength: 10 };
    expect(validateField('?? ??', rule, 'username', { onInvalidPattern: report })).toBeNull();
    expect(report).toHaveBeenCalledWith('username', '^(abc$', expect.any(String));
  });
});
