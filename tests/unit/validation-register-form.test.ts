import { fieldRule as rule } from '@shared/validation/rules';
import { describe, it, expect } from 'vitest';
import type { FieldRule, RegisterSettings } from '@shared/api';
import {
  effectiveAffiliateCode,
  effectiveRule,
  isRequired,
  placeholderFor,
  validateRegistration,
  visibleFields,
  type RegisterFormOptions,
  type RegistrationValues,
} from '@shared/validation/register-form';

/** The DEMO brand's rules of the reference gateway seed. */
const FIELDS: Record<string, FieldRule> = {
  username: rule('letter_first', '^[a-zA-Z][a-zA-Z0-9]*$', 6, 16),
  password: rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20),
  confirmPassword: rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20),
  mobileNum: rule('digits', '^[0-9]+$', 9, 11),
  email: rule('email', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 50, false),
  payeeName: rule('english_spaces', '^[a-zA-Z ]+$', 2, 50, false),
  referralCode: rule('letters_digits', '^[a-zA-Z0-9]+$', 4, 12, false),
  affiliateCode: rule('letters_digits', '^[a-zA-Z0-9]+$', 4, 12, false),
  captcha: rule('digits', '^[0-9]+$', 4, 4),
  verificationCode: rule('digits', '^[0-9]+$', 0, 255),
  paymentPassword: rule('digits', '^[0-9]+$', 6, 6, false, false),
  qqNum: rule('digits', '^[0-9]+$', 5, 12, false, false),
  line: rule('no_spaces', '^\\S+$', 1, 30, false, false),
  whatsapp: rule('digits', '^[0-9]+$', 8, 15, false, false),
  zalo: rule('digits', '^[0-9]+$', 8, 15, false, false),
  facebook: rule('no_spaces', '^\\S+$', 1, 50, false, false),
  wechat: rule('no_spaces', '^\\S+$', 1, 30, false, false),
  idNumber: rule('letters_digits', '^[a-zA-Z0-9]+$', 6, 20, false, false),
  recommenderId: rule('any', '*', 0, 30, false, false),
};

const settings = (fields: Record<string, FieldRule> = FIELDS): RegisterSettings => ({ captchaEnabled: true, smsVerification: true, fields });
const OPTS: RegisterFormOptions = { type: 'register', smsEnabled: false, captchaShown: false };

const VALID: RegistrationValues = {
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  mobileNum: '0912345678',
  agreeTerms: true,
  confirmAge: true,
};

describe('visibleFields', () => {
  it('shows the enabled fields in order, hiding disabled ones', () => {
    expect(visibleFields(settings(), OPTS)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'payeeName',
      'referralCode',
      'affiliateCode',
    ]);
  });

  it('always shows username, password and confirmPassword in the register type', () => {
    const off = { ...FIELDS, username: { ...FIELDS.username!, enabled: false }, password: { ...FIELDS.password!, enabled: false } };
    expect(visibleFields(settings(off), OPTS).slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
    expect(visibleFields(settings({}), OPTS)).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('shows a field enabled by the server, e.g. paymentPassword', () => {
    const on = { ...FIELDS, paymentPassword: { ...FIELDS.paymentPassword!, enabled: true } };
    expect(visibleFields(settings(on), OPTS)).toContain('paymentPassword');
  });

  it('shows the captcha per the public setting', () => {
    expect(visibleFields(settings(), OPTS)).not.toContain('captcha');
    expect(visibleFields(settings(), { ...OPTS, captchaShown: true }).at(-1)).toBe('captcha');
  });

  it('hides the affiliate code field when the URL carries a code', () => {
    expect(visibleFields(settings(), { ...OPTS, affiliateCodeFromUrl: 'AFF123' })).not.toContain('affiliateCode');
    expect(visibleFields(settings(), { ...OPTS, affiliateCodeFromUrl: '  ' })).toContain('affiliateCode');
    const off = { ...FIELDS, affiliateCode: { ...FIELDS.affiliateCode!, enabled: false } };
    expect(visibleFields(settings(off), OPTS)).not.toContain('affiliateCode');
  });

  it('shows the SMS code only when SMS is enabled, with the mobile number', () => {
    expect(visibleFields(settings(), OPTS)).not.toContain('verificationCode');
    const noMobile = { ...FIELDS, mobileNum: { ...FIELDS.mobileNum!, enabled: false } };
    expect(visibleFields(settings(noMobile), OPTS)).not.toContain('mobileNum');
    const shown = visibleFields(settings(noMobile), { ...OPTS, smsEnabled: true });
    expect(shown).toContain('mobileNum');
    expect(shown.indexOf('verificationCode')).toBe(shown.indexOf('mobileNum') + 1);
  });

  it('always shows mobileNum for registerMobile, without a username', () => {
    const noMobile = { ...FIELDS, mobileNum: { ...FIELDS.mobileNum!, enabled: false } };
    const mobile: RegisterFormOptions = { ...OPTS, type: 'registerMobile' };
    expect(visibleFields(settings(noMobile), mobile)).toEqual(['mobileNum', 'affiliateCode']);
    expect(visibleFields(settings(noMobile), { ...mobile, smsEnabled: true, captchaShown: true, mobileWithPassword: true })).toEqual([
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'captcha',
    ]);
  });
});

describe('isRequired and placeholders', () => {
  it('marks the always-required and configured fields', () => {
    const s = settings();
    expect(isRequired('username', s, OPTS)).toBe(true);
    expect(isRequired('confirmPassword', s, OPTS)).toBe(true);
    expect(isRequired('mobileNum', s, OPTS)).toBe(true);
    expect(isRequired('email', s, OPTS)).toBe(false);
    expect(isRequired('email', settings({ ...FIELDS, email: { ...FIELDS.email!, required: true } }), OPTS)).toBe(true);
    expect(isRequired('qqNum', s, OPTS)).toBe(false); // hidden
    expect(isRequired('captcha', s, { ...OPTS, captchaShown: true })).toBe(true);
    expect(isRequired('verificationCode', s, { ...OPTS, smsEnabled: true })).toBe(true);
  });

  it('puts a ＊ mark in the placeholder of required fields', () => {
    expect(placeholderFor('Username', true)).toBe('Username ＊');
    expect(placeholderFor('E-mail', false)).toBe('E-mail');
  });
});

describe('validateRegistration', () => {
  it('passes a valid form', () => {
    expect(validateRegistration(VALID, settings(), OPTS)).toEqual({});
  });

  it('requires username, password and confirmPassword even when the server says optional', () => {
    const optional = { ...FIELDS, username: { ...FIELDS.username!, required: false }, password: { ...FIELDS.password!, required: false } };
    const errors = validateRegistration({ ...VALID, username: '', password: '', confirmPassword: '' }, settings(optional), OPTS);
    expect(errors.username).toEqual({ key: 'validation.not_empty', vars: { field: 'register.field.username' } });
    expect(errors.password).toEqual({ key: 'validation.not_empty', vars: { field: 'register.field.password' } });
    expect(errors.confirmPassword).toEqual({ key: 'validation.not_empty', vars: { field: 'register.field.confirmPassword' } });
  });

  it('reports a confirmation that differs from the password', () => {
    expect(validateRegistration({ ...VALID, confirmPassword: 'secret13' }, settings(), OPTS)).toEqual({
      confirmPassword: { key: 'validation.inconsistent_twice', vars: {} },
    });
  });

  it('reports pattern and length errors with {min, max}', () => {
    const errors = validateRegistration({ ...VALID, username: '1abcdef', password: 'abc' }, settings(), OPTS);
    expect(errors.username).toEqual({ key: 'validation.pattern.letter_first', vars: { min: 6, max: 16 } });
    expect(errors.password).toEqual({ key: 'validation.pattern.letters_digits', vars: { min: 6, max: 20 } });
  });

  it('checks optional fields only when filled', () => {
    expect(validateRegistration({ ...VALID, email: '' }, settings(), OPTS)).toEqual({});
    expect(validateRegistration({ ...VALID, email: 'x@' }, settings(), OPTS).email?.key).toBe('validation.pattern.email');
  });

  it('requires the mobile number when shown', () => {
    expect(
      validateRegistration({ ...VALID, mobileNum: '' }, settings({ ...FIELDS, mobileNum: { ...FIELDS.mobileNum!, required: false } }), OPTS).mobileNum?.key,
    ).toBe('validation.not_empty');
  });

  it('makes mobileNum required for registerMobile even when disabled', () => {
    const noMobile = settings({ ...FIELDS, mobileNum: { ...FIELDS.mobileNum!, enabled: false, required: false } });
    const mobile: RegisterFormOptions = { ...OPTS, type: 'registerMobile' };
    expect(isRequired('mobileNum', noMobile, mobile)).toBe(true);
    const errors = validateRegistration({ agreeTerms: true, confirmAge: true }, noMobile, mobile);
    expect(errors).toEqual({ mobileNum: { key: 'validation.not_empty', vars: { field: 'register.field.mobileNum' } } });
    expect(validateRegistration({ mobileNum: '0912345678', agreeTerms: true, confirmAge: true }, noMobile, mobile)).toEqual({});
  });

  it('requires the SMS code when SMS is enabled, with length 0..255', () => {
    const sms: RegisterFormOptions = { ...OPTS, smsEnabled: true };
    const optionalCode = settings({ ...FIELDS, verificationCode: rule('digits', '^[0-9]+$', 6, 6, false, false) });
    expect(validateRegistration(VALID, optionalCode, sms).verificationCode).toEqual({
      key: 'validation.not_empty',
      vars: { field: 'register.field.verificationCode' },
    });
    expect(effectiveRule('verificationCode', optionalCode, sms)).toMatchObject({ enabled: true, required: true, minLength: 0, maxLength: 255 });
    expect(validateRegistration({ ...VALID, verificationCode: '1234' }, optionalCode, sms)).toEqual({});
    expect(validateRegistration({ ...VALID, verificationCode: '1'.repeat(256) }, optionalCode, sms).verificationCode).toEqual({
      key: 'validation.pattern.digits',
      vars: { min: 0, max: 255 },
    });
    // not shown, not validated, when SMS is off
    expect(validateRegistration({ ...VALID, verificationCode: 'abc' }, optionalCode, OPTS)).toEqual({});
  });

  it('ignores the affiliate code field when the URL carries one', () => {
    const opts = { ...OPTS, affiliateCodeFromUrl: 'URL1' };
    const required = settings({ ...FIELDS, affiliateCode: { ...FIELDS.affiliateCode!, required: true } });
    expect(validateRegistration(VALID, required, OPTS).affiliateCode?.key).toBe('validation.not_empty');
    expect(validateRegistration({ ...VALID, affiliateCode: '!' }, required, opts)).toEqual({});
    expect(effectiveAffiliateCode({ affiliateCode: 'TYPED1' }, opts)).toBe('URL1');
    expect(effectiveAffiliateCode({ affiliateCode: ' TYPED1 ' }, OPTS)).toBe('TYPED1');
  });

  it('checks the captcha when shown', () => {
    const opts = { ...OPTS, captchaShown: true };
    expect(validateRegistration(VALID, settings(), opts).captcha?.key).toBe('validation.not_empty');
    expect(validateRegistration({ ...VALID, captcha: '12' }, settings(), opts).captcha).toEqual({ key: 'validation.pattern.digits', vars: { min: 4, max: 4 } });
    expect(validateRegistration({ ...VALID, captcha: '1234' }, settings(), opts)).toEqual({});
  });

  it('does not validate disabled fields', () => {
    expect(validateRegistration({ ...VALID, qqNum: 'abc', paymentPassword: 'x' }, settings(), OPTS)).toEqual({});
  });

  it('requires agreeing to the terms and confirming age 18+', () => {
    const errors = validateRegistration({ ...VALID, agreeTerms: false, confirmAge: undefined }, settings(), OPTS);
    expect(errors.agreeTerms).toEqual({ key: 'validation.agree_terms', vars: { terms: 'register.terms' } });
    expect(errors.confirmAge).toEqual({ key: 'validation.confirm_age', vars: { age: 21 } });
    expect(validateRegistration({ ...VALID, agreeTerms: false }, settings(), { ...OPTS, checkAgreements: false })).toEqual({});
  });
});
