import { useState } from 'react';
import { useApp } from '@client/app/app-context';
import { freePlay } from '../api/session-calls';
import { loginErrorKey } from '../login-errors';
import { useCompleteLogin } from './use-complete-login';

/**
 * SPEC.md 2.3 demo: logs in a trial account (type 4). Shared by the free play buttons of the
 * header and the login dialog and by the phone tab bar's free play tab, so each starts it
 * the same way; `errorKey` is the refusal's translation key, empty while there is none.
 */
export function useFreePlay() {
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState('');
  const start = async (): Promise<string> => {
    setBusy(true);
    setErrorKey('');
    try {
      await completeLogin(await freePlay(api), 'social');
      return '';
    } catch (err) {
      const key = loginErrorKey(err);
      setErrorKey(key);
      return key;
    } finally {
      setBusy(false);
    }
  };
  return { start, busy, errorKey };
}
