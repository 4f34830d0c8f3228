import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PasskeySummary } from '@shared/api/passkeys';
import { useApp, useSession } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useTranslation } from '@client/lib/use-translation';
import { removePasskey } from '../api/passkeys';
import { memberCentreKeys } from '../api/keys';

/** One passkey: its name, when it was added and last used, and removing it (asked twice). */
export function PasskeyItem({ passkey }: { passkey: PasskeySummary }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const remove = async () => {
    setError('');
    try {
      await removePasskey(api, passkey.id);
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.passkeys(username) });
    } catch (err) {
      setError(t(errorKey(err)));
    }
  };
  return (
    <li className="passkey-item">
      <div className="passkey-text">
        <strong>{passkey.name}</strong>
        <span>{t('passkeys.createdAt', { time: time.at(passkey.createdAt) })}</span>
        <span>{passkey.lastUsedAt ? t('passkeys.lastUsedAt', { time: time.at(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}</span>
      </div>
      <div className="passkey-actions">
        {confirming ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => void remove()}>
              {t('passkeys.confirmRemove', { name: passkey.name })}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('passkeys.removeNamed', { name: passkey.name })}
            onClick={() => setConfirming(true)}
          >
            {t('passkeys.remove')}
          </button>
        )}
      </div>
      <FormAlert message={error} />
    </li>
  );
}
