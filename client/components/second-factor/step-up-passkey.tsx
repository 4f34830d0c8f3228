import { useRef, useState } from 'react';
import { PASSKEY_PATHS } from '@shared/api/passkeys';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { errorKey } from '@client/lib/errors';
import { assertPasskey, passkeyCancelled } from '@client/lib/passkeys';
import type { StepUp } from '@client/lib/use-step-up';
import { useTranslation } from '@client/lib/use-translation';

const ERRORS = { SECOND_FACTOR_WRONG: 'passkeys.error.refused', SECOND_FACTOR_LOCKED: 'passkeys.error.locked' };

/**
 * "Use a passkey" in a money form that asked for the second factor: the device's prompt answers
 * a challenge the gateway issued for this session, and the form is sent again with it.
 */
export function StepUpPasskey({ stepUp }: { stepUp: StepUp }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const button = useRef<HTMLButtonElement>(null);

  const use = async () => {
    setBusy(true);
    setError('');
    try {
      const assertion = await assertPasskey(await api.send('POST', PASSKEY_PATHS.stepOptions));
      stepUp.answerWithPasskey({ kind: 'passkey', assertion });
      button.current?.form?.requestSubmit();
    } catch (err) {
      if (!passkeyCancelled(err)) setError(t(errorKey(err, ERRORS, 'passkeys.error.refused')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormAlert message={error} />
      <button ref={button} type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={() => void use()}>
        {t('passkeys.secondStep.use')}
      </button>
    </>
  );
}
