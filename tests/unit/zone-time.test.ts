/**
 * Calendar months of the brand's IANA zone (shared/zone-time.ts), which the credit report groups
 * the ledger by: a month's bounds are the zone's own midnights, so across a daylight-saving
 * change (Europe/London: the last Sunday of March and of October) they are not a fixed offset's.
 */
import { describe, expect, it } from 'vitest';
import { isTimeZone, zoneMidnight, zoneMonths, zoneOffsetMinutes } from '@shared/zone-time';
import { creditPeriod } from '@gateway/domain/support';

const utc = (text: string) => Date.parse(`${text}Z`);

describe('months of a zone with daylight saving (Europe/London)', () => {
  it('starts April at 23:00 UTC on 31 March (BST) and March at 00:00 UTC (GMT)', () => {
    const now = utc('2026-04-15T12:00:00');
    expect(zoneMonths(now, 3, 'Europe/London')).toEqual([
      { key: '2026-02', from: utc('2026-02-01T00:00:00'), to: utc('2026-03-01T00:00:00') },
      // 29 March 2026 01:00 GMT the clocks go forward: March is an hour short
      { key: '2026-03', from: utc('2026-03-01T00:00:00'), to: utc('2026-03-31T23:00:00') },
      { key: '2026-04', from: utc('2026-03-31T23:00:00'), to: now + 1 },
    ]);
  });

  it('starts October at 23:00 UTC on 30 September and November at 00:00 UTC (back on GMT since 25 October)', () => {
    const now = utc('2026-11-02T09:30:00');
    const [october, november] = zoneMonths(now, 2, 'Europe/London');
    expect(october).toEqual({ key: '2026-10', from: utc('2026-09-30T23:00:00'), to: utc('2026-11-01T00:00:00') });
    expect(november).toEqual({ key: '2026-11', from: utc('2026-11-01T00:00:00'), to: now + 1 });
    // October is an hour longer than 31 days
    expect(october!.to - october!.from).toBe(31 * 86_400_000 + 3_600_000);
  });

  it('a minute after midnight on 1 April London time is already April, though UTC still says 31 March', () => {
    const now = utc('2026-03-31T23:01:00');
    const months = zoneMonths(now, 2, 'Europe/London');
    expect(months.map((m) => m.key)).toEqual(['2026-03', '2026-04']);
    expect(months[1]!.from).toBe(utc('2026-03-31T23:00:00'));
    // the offset now is not the offset of the month's first midnight
    expect(zoneOffsetMinutes(utc('2026-03-01T00:00:00'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(now, 'Europe/London')).toBe(60);
  });

  it('rolls over the year and keeps months contiguous', () => {
    const months = zoneMonths(utc('2026-02-10T00:00:00'), 12, 'Europe/London');
    expect(months[0]!.key).toBe('2025-03');
    expect(months.at(-1)!.key).toBe('2026-02');
    for (let i = 1; i < months.length; i++) expect(months[i]!.from).toBe(months[i - 1]!.to);
  });

  it('the credit report’s period is those months', () => {
    const now = utc('2026-04-15T12:00:00');
    const period = creditPeriod(now, 2, 'Europe/London');
    expect(period).toMatchObject({ from: utc('2026-03-01T00:00:00'), to: now + 1, keys: ['2026-03', '2026-04'] });
  });
});

describe('a zone without daylight saving (Asia/Ho_Chi_Minh, +07:00)', () => {
  it('starts each month at 17:00 UTC the day before', () => {
    expect(zoneMidnight(2026, 5, 1, 'Asia/Ho_Chi_Minh')).toBe(utc('2026-04-30T17:00:00'));
    expect(zoneMonths(utc('2026-05-31T18:00:00'), 1, 'Asia/Ho_Chi_Minh')[0]!.key).toBe('2026-06');
  });

  it('knows an IANA name from anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
