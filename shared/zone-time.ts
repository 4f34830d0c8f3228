/**
 * Wall-clock time in an IANA zone (the brand's `timeZone`), pure and the same in the browser,
 * the worker and the gateway: an instant's fields, the zone's offset at an instant, the instant
 * a zone's midnight begins (right across daylight-saving changes), calendar months of the zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
export function fields(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of format(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in minutes (420 for Asia/Ho_Chi_Minh). */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const f = fields(ms, timeZone);
  return Math.round((Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock midnight (year, month 1-12, day; out-of-range months and days roll over) of the zone begins. */
export function zoneMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  // the offset at the guess, then once more at the corrected instant (a daylight-saving change that day)
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

const two = (n: number) => String(n).padStart(2, '0');

export const isoDate = (ms: number, timeZone: string) => {
  const f = fields(ms, timeZone);
  return `${f.year}-${two(f.month)}-${two(f.day)}`;
};

export const dateTime = (ms: number, timeZone: string) => {
  const f = fields(ms, timeZone);
  return `${f.year}-${two(f.month)}-${two(f.day)} ${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
};

/** Whether a name is an IANA zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The last `count` calendar months of the zone up to `now`, oldest first: each month's key
 * (yyyy-MM) and its instants [from, to), the last one ending at now + 1. A month's bounds are
 * the zone's midnights of its first day and the next month's, so a month with a daylight-saving
 * change is an hour shorter or longer than a fixed offset would make it.
 */
export function zoneMonths(now: number, count: number, timeZone: string): { key: string; from: number; to: number }[] {
  const today = fields(now, timeZone);
  const months: { key: string; from: number; to: number }[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const first = new Date(Date.UTC(today.year, today.month - 1 - i, 1));
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    months.push({
      key: `${year}-${two(month)}`,
      from: zoneMidnight(year, month, 1, timeZone),
      to: i === 0 ? now + 1 : zoneMidnight(year, month + 1, 1, timeZone),
    });
  }
  return months;
}
