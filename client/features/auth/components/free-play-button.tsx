import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { loadFreePlay } from '../free-play-chunk';

/**
 * docs/product.md 2.3 demo button: logs in a trial account (type 4) when free play is on; a refusal
 * shows beside it (in the phone's tab bar, just above the bar: layout.css). The header and the
 * login dialog show its label; the tab bar gives its own look and content (icon and label).
 * The call and what follows it are their own chunk, usually run before the tap (auth-modals.tsx).
 */
export function FreePlayButton({ className = 'btn btn-ghost', children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { api, session, ui } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setBusy(true);
    setError('');
    const play = await loadFreePlay().catch(() => null);
    try {
      if (!play) throw new Error('free play chunk not loaded');
      await play.startFreePlay(api, { session, ui, queryClient, navigate });
    } catch (err) {
      // a chunk that did not load reads as the network failure it is
      setError(t(play ? play.loginErrorKey(err) : 'auth.error.NETWORK'));
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
