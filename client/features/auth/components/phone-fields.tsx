import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** Dialling codes offered by the phone forms (the regions the demo brands serve first). */
export const DIALING_CODES = ['84', '66', '62', '86', '60', '63', '855', '65', '91', '1'] as const;

export interface PhoneValue {
  countryDialingCode: string;
  mobileNum: string;
}

/** Country dialling code and mobile number, each labelled. */
export function PhoneFields({ value, onChange, error }: { value: PhoneValue; onChange: (value: PhoneValue) => void; error?: string }) {
  const { t } = useTranslation();
  const codeId = useId();
  return (
    <div className="phone-row">
      <div className="field phone-code">
        <label htmlFor={codeId}>{t('login.dialingCode')}</label>
        <select id={codeId} value={value.countryDialingCode} onChange={(e) => onChange({ ...value, countryDialingCode: e.target.value })}>
          {DIALING_CODES.map((code) => (
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

/** The code field with its send button and countdown (SPEC.md 4). */
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
      <TextField label={t('register.field.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={value} onValue={onValue} error={error} />
      <button type="button" className="btn btn-secondary code-send" onClick={onSend} disabled={sending || secondsLeft > 0}>
        {secondsLeft > 0 ? t('login.sendAgainIn', { seconds: secondsLeft }) : t('login.sendCode')}
      </button>
    </div>
  );
}
