import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { isValidPhone } from '@shared/validation/patterns';
import { useApp } from '@client/app/app-context';
import type { PhoneValue } from '../components/phone-fields';
import { loginErrorKey } from '../login-errors';
import { useCodeSender } from './use-code-sender';

/**
 * The SMS step of the mobile forms (login by SMS, forgot password by phone): the number
 * (required, valid for its dialling code), the send button (throttled, then a countdown to
 * the end time send answers, epoch ms), the "code sent" notice, and docs/product.md 8's warning
 * popup with a submit-labelled button when sending fails.
 */
export function usePhoneCode(send: (phone: PhoneValue) => Promise<number>) {
  const { t } = useTranslation();
  const { ui } = useApp();
  const sender = useCodeSender();
  const [phone, setPhone] = useState<PhoneValue>({ countryDialingCode: '84', mobileNum: '' });
  const [notice, setNotice] = useState('');
  const trimmed = (): PhoneValue => ({ countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum.trim() });

  /** The number's error message, if any. */
  const phoneError = (): string | undefined => {
    const { mobileNum, countryDialingCode } = trimmed();
    if (!mobileNum) return t('validation.not_empty', { field: t('register.field.mobileNum') });
    return isValidPhone(mobileNum, countryDialingCode) ? undefined : t('login.error.mobileInvalid');
  };

  /** The SMS code's error message (required), if any. */
  const codeError = (code: string): string | undefined =>
    code.trim() ? undefined : t('validation.not_empty', { field: t('register.field.verificationCode') });

  /** Checks the number and, when it is good, sends the code; answers the number's error. */
  const sendCode = (): string | undefined => {
    const error = phoneError();
    setNotice('');
    if (error) return error;
    void sender
      .press(async () => {
        const end = await send(trimmed());
        setNotice(t('login.codeSent'));
        return end;
      })
      .catch((failure: unknown) => ui.getState().showWarning({ messageKey: loginErrorKey(failure), confirmKey: 'common.submit' }));
    return undefined;
  };

  return { phone, setPhone, trimmed, phoneError, codeError, sendCode, notice, secondsLeft: sender.secondsLeft, sending: sender.sending };
}
