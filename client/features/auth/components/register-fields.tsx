import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fieldNameKey } from '@shared/validation/messages';
import { isRequired, placeholderFor, REGISTER_MIN_AGE, type RegisterField } from '@shared/validation/register-form';
import { useApp } from '@client/app/app-context';
import { TextField } from '@client/components/ui/text-field';
import { useTranslation } from '@client/lib/use-translation';
import { countriesQuery } from '../api/register-calls';
import type { RegisterFormState } from '../hooks/use-register-form';
import { CaptchaRow } from './captcha-row';
import { CountryCodeSelect } from './country-code-select';

const PASSWORD_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];
const NUMERIC_FIELDS: readonly RegisterField[] = ['mobileNum', 'verificationCode', 'captcha', 'qqNum', 'whatsapp', 'zalo', 'paymentPassword'];
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
  captcha: 'off',
  paymentPassword: 'off',
};

/** One enabled field of the form, ＊ in its placeholder when required, its message under it. */
function RegisterInput({ form, field }: { form: RegisterFormState; field: RegisterField }) {
  const { t } = useTranslation();
  const label = t(fieldNameKey(field));
  return (
    <TextField
      label={label}
      name={field}
      placeholder={placeholderFor(label, isRequired(field, form.settings, form.opts))}
      type={PASSWORD_FIELDS.includes(field) ? 'password' : field === 'email' ? 'email' : 'text'}
      inputMode={NUMERIC_FIELDS.includes(field) ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[field]}
      value={form.values[field] ?? ''}
      onValue={form.setValue(field)}
      onBlur={() => form.checkOne(field)}
      error={form.errors[field]}
    />
  );
}

/** A field with what goes beside it: the country code before the number, the send button after the SMS code, the image after the captcha. */
export function RegisterFieldRow({ form, field }: { form: RegisterFormState; field: RegisterField }) {
  const { t } = useTranslation();
  const { api, portal } = useApp();
  const countries = useQuery({ ...countriesQuery(api), enabled: field === 'mobileNum' });
  const input = <RegisterInput form={form} field={field} />;
  if (field === 'mobileNum') {
    return (
      <div className="phone-row">
        <CountryCodeSelect
          countries={countries.data?.countries ?? []}
          visitorCountry={countries.data?.visitorCountry ?? ''}
          homeCountry={portal.brand.homeCountry}
          value={form.dialCode}
          onChange={form.setDialCode}
        />
        {input}
      </div>
    );
  }
  if (field === 'verificationCode') {
    const { secondsLeft, sending, send } = form.sms;
    return (
      <div className="sms-row">
        {input}
        <button type="button" className="btn btn-secondary sms-send" onClick={send} disabled={sending || secondsLeft > 0}>
          {secondsLeft > 0 ? t('register.smsResendIn', { seconds: secondsLeft }) : t('register.sendSms')}
        </button>
      </div>
    );
  }
  if (field === 'captcha') {
    return (
      <CaptchaRow image={form.captcha.image} onRefresh={() => void form.captcha.load()}>
        {input}
      </CaptchaRow>
    );
  }
  return input;
}

/** A check box with its label and its message under it. */
function Agreement({ checked, onChange, error, children }: { checked: boolean; onChange: (on: boolean) => void; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <div className="field-inline">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={!!error} aria-describedby={`${id}-err`} />
        <label htmlFor={id}>{children}</label>
      </div>
      <p id={`${id}-err`} className="field-error">
        {error}
      </p>
    </>
  );
}

/** The terms (a link to /help, which closes the dialog) and the age confirmation. */
export function RegisterAgreements({ form, variant }: { form: RegisterFormState; variant: 'modal' | 'page' }) {
  const { t } = useTranslation();
  const { ui } = useApp();
  return (
    <>
      <Agreement checked={form.agreeTerms} onChange={form.setAgreeTerms} error={form.errors.agreeTerms}>
        {t('register.agreePrefix')}{' '}
        <Link to="/help" onClick={() => variant === 'modal' && ui.getState().openAuth(null)}>
          {t('register.terms')}
        </Link>
      </Agreement>
      <Agreement checked={form.confirmAge} onChange={form.setConfirmAge} error={form.errors.confirmAge}>
        {t('register.confirmAge', { age: REGISTER_MIN_AGE })}
      </Agreement>
    </>
  );
}
