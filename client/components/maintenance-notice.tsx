import { useEffect, useState, useSyncExternalStore } from 'react';
import { getMaintenanceStart, getMaintenanceUntil, setMaintenanceUntil, subscribeBrandNotice } from '@client/lib/live/brand-notice';
import { useBrandTime } from '@client/lib/brand-time';
import { useTranslation } from '@client/lib/use-translation';

const MINUTE = 60_000;

/** Whole minutes left until `start` (at least 1 while it is ahead); 0 once it has come (or there is none). */
const minutesTo = (start: number) => (Number.isNaN(start) || start <= Date.now() ? 0 : Math.max(1, Math.ceil((start - Date.now()) / MINUTE)));

/** minutesTo(start), read again every few seconds: the countdown moves on by itself. */
function useMinutesTo(start: number): number {
  const [minutes, setMinutes] = useState(() => minutesTo(start));
  useEffect(() => {
    setMinutes(minutesTo(start));
    const timer = setInterval(() => setMinutes(minutesTo(start)), 5_000);
    return () => clearInterval(timer);
  }, [start]);
  return minutes;
}

/**
 * The brand's notice that maintenance is about to start (the live channel's maintenance event,
 * which only a member's page follows), on every open page of a member, until closed, over, or
 * ended by the brand. Announced ahead, it counts down the minutes to the start; times to the
 * minute in the brand's zone. It fills the status region the layout always renders
 * (client/layout/app-layout.tsx), so a screen reader announces it; it comes in the member chunk
 * (client/layout/member-header.tsx).
 */
export function MaintenanceNotice() {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const until = useSyncExternalStore(subscribeBrandNotice, getMaintenanceUntil, () => null);
  const startsAt = useSyncExternalStore(subscribeBrandNotice, getMaintenanceStart, () => null);
  const minutes = useMinutesTo(startsAt === null ? Number.NaN : Date.parse(startsAt));
  if (until === null) return null;
  const end = Date.parse(until);
  const text =
    minutes > 0
      ? t(Number.isNaN(end) ? 'live.maintenanceInSoon' : 'live.maintenanceIn', { minutes, time: Number.isNaN(end) ? '' : at(end) })
      : Number.isNaN(end)
        ? t('live.maintenanceSoon')
        : t('live.maintenance', { time: at(end) });
  return (
    <p className="maintenance-notice" data-testid="maintenance-notice">
      <span>{text}</span>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setMaintenanceUntil(null)}>
        {t('common.close')}
      </button>
    </p>
  );
}
