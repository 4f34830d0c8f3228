import { describe, expect, it } from 'vitest';
import { csv, dateRange, dateTime, presetRange } from '../../client/lib/date-range';

describe('record ranges', () => {
  const noon = new Date(2026, 10, 25, 12, 30).getTime();
  const midnight = (d: number) => new Date(2026, 10, d).getTime();

  it('presets end at the end of today and span 1, 7 or 30 whole days', () => {
    expect(presetRange('today', noon)).toEqual({ from: midnight(25), to: midnight(26) });
    expect(presetRange('last7', noon)).toEqual({ from: midnight(19), to: midnight(26) });
    expect(presetRange('last30', noon).from).toBe(new Date(2026, 9, 27).getTime());
  });

  it('a custom range includes both days; a missing or upside-down one is null', () => {
    expect(dateRange('2026-11-01', '2026-11-03')).toEqual({ from: midnight(1), to: midnight(4) });
    expect(dateRange('2026-11-03', '2026-11-01')).toBeNull();
    expect(dateRange('', '2026-11-01')).toBeNull();
  });

  it('writes times as yyyy-MM-dd HH:mm:ss', () => {
    expect(dateTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
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
});
