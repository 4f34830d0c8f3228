import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '../app/app-context';
import { balanceQuery } from '../lib/member';

/** How far (px) a pull from the top of the page must go to refresh. */
const THRESHOLD = 70;

/**
 * Pull-to-refresh of the balance on a phone: a logged-in player who pulls the
 * page down from its top past the threshold gets the balance fetched again; the pull shows
 * an indicator and its state is announced. The browser's own pull-to-reload is turned off
 * while this is on (CSS), so the pull does not reload the page.
 */
export function PullToRefresh() {
  const { t } = useTranslation();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const session = useSession((s) => s.session);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const username = session?.username;
  useEffect(() => {
    if (!username) return;
    const phone = window.matchMedia('(max-width: 899px)');
    // the gesture's code is its own chunk: a member's pull comes well after the page has loaded
    let stop: (() => void) | null = null;
    let live = true;
    void import('./pull-gesture').then(({ watchPull }) => {
      if (!live) return;
      stop = watchPull({
        canStart: () => phone.matches && window.scrollY === 0 && !document.querySelector('dialog[open]'),
        onPull: (distance) => setPull(Math.min(distance, THRESHOLD * 1.5)),
        onRelease: (distance) => {
          if (distance < THRESHOLD) return;
          setRefreshing(true);
          void queryClient.refetchQueries({ queryKey: balanceQuery(api, username).queryKey }).finally(() => setRefreshing(false));
        },
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [api, queryClient, username]);
  if (!username) return null;
  const text = refreshing ? t('mobile.refreshing') : pull >= THRESHOLD ? t('mobile.pullToRefresh') : pull > 0 ? '↓' : '';
  return (
    <div
      className="pull-refresh"
      role="status"
      data-shown={pull > 0 || refreshing || undefined}
      style={{ '--pull': `${refreshing ? THRESHOLD : pull}px` } as CSSProperties}
    >
      {text && <span className="pull-refresh-text">{text}</span>}
    </div>
  );
}
