import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { TextField } from '@client/components/ui/text-field';
import { countriesQuery } from '../api/register-calls';

export interface PhoneValue {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * Country dialling code and mobile number, each labelled. The codes are the upstream's
 * country list, the same one registration offers (GET /wps/system/countries); until it has
 * loaded, the current code is the only choice.
 */
export function PhoneFields({ value, onChange, error }: { value: PhoneValue; onChange: (value: PhoneValue) => void; error?: string }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const countries = useQuery(countriesQuery(api));
  const listed = countries.data?.countries.map((c) => c.countryDialingCode) ?? [];
  const codes = listed.includes(value.countryDialingCode) || !value.countryDialingCode ? listed : [value.countryDialingCode, ...listed];
  const codeId = useId();
  return (
    <div className="phone-row">
      <div className="field phone-code">
        <label htmlFor={codeId}>{t('login.dialingCode')}</label>
        <select id={codeId} value={value.countryDialingCode} onChange={(e) => onChange({ ...value, countryDialingCode: e.target.value })}>
          {codes.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('register.field.mobileNum')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value.mobileNum}
        onValue={(mobileNum) => onChange({ ...value, mobileNum })}
        error={error}
      />
    </div>
  );
}

/** The code field with its send button and countdown (docs/product.md 4). */
export function CodeField({
  value,
  onValue,
  error,
  secondsLeft,
  sending,
  onSend,
}: {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="code-row">
      <TextField
        label={t('register.field.verificationCode')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={value}
        onValue={onValue}
        error={error}
      />
      <button type="button" className="btn btn-secondary code-send" onClick={onSend} disabled={sending || secondsLeft > 0}>
        {secondsLeft > 0 ? t('login.sendAgainIn', { seconds: secondsLeft }) : t('login.sendCode')}
      </button>
    </div>
  );
}
