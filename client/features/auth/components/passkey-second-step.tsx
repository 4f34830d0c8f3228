import { useState } from 'react';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { errorKey } from '@client/lib/errors';
import { assertPasskey, passkeyCancelled } from '@client/lib/passkeys';
import { useTranslation } from '@client/lib/use-translation';
import { answerLoginWithPasskey, loginStepOptions } from '../api/passkey-second-step';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { LOGIN_ERRORS } from '../login-errors';

const ERRORS = { ...LOGIN_ERRORS, SECOND_FACTOR_WRONG: 'passkeys.error.refused', SECOND_FACTOR_LOCKED: 'passkeys.error.locked' };

/**
 * The second step of a password login whose account has a second factor (SECOND_FACTOR_REQUIRED
 * with the waiting attempt's challengeId): "Use a passkey" answers it with the device's prompt.
 * An account with only the authenticator app is told so (its code is the authenticator's step).
 * `inline`: only the button (and its error), under the authenticator code's step of an account
 * that has both.
 */
export function PasskeySecondStep({ required, onBack, inline = false }: { required: SecondFactorRequired; onBack: () => void; inline?: boolean }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hasPasskey = required.methods.includes('passkey');
  const challengeId = required.challengeId ?? '';

  const use = async () => {
    setBusy(true);
    setError('');
    try {
      const assertion = await assertPasskey(await loginStepOptions(api, challengeId));
      await completeLogin(await answerLoginWithPasskey(api, challengeId, assertion));
    } catch (err) {
      if (!passkeyCancelled(err)) setError(t(errorKey(err, ERRORS, 'auth.error.UNKNOWN')));
    } finally {
      setBusy(false);
    }
  };

  const button = hasPasskey && (
    <button type="button" className={inline ? 'btn btn-ghost btn-block' : 'btn btn-primary btn-block'} disabled={busy} onClick={() => void use()}>
      {t('passkeys.secondStep.use')}
    </button>
  );
  if (inline)
    return (
      <>
        <FormAlert message={error} />
        {button}
      </>
    );
  return (
    <div className="form">
      <p>{t(hasPasskey ? 'passkeys.secondStep.text' : 'passkeys.secondStep.codeOnly')}</p>
      <FormAlert message={error} />
      {button}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t('common.back')}
        </button>
      </div>
    </div>
  );
}
