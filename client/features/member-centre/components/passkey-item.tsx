import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PasskeySummary } from '@shared/api/passkeys';
import { useApp, useSession } from '@client/app/app-context';
import { StepUpField } from '@client/components/second-factor/step-up-field';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useFormCall } from '@client/lib/use-form-call';
import { useStepUp } from '@client/lib/use-step-up';
import { useTranslation } from '@client/lib/use-translation';
import { removePasskey } from '../api/passkeys';
import { memberCentreKeys } from '../api/keys';
import { PasskeyRename } from './passkey-rename';

/** One passkey: its name, when it was added and last used, renaming it, and removing it (asked twice, then a proof the gateway asks for). */
export function PasskeyItem({ passkey }: { passkey: PasskeySummary }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const stepUp = useStepUp();
  const { busy, formError, run } = useFormCall();
  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (!stepUp.ready()) return;
    await run(async () => {
      if (await stepUp.send((secondFactor) => removePasskey(api, passkey.id, secondFactor)))
        await queryClient.invalidateQueries({ queryKey: memberCentreKeys.passkeys(username) });
    });
  };
  if (renaming)
    return (
      <li className="passkey-item">
        <PasskeyRename passkey={passkey} onDone={() => setRenaming(false)} />
      </li>
    );
  return (
    <li className="passkey-item">
      <div className="passkey-text">
        <strong>{passkey.name}</strong>
        <span>{t('passkeys.createdAt', { time: time.at(passkey.createdAt) })}</span>
        <span>{passkey.lastUsedAt ? t('passkeys.lastUsedAt', { time: time.at(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}</span>
      </div>
      <div className="passkey-actions">
        {confirming ? (
          <form className="passkey-remove" onSubmit={(e) => void remove(e)} noValidate>
            <StepUpField stepUp={stepUp} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('passkeys.confirmRemove', { name: passkey.name })}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </form>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('passkeys.renameNamed', { name: passkey.name })}
              onClick={() => setRenaming(true)}
            >
              {t('passkeys.rename')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('passkeys.removeNamed', { name: passkey.name })}
              onClick={() => setConfirming(true)}
            >
              {t('passkeys.remove')}
            </button>
          </>
        )}
      </div>
      <FormAlert message={formError} />
    </li>
  );
}
