import { useSyncExternalStore } from 'react';
import { getMaintenanceUntil, setMaintenanceUntil, subscribeBrandNotice } from '@client/lib/live/brand-notice';
import { useBrandTime } from '@client/lib/brand-time';
import { useTranslation } from '@client/lib/use-translation';

/**
 * The brand's notice that maintenance is about to start (the live channel's maintenance event),
 * on every open page of a member, until closed or over. The status region is always there so a
 * screen reader announces the notice when it fills.
 */
export function MaintenanceNotice() {
  const { t } = useTranslation();
  const { dateTime } = useBrandTime();
  const until = useSyncExternalStore(subscribeBrandNotice, getMaintenanceUntil, () => null);
  const end = until === null ? Number.NaN : Date.parse(until);
  return (
    <div role="status" className="maintenance-notice-region">
      {until !== null && (
        <p className="maintenance-notice" data-testid="maintenance-notice">
          <span>{Number.isNaN(end) ? t('live.maintenanceSoon') : t('live.maintenance', { time: dateTime(end) })}</span>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setMaintenanceUntil(null)}>
            {t('common.close')}
          </button>
        </p>
      )}
    </div>
  );
}
