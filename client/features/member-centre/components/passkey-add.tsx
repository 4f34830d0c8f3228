import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_NAME_MAX } from '@shared/api/passkeys';
import { useApp, useSession } from '@client/app/app-context';
import { StepUpField } from '@client/components/second-factor/step-up-field';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { errorKey } from '@client/lib/errors';
import { passkeyCancelled, webauthn } from '@client/lib/passkeys';
import { useFormCall } from '@client/lib/use-form-call';
import { useStepUp } from '@client/lib/use-step-up';
import { useTranslation } from '@client/lib/use-translation';
import { passkeyCreationOptions, passkeysQuery, registerPasskey } from '../api/passkeys';
import { memberCentreKeys } from '../api/keys';

const ERRORS = { PASSKEY_REFUSED: 'passkeys.error.refused', PASSKEY_CHALLENGE_EXPIRED: 'passkeys.error.expired', BAD_REQUEST: 'passkeys.error.tooMany' };

/**
 * Adding a passkey: its name, then the proof of a factor the account has (a code, a passkey, or
 * with none the login password: StepUpField, once the gateway asks), then the device's own prompt
 * (fingerprint, face, PIN). A session cookie alone adds no passkey.
 */
export function PasskeyAdd() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  // the passkey just added: the status names it as the list does now (renamed since, or gone)
  const [added, setAdded] = useState<string | null>(null);
  const stepUp = useStepUp();
  // a refusal's numbers (tries left, a lock's end) fill its text
  const { busy, formError, setFormError, run } = useFormCall((err) => (passkeyCancelled(err) ? 'passkeys.error.cancelled' : errorKey(err, ERRORS)));
  const list = useQuery({ ...passkeysQuery(api, username), enabled: added !== null });
  const addedName = list.data?.find((p) => p.id === added)?.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setFormError('');
    setAdded(null);
    const label = name.trim();
    if (!label) return setError(t('validation.not_empty', { field: t('passkeys.name') }));
    if (!stepUp.ready()) return;
    await run(async () => {
      const { startRegistration } = await webauthn();
      let made: string | null = null;
      const answered = await stepUp.send(async (secondFactor) => {
        const { challengeId, options } = await passkeyCreationOptions(api, secondFactor);
        const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
        made = (await registerPasskey(api, challengeId, label, response as unknown as Record<string, unknown>)).id;
      });
      if (!answered || !made) return;
      setName('');
      setAdded(made);
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.passkeys(username) });
    });
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
      <StepUpField stepUp={stepUp} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('passkeys.add')}
      </button>
      <FormAlert message={error || formError} />
      {addedName && (
        <p className="passkey-done" role="status">
          {t('passkeys.added', { name: addedName })}
        </p>
      )}
    </form>
  );
}
