import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { sendLoginSms } from '../api/recovery-calls';
import { login } from '../api/session-calls';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { exclusionText, loginErrorKey } from '../login-errors';
import { useBrandTime } from '@client/lib/brand-time';
import { useFormCall } from '@client/lib/use-form-call';
import { usePhoneCode } from '../hooks/use-phone-code';
import { CodeField, PhoneFields } from './phone-fields';
import { SecondFactorStep } from './second-factor-step';
import { secondFactorAsked } from '@client/lib/second-factor';
import type { SecondFactorRequired } from '@shared/api/second-factor';

/**
 * docs/product.md 2.4, 4, 5 login by mobile number and SMS code (MOBILEVERCODELOGIN3): mobileNum
 * required and valid, code required; the send button is throttled to one press a second and
 * then counts down expiredMinutes x 60 s. What the player typed stays on any error.
 */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const sms = usePhoneCode(async (phone) => Date.now() + (await sendLoginSms(api, phone)).expiredMinutes * 60_000);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobileNum?: string; code?: string }>({});
  const { busy, formError, setFormError, run } = useFormCall(loginErrorKey);
  const [second, setSecond] = useState<SecondFactorRequired | null>(null);

  const send = () => {
    setErrors({ mobileNum: sms.sendCode() });
    setFormError('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { mobileNum: sms.phoneError(), code: sms.codeError(code) };
    setErrors(found);
    setFormError('');
    if (found.mobileNum || found.code) return;
    await run(async () => {
      try {
        await completeLogin(await login(api, { type: 'sms', ...sms.trimmed(), verificationCode: code.trim() }), 'sms');
      } catch (error) {
        const asked = secondFactorAsked(error);
        if (asked) {
          setSecond(asked);
          return;
        }
        const excluded = exclusionText(t, error, time.at);
        if (!excluded) throw error;
        setFormError(excluded);
      }
    }, 'auth.error.CODE_INVALID');
  };

  if (second) return <SecondFactorStep required={second} via="sms" onBack={() => setSecond(null)} />;

  return (
    <form className="form" onSubmit={submit} noValidate>
      <PhoneFields value={sms.phone} onChange={sms.setPhone} error={errors.mobileNum} />
      <CodeField value={code} onValue={setCode} error={errors.code} secondsLeft={sms.secondsLeft} sending={sms.sending} onSend={send} />
      {sms.notice && !formError && (
        <p className="form-notice" role="status">
          {sms.notice}
        </p>
      )}
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.login')}
      </button>
    </form>
  );
}
