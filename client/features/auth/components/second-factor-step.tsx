import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { SecondFactorCodeField } from '@client/components/second-factor/code-field';
import { codeLooksRight, proofOf } from '@client/lib/second-factor';
import { useFormCall } from '@client/lib/use-form-call';
import { verifyLoginSecondFactor } from '../api/session-calls';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorKey } from '../login-errors';

/**
 * docs/product.md 4 the second factor: a member with an authenticator app logs in in two steps,
 * the password (or SMS code) and then a code from the app or a recovery code; from a new
 * address this code stands in for the SMS one.
 */
export function SecondFactorStep({
  required,
  via,
  onBack,
  children,
}: {
  required: SecondFactorRequired;
  via: 'password' | 'sms';
  onBack: () => void;
  /** another way to answer (a passkey), under the code's button */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const { busy, formError, setFormError, run } = useFormCall(loginErrorKey);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [codeError, setCodeError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    if (!codeLooksRight(code, recovery)) {
      setCodeError(t(recovery ? 'secondFactor.recoveryFormat' : 'secondFactor.codeFormat'));
      return;
    }
    setCodeError('');
    await run(async () => {
      try {
        await completeLogin(await verifyLoginSecondFactor(api, required.challengeId ?? '', proofOf(code, recovery)), via);
      } catch (error) {
        // a wrong or used code is spent: the field is emptied for the next one
        setCode('');
        throw error;
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="second-factor-step">
      <p role="status">{t(required.step === 'NEW_ADDRESS' ? 'secondFactor.newAddressHint' : 'secondFactor.loginHint')}</p>
      <SecondFactorCodeField code={code} onCode={setCode} recovery={recovery} onRecovery={setRecovery} error={codeError} />
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('secondFactor.verify')}
      </button>
      {children}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t('common.back')}
        </button>
      </div>
    </form>
  );
}
