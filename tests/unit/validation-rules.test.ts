import { describe, it, expect } from 'vitest';
import { formatFieldError, formatRuleMessage } from '@shared/validation/messages';
import { validateField, fieldRule as rule } from '@shared/validation/rules';
import en from '../../locales/en.json';
import cn from '../../locales/cn.json';
import th from '../../locales/th.json';
import vi from '../../locales/vi.json';
import id from '../../locales/id.json';

/** A tiny i18next-like t() over a flat dictionary with {{var}} interpolation. */
const tFor =
  (dict: Record<string, string>) =>
  (key: string, vars: Record<string, unknown> = {}) =>
    (dict[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

const USERNAME = rule('letter_first', '^[a-zA-Z][a-zA-Z0-9]*$', 6, 16);

describe('formatRuleMessage', () => {
  it('replaces (min) and (max) when they differ', () => {
    expect(formatRuleMessage('Username must be (min)-(max) letters or digits', 6, 16)).toBe('Username must be 6-16 letters or digits');
    expect(formatRuleMessage('between (min) and (max)', 2, 5)).toBe('between 2 and 5');
  });

  it('shows one number when min equals max', () => {
    expect(formatRuleMessage('Username must be (min)-(max) letters or digits', 6, 6)).toBe('Username must be 6 letters or digits');
    expect(formatRuleMessage('Must be (min) to (max) digits', 4, 4)).toBe('Must be 4 digits');
    expect(formatRuleMessage('Must be (min) – (max) digits', 4, 4)).toBe('Must be 4 digits');
    expect(formatRuleMessage('须为(min)-(max)位数字', 4, 4)).toBe('须为4位数字');
    expect(formatRuleMessage('須為(min)至(max)位數字', 4, 4)).toBe('須為4位數字');
    expect(formatRuleMessage('Phải gồm (min) đến (max) chữ số', 4, 4)).toBe('Phải gồm 4 chữ số');
    expect(formatRuleMessage('ต้องเป็นตัวเลข (min) ถึง (max) หลัก', 4, 4)).toBe('ต้องเป็นตัวเลข 4 หลัก');
  });

  it('works on every locale template of digits', () => {
    const key = 'validation.pattern.digits';
    expect(formatRuleMessage(en[key], 10, 10)).toBe('Must be 10 digits');
    expect(formatRuleMessage(en[key], 9, 11)).toBe('Must be 9-11 digits');
    expect(formatRuleMessage(cn[key], 10, 10)).toBe('须为10位数字');
    expect(formatRuleMessage(vi[key], 10, 10)).toBe('Phải gồm 10 chữ số');
    expect(formatRuleMessage(th[key], 10, 10)).toBe('ต้องเป็นตัวเลข 10 หลัก');
    expect(formatRuleMessage(id[key], 10, 10)).toBe('Harus 10 angka');
  });
});

describe('validateField', () => {
  it('passes a valid value', () => {
    expect(validateField('player01', USERNAME, 'username')).toBeNull();
  });

  it('reports an empty required field with the field name key', () => {
    expect(validateField('', USERNAME, 'username')).toEqual({ key: 'validation.not_empty', vars: { field: 'register.field.username' } });
    expect(validateField(undefined, USERNAME, 'username')).toEqual({ key: 'validation.not_empty', vars: { field: 'register.field.username' } });
    expect(validateField('   ', USERNAME, 'username')?.key).toBe('validation.not_empty');
  });

  it('accepts an empty optional field but checks a filled one', () => {
    const email = rule('email', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50, false);
    expect(validateField('', email, 'email')).toBeNull();
    expect(validateField('not-an-email', email, 'email')).toEqual({ key: 'validation.pattern.email', vars: { min: 5, max: 50 } });
  });

  it('reports a pattern mismatch with the pattern message and {min, max}', () => {
    expect(validateField('1player', USERNAME, 'username')).toEqual({ key: 'validation.pattern.letter_first', vars: { min: 6, max: 16 } });
  });

  it('reports a length outside min/max with the pattern message', () => {
    expect(validateField('abc', USERNAME, 'username')).toEqual({ key: 'validation.pattern.letter_first', vars: { min: 6, max: 16 } });
    expect(validateField('a'.repeat(17), USERNAME, 'username')?.key).toBe('validation.pattern.letter_first');
  });

  it('counts characters, not UTF-16 units', () => {
    const r = rule('chinese_digits', '', 2, 2);
    expect(validateField('𠮷野', r, 'payeeName')).toBeNull();
  });

  it('trims the username', () => {
    expect(validateField('  player01  ', USERNAME, 'username')).toBeNull();
    expect(validateField(' pass01 ', rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20), 'password')?.key).toBe('validation.pattern.letters_digits');
  });

  it('does not validate a disabled field', () => {
    expect(validateField('', rule('digits', '^[0-9]+$', 5, 12, true, false), 'qqNum')).toBeNull();
    expect(validateField('x', undefined, 'qqNum')).toBeNull();
  });

  it("accepts anything for '*' but still checks the length", () => {
    const r = rule('any', '*', 0, 30, false);
    expect(validateField('any thing #1', r, 'recommenderId')).toBeNull();
    expect(validateField('x'.repeat(31), r, 'recommenderId')).toEqual({ key: 'validation.pattern.any', vars: { min: 0, max: 30 } });
  });

  it('uses the named pattern when no acceptedPattern is sent', () => {
    expect(validateField('2024-02-30', rule('date_ymd', '', 0, 0), 'birthday')?.key).toBe('validation.pattern.date_ymd');
    expect(validateField('2024-02-29', rule('date_ymd', '', 0, 0), 'birthday')).toBeNull();
  });

  it('uses the region digit counts for a phone pattern', () => {
    const phone = rule('phone', '', 0, 0);
    expect(validateField('812345678', phone, 'mobileNum', { countryDialingCode: '66' })).toBeNull();
    expect(validateField('81234567', phone, 'mobileNum', { countryDialingCode: '66' })).toEqual({ key: 'validation.pattern.phone', vars: { min: 9, max: 9 } });
    expect(validateField('1234567', phone, 'mobileNum', { countryDialingCode: '84' })).toEqual({ key: 'validation.pattern.phone', vars: { min: 9, max: 10 } });
  });
});

describe('formatFieldError', () => {
  const t = tFor(en as Record<string, string>);

  it('translates the field name of not_empty', () => {
    expect(formatFieldError(validateField('', USERNAME, 'username')!, t)).toBe('Username cannot be empty');
  });

  it('fills (min)/(max), one number when equal', () => {
    expect(formatFieldError(validateField('abc', USERNAME, 'username')!, t)).toBe('Must be 6-16 letters or digits, starting with a letter');
    const captcha = rule('digits', '^[0-9]+$', 4, 4);
    expect(formatFieldError(validateField('12', captcha, 'captcha')!, t)).toBe('Must be 4 digits');
    expect(formatFieldError(validateField('12', captcha, 'captcha')!, tFor(cn as Record<string, string>))).toBe('须为4位数字');
  });

  it('translates the terms name and the age', () => {
    expect(formatFieldError({ key: 'validation.agree_terms', vars: { terms: 'register.terms' } }, t)).toBe(
      'Please agree to the Terms & Conditions and Privacy Policy',
    );
    expect(formatFieldError({ key: 'validation.confirm_age', vars: { age: 18 } }, t)).toBe('Please confirm that you are 18 years or older');
  });
});
