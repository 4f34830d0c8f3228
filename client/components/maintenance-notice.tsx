import { useSyncExternalStore } from 'react';
import { getMaintenanceUntil, setMaintenanceUntil, subscribeBrandNotice } from '@client/lib/live/brand-notice';
import { useBrandTime } from '@client/lib/brand-time';
import { useTranslation } from '@client/lib/use-translation';

/**
 * The brand's notice that maintenance is about to start (the live channel's maintenance event,
 * which only a member's page follows), on every open page of a member, until closed or over.
 * It fills the status region the layout always renders (client/layout/app-layout.tsx), so a
 * screen reader announces it; it comes in the member chunk (client/layout/member-header.tsx).
 */
export function MaintenanceNotice() {
  const { t } = useTranslation();
  const { dateTime } = useBrandTime();
  const until = useSyncExternalStore(subscribeBrandNotice, getMaintenanceUntil, () => null);
  if (until === null) return null;
  const end = Date.parse(until);
  return (
    <p className="maintenance-notice" data-testid="maintenance-notice">
      <span>{Number.isNaN(end) ? t('live.maintenanceSoon') : t('live.maintenance', { time: dateTime(end) })}</span>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setMaintenanceUntil(null)}>
        {t('common.close')}
      </button>
    </p>
  );
}
