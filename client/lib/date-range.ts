/**
 * Record ranges (SPEC.md 9 date picker presets: the previous 7 and 30 days, and today), as
 * epoch ms [from, to) in the player's own time zone, and record times as yyyy-MM-dd HH:mm:ss.
 */
export type RangePreset = 'today' | 'last7' | 'last30';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'last7', 'last30'];

const DAY = 86_400_000;

const startOfDay = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

export function presetRange(preset: RangePreset, now = Date.now()): { from: number; to: number } {
  const to = startOfDay(now) + DAY;
  const days = preset === 'today' ? 1 : preset === 'last7' ? 7 : 30;
  return { from: to - days * DAY, to };
}

/** A custom range of two yyyy-MM-dd dates, both days included; null when a date is missing or they are upside down. */
export function dateRange(fromDate: string, toDate: string): { from: number; to: number } | null {
  const parse = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00`).getTime() : Number.NaN);
  const from = parse(fromDate);
  const to = parse(toDate);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  return { from, to: to + DAY };
}

const two = (n: number) => String(n).padStart(2, '0');

export const isoDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};

export const dateTime = (ms: number) => {
  const d = new Date(ms);
  return `${isoDate(ms)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

/** A CSV file of rows (RFC 4180 quoting), with a BOM so spreadsheet apps read UTF-8. */
export function csv(rows: (string | number)[][]): string {
  const cell = (v: string | number) => (/[",\n\r]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
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
