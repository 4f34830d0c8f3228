import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Link } from 'react-router';
import { resolveLaunchUrl } from '@shared/launch';
import { useApp } from '@client/app/app-context';
import { whitelabelQuery } from '@client/lib/whitelabel';
import { GAME_URL_KEY } from '../hooks/use-launch-game';
import { memberKeys } from '@client/lib/query-keys';

/**
 * The launched game in an iframe (/game, /seamless, the game popup). The stored URL is checked again
 * against launchGameCDNs before it is framed (the CSP frame-src allows only those hosts
 * too). A settled round in the game (or a lottery bet placed or settled) refreshes the header
 * balance, and tells onRoundSettled.
 */
export function GameFrame({ className, url: given, onRoundSettled }: { className?: string; url?: string; onRoundSettled?: () => void }) {
  const { t } = useTranslation();
  const { api, portal, session } = useApp();
  const queryClient = useQueryClient();
  // undefined until read in the browser (the server cannot see sessionStorage)
  const [url, setUrl] = useState<string | null | undefined>(given);

  useEffect(() => {
    // a URL handed over by the launch (game popup) was checked already
    if (given) return;
    let live = true;
    const stored = sessionStorage.getItem(GAME_URL_KEY);
    void queryClient
      .ensureQueryData(whitelabelQuery(api))
      .then((wl) => live && setUrl(stored ? resolveLaunchUrl(stored, wl.launchGameCDNs, portal.launchCdn) : null))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [api, portal.launchCdn, queryClient, given]);

  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || (event.data as { type?: unknown } | null)?.type !== 'vendor:round-settled') return;
      const username = session.getState().session?.username;
      if (username) void queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) });
      onRoundSettled?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, queryClient, session, onRoundSettled]);

  if (url === undefined) return <p className="play-loading">{t('play.loading')}</p>;
  if (url === null)
    return (
      <section className="page-intro">
        <p>{t('play.noGame')}</p>
        <Link to="/" className="btn btn-primary">
          {t('play.backHome')}
        </Link>
      </section>
    );
  return (
    <iframe
      title={t('play.gameFrame')}
      src={url}
      className={className ?? 'game-frame'}
      allow="fullscreen; autoplay"
      sandbox="allow-scripts allow-same-origin allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
