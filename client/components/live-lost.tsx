import { useSyncExternalStore } from 'react';
import { getLiveStatus, subscribeLiveStatus } from '@client/lib/live/live-status';
import { useTranslation } from '@client/lib/use-translation';

/** The header's quiet mark that the page has been without live updates for a while (client/lib/live/live-status.ts). */
export function LiveLost() {
  const { t } = useTranslation();
  const status = useSyncExternalStore(subscribeLiveStatus, getLiveStatus, () => 'off' as const);
  if (status !== 'lost') return null;
  return (
    <span className="live-lost" role="status" data-testid="live-lost">
      {t('live.lost')}
    </span>
  );
}
