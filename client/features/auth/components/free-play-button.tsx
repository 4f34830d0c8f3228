import { useState, type ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { freePlay } from '../api/session-calls';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorKey } from '../login-errors';

/**
 * docs/product.md 2.3 demo button: logs in a trial account (type 4) when free play is on; a refusal
 * shows beside it (in the phone's tab bar, just above the bar: layout.css). The header and the
 * login dialog show its label; the tab bar gives its own look and content (icon and label).
 */
export function FreePlayButton({ className = 'btn btn-ghost', children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setBusy(true);
    setError('');
    try {
      await completeLogin(await freePlay(api), 'social');
    } catch (err) {
      setError(t(loginErrorKey(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void start()} disabled={busy}>
        {children ?? t('auth.demo')}
      </button>
      {error && (
        <span className="header-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
