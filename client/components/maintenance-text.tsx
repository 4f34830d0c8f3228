import { setMaintenanceUntil } from '@client/lib/live/brand-notice';
import { useBrandTime } from '@client/lib/brand-time';
import { useTranslation } from '@client/lib/use-translation';

/** The maintenance notice's text and its close button: a chunk of its own (maintenance-notice.tsx). */
export default function MaintenanceText({ until }: { until: string }) {
  const { t } = useTranslation();
  const { dateTime } = useBrandTime();
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
