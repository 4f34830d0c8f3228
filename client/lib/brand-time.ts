import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { useApp } from '../app/app-context';
import { dateTime, isoDate, zoneOffsetMinutes } from './date-range';

/** Dates and times in the brand's time zone (brand config `timeZone`), bound for a component. */
export function useBrandTime() {
  const timeZone = useApp().portal.brand.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    dateTime: (ms: number) => dateTime(ms, timeZone),
    isoDate: (ms: number) => isoDate(ms, timeZone),
    /** the zone's offset now, in minutes (the gateway groups days by it) */
    offsetMinutes: () => zoneOffsetMinutes(Date.now(), timeZone),
  };
}
