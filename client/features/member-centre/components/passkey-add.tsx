import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_NAME_MAX } from '@shared/api/passkeys';
import { useApp, useSession } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { errorKey } from '@client/lib/errors';
import { passkeyCancelled, webauthn } from '@client/lib/passkeys';
import { useTranslation } from '@client/lib/use-translation';
import { passkeyCreationOptions, passkeysQuery, registerPasskey } from '../api/passkeys';
import { memberCentreKeys } from '../api/keys';

const ERRORS = { PASSKEY_REFUSED: 'passkeys.error.refused', PASSKEY_CHALLENGE_EXPIRED: 'passkeys.error.expired', BAD_REQUEST: 'passkeys.error.tooMany' };

/** Adding a passkey: its name, then the device's own prompt (fingerprint, face, PIN). */
export function PasskeyAdd() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  // the passkey just added: the status names it as the list does now (renamed since, or gone)
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({ ...passkeysQuery(api, username), enabled: added !== null });
  const addedName = list.data?.find((p) => p.id === added)?.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setAdded(null);
    const label = name.trim();
    if (!label) return setError(t('validation.not_empty', { field: t('passkeys.name') }));
    setBusy(true);
    try {
      const { startRegistration } = await webauthn();
      const { challengeId, options } = await passkeyCreationOptions(api);
      const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      const passkey = await registerPasskey(api, challengeId, label, response as unknown as Record<string, unknown>);
      setName('');
      setAdded(passkey.id);
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.passkeys(username) });
    } catch (err) {
      setError(passkeyCancelled(err) ? t('passkeys.error.cancelled') : t(errorKey(err, ERRORS)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="passkey-add" onSubmit={submit} noValidate>
      <TextField
        label={t('passkeys.name')}
        name="passkeyName"
        maxLength={PASSKEY_NAME_MAX}
        placeholder={t('passkeys.namePlaceholder')}
        value={name}
        onValue={setName}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('passkeys.add')}
      </button>
      <FormAlert message={error} />
      {addedName && (
        <p className="passkey-done" role="status">
          {t('passkeys.added', { name: addedName })}
        </p>
      )}
    </form>
  );
}
