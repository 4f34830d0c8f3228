/**
 * Record ranges (docs/product.md 9 date presets: today, the previous and the next 7 and 30
 * days, and two dates), as epoch ms [from, to) of whole days in the brand's time zone (an IANA
 * name, brand config `timeZone`), and record times as yyyy-MM-dd HH:mm:ss in that zone: a
 * player travelling with a phone set to another zone sees the brand's days, as its operators do.
 */
import { dateTime, fields, isoDate, zoneMidnight, zoneOffsetMinutes } from '@shared/zone-time';

export { dateTime, isoDate, zoneOffsetMinutes };

export type RangePreset = 'today' | 'last7' | 'last30' | 'next7' | 'next30';

/**
 * The presets a page offers: today and the previous 7 and 30 days, and the next 7 and 30 days
 * only where something lies ahead (`ahead`); records and reports hold only what has happened, so
 * a future range there is always empty (docs/product.md 9).
 */
export function rangePresets(ahead: boolean): readonly RangePreset[] {
  return ahead ? ['today', 'last7', 'last30', 'next7', 'next30'] : ['today', 'last7', 'last30'];
}

export function presetRange(preset: RangePreset, timeZone: string, now = Date.now()): { from: number; to: number } {
  const today = fields(now, timeZone);
  const day = (offset: number) => zoneMidnight(today.year, today.month, today.day + offset, timeZone);
  switch (preset) {
    case 'today':
      return { from: day(0), to: day(1) };
    case 'last7':
      return { from: day(-6), to: day(1) };
    case 'last30':
      return { from: day(-29), to: day(1) };
    case 'next7':
      return { from: day(0), to: day(7) };
    case 'next30':
      return { from: day(0), to: day(30) };
  }
}

/** A custom range of two yyyy-MM-dd dates of the zone, both days included; null when a date is missing or they are upside down. */
export function dateRange(fromDate: string, toDate: string, timeZone: string): { from: number; to: number } | null {
  const parse = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : null;
  };
  const a = parse(fromDate);
  const b = parse(toDate);
  if (!a || !b) return null;
  const from = zoneMidnight(a.y, a.m, a.d, timeZone);
  const to = zoneMidnight(b.y, b.m, b.d + 1, timeZone);
  return to <= from ? null : { from, to };
}

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return in
 * front of one) gets a leading apostrophe, so it stays text (OWASP CSV injection): usernames,
 * remarks and other text come from other people. Numbers are written as they are.
 */
export const neutralCell = (v: string | number) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v));

/** A CSV file of rows (RFC 4180 quoting, formulas neutralised), with a BOM so spreadsheet apps read UTF-8. */
export function csv(rows: (string | number)[][]): string {
  const cell = (v: string | number) => {
    const text = neutralCell(v);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves rows as a CSV file in the browser. */
export function downloadCsv(filename: string, rows: (string | number)[][]): void {
  const url = URL.createObjectURL(new Blob([csv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
