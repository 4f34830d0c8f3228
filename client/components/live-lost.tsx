import { useSyncExternalStore } from 'react';
import { getLiveStatus, subscribeLiveStatus } from '@client/lib/live/live-status';
import { useTranslation } from '@client/lib/use-translation';

/**
 * The header's quiet mark that the page has been without live updates for a while
 * (client/lib/live/live-status.ts). The status region is always there, empty while the channel
 * holds, so a screen reader announces the mark when it fills (a region added with its text
 * already in is often not read).
 */
export function LiveLost() {
  const { t } = useTranslation();
  const status = useSyncExternalStore(subscribeLiveStatus, getLiveStatus, () => 'off' as const);
  return (
    <span role="status" className="live-lost-region">
      {status === 'lost' && (
        <span className="live-lost" data-testid="live-lost">
          {t('live.lost')}
        </span>
      )}
    </span>
  );
}
