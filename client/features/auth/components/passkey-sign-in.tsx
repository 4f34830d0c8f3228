import { useEffect, useState } from 'react';
import { FormAlert } from '@client/components/ui/text-field';
import { passkeysUsableHere } from '@client/lib/passkeys';
import { useTranslation } from '@client/lib/use-translation';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { loginErrorKey } from '../login-errors';

/**
 * "Sign in with a passkey": one tap, the device's fingerprint, face or PIN, and the member is in.
 * Shown only where the browser can use passkeys (and not on a page opened at an IP address, for
 * which browsers refuse them); the library loads on the tap.
 */
export function PasskeySignIn() {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const { signIn, busy } = usePasskeySignIn((e) => setError(t(loginErrorKey(e))), false);
  // known only in the browser: the server's render (and hydration) shows no button
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysUsableHere()), []);
  if (!supported) return null;
  return (
    <div className="passkey-sign-in">
      <button
        type="button"
        className="btn btn-ghost btn-block"
        disabled={busy}
        onClick={() => {
          setError('');
          signIn();
        }}
      >
        {t('login.passkey')}
      </button>
      <FormAlert message={error} />
    </div>
  );
}
