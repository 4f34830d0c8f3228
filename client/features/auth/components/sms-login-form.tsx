import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPhone } from '../../../../shared/validation/patterns';
import { useApp } from '../../../app/app-context';
import { FormAlert } from '../../../components/ui/text-field';
import { sendLoginSms } from '../api/recovery-calls';
import { login } from '../api/session-calls';
import { useCodeSender } from '../hooks/use-code-sender';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorKey } from '../login-errors';
import { CodeField, PhoneFields, type PhoneValue } from './phone-fields';

/**
 * SPEC.md 2.4, 4, 5 login by mobile number and SMS code (MOBILEVERCODELOGIN3): mobileNum
 * required and valid, code required; the send button is throttled to one press a second and
 * then counts down expiredMinutes x 60 s. What the player typed stays on any error.
 */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { api, ui } = useApp();
  const completeLogin = useCompleteLogin();
  const sender = useCodeSender();
  const [phone, setPhone] = useState<PhoneValue>({ countryDialingCode: '84', mobileNum: '' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobileNum?: string; code?: string }>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const phoneError = () => {
    const mobile = phone.mobileNum.trim();
    if (!mobile) return t('validation.not_empty', { field: t('register.field.mobileNum') });
    if (!isValidPhone(mobile, phone.countryDialingCode)) return t('login.error.mobileInvalid');
    return undefined;
  };

  const send = () => {
    const mobileNum = phoneError();
    setErrors({ mobileNum });
    setFormError('');
    setNotice('');
    if (mobileNum) return;
    void sender
      .press(async () => {
        const answer = await sendLoginSms(api, { countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum.trim() });
        setNotice(t('login.codeSent'));
        return Date.now() + answer.expiredMinutes * 60_000;
      })
      // SPEC.md 8: an SMS send failure is a warning popup with a submit-labelled button
      .catch((error: unknown) => ui.getState().showWarning({ messageKey: loginErrorKey(error), confirmKey: 'common.submit' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { mobileNum: phoneError(), code: code.trim() ? undefined : t('validation.not_empty', { field: t('register.field.verificationCode') }) };
    setErrors(found);
    setFormError('');
    if (found.mobileNum || found.code) return;
    setBusy(true);
    try {
      const answer = await login(api, { type: 'sms', countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum.trim(), verificationCode: code.trim() });
      await completeLogin(answer, 'sms');
    } catch (error) {
      setFormError(t(loginErrorKey(error, 'auth.error.CODE_INVALID')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <PhoneFields value={phone} onChange={setPhone} error={errors.mobileNum} />
      <CodeField value={code} onValue={setCode} error={errors.code} secondsLeft={sender.secondsLeft} sending={sender.sending} onSend={send} />
      {notice && !formError && <p className="form-notice" role="status">{notice}</p>}
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.login')}
      </button>
    </form>
  );
}
