import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { useApp } from '../app/app-context';
import { dateTime, isoDate, zoneOffsetMinutes } from './date-range';

/** A zone's offset at an instant as players read it: GMT+7, GMT-3:30, GMT. */
export function zoneLabel(ms: number, timeZone: string): string {
  const minutes = zoneOffsetMinutes(ms, timeZone);
  if (minutes === 0) return 'GMT';
  const size = Math.abs(minutes);
  const hours = Math.floor(size / 60);
  const rest = size % 60;
  return `GMT${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * An instant in the brand's time zone, the one way the site writes a time that matters (when a
 * deposit order expires, when a limit rises, when a break ends): the zone's date and time to the
 * minute and the zone itself, "2026-11-28 18:03 (GMT+7)", so a player whose phone is set to
 * another zone reads it right. `seconds` keeps the seconds (a record's time); `zone: false` leaves
 * the zone out, where a heading above already says it (a records table's time column).
 */
export function formatBrandTime(ms: number, timeZone: string, { seconds = false, zone = true }: { seconds?: boolean; zone?: boolean } = {}): string {
  const text = seconds ? dateTime(ms, timeZone) : dateTime(ms, timeZone).slice(0, 16);
  return zone ? `${text} (${zoneLabel(ms, timeZone)})` : text;
}

/** Dates and times in the brand's time zone (brand config `timeZone`), bound for a component. */
export function useBrandTime() {
  const timeZone = useApp().portal.brand.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    /** a time that matters, with its zone: "2026-11-28 18:03 (GMT+7)" */
    at: (ms: number) => formatBrandTime(ms, timeZone),
    /** a record's time to the second, without the zone (its column's heading names it, see `heading`) */
    dateTime: (ms: number) => formatBrandTime(ms, timeZone, { seconds: true, zone: false }),
    isoDate: (ms: number) => isoDate(ms, timeZone),
    /** a heading over times written without their zone, with it: "Time (GMT+7)" */
    heading: (label: string) => `${label} (${zoneLabel(Date.now(), timeZone)})`,
    /** the zone's offset now, in minutes (the gateway groups days by it) */
    offsetMinutes: () => zoneOffsetMinutes(Date.now(), timeZone),
  };
}
