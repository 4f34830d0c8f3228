import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginErrorKey } from '../login-errors';

/**
 * An account form's call: the submit button is disabled while it runs, and a failure becomes
 * the form's translated SPEC.md 8 error (loginFailedKey as in loginErrorKey). What the player
 * typed stays, since the form's own state is not touched.
 */
export function useFormCall() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const run = async (call: () => Promise<void>, loginFailedKey?: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setFormError(t(loginErrorKey(error, loginFailedKey)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, setFormError, run };
}
