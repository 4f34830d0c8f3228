/** The account an agent registers for a downline (shared/validation/downline-form.ts): the brand's rules for the three fields it types, nothing else. */
import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '@shared/api';
import { downlineFieldErrors } from '@shared/validation/downline-form';

const rule = (acceptedPattern: string, patternId: string, minLength: number, maxLength: number) => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const settings = {
  captchaEnabled: true,
  smsVerification: true,
  fields: {
    username: rule('^[a-zA-Z][a-zA-Z0-9]*$', 'letter_first', 6, 16),
    password: rule('^[a-zA-Z0-9]+$', 'letters_digits', 6, 20),
    confirmPassword: rule('^[a-zA-Z0-9]+$', 'letters_digits', 6, 20),
    mobileNum: rule('^[0-9]+$', 'digits', 9, 11),
    captcha: rule('^[0-9]+$', 'digits', 4, 4),
  },
} as unknown as RegisterSettings;

describe('downline account rules', () => {
  it('accepts a good account without the player-only fields (mobile, SMS code, captcha, agreements)', () => {
    expect(downlineFieldErrors({ username: 'team01', password: 'Down1234', confirmPassword: 'Down1234' }, settings)).toEqual({});
  });

  it('applies the brand’s pattern and length to the username and password, and the confirmation', () => {
    const errors = downlineFieldErrors({ username: '9team', password: 'abc', confirmPassword: 'abd' }, settings);
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'password', 'username']);
    expect(errors.confirmPassword?.key).toBe('validation.inconsistent_twice');
    expect(downlineFieldErrors({ username: '', password: 'Down1234', confirmPassword: 'Down1234' }, settings).username?.key).toBe('validation.not_empty');
  });
});
