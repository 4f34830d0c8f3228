import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PASSKEY_NAME_MAX, type PasskeySummary } from '@shared/api/passkeys';
import { useApp, useSession } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { errorKey } from '@client/lib/errors';
import { useTranslation } from '@client/lib/use-translation';
import { renamePasskey } from '../api/passkeys';
import { memberCentreKeys } from '../api/keys';

/** A passkey's new name (1-40 characters, as when it was added); the list shows it once saved. */
export function PasskeyRename({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const label = name.trim();
    if (!label) return setError(t('validation.not_empty', { field: t('passkeys.name') }));
    setBusy(true);
    setError('');
    try {
      await renamePasskey(api, passkey.id, label);
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.passkeys(username) });
      onDone();
    } catch (err) {
      setError(t(errorKey(err)));
      setBusy(false);
    }
  };
  return (
    <form className="passkey-rename" onSubmit={submit} noValidate>
      <TextField label={t('passkeys.newName')} name="passkeyNewName" maxLength={PASSKEY_NAME_MAX} value={name} onValue={setName} />
      <div className="passkey-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('passkeys.saveName')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
