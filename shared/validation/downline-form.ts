/**
 * The account an agent registers for a downline: the brand's registration rules
 * for the fields the agent types (username, password, confirm password), the same patterns,
 * lengths and confirmation as a player's own registration. Contact and profile fields are
 * the downline's own to fill in later. Both the browser and the gateway check with this.
 */
import type { RegisterSettings } from '../api';
import { validateRegistration, type RegistrationErrors } from './register-form';

export const DOWNLINE_FIELDS = ['username', 'password', 'confirmPassword'] as const;
export type DownlineField = (typeof DOWNLINE_FIELDS)[number];

export function downlineFieldErrors(values: { [F in DownlineField]: string }, settings: RegisterSettings): Pick<RegistrationErrors, DownlineField> {
  const all = validateRegistration(values, settings, { type: 'register', smsEnabled: false, captchaShown: false, checkAgreements: false });
  const errors: Pick<RegistrationErrors, DownlineField> = {};
  for (const field of DOWNLINE_FIELDS) if (all[field]) errors[field] = all[field];
  return errors;
}
