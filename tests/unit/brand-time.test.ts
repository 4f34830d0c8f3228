import { describe, expect, it } from 'vitest';
import { formatBrandTime, zoneLabel } from '@client/lib/brand-time';

// 2026-11-28 11:03:11 UTC
const AT = Date.UTC(2026, 10, 28, 11, 3, 11);

describe('formatBrandTime: a time that matters, in the brand zone with the zone named', () => {
  it("writes the brand zone's date and time to the minute and the zone", () => {
    expect(formatBrandTime(AT, 'Asia/Ho_Chi_Minh')).toBe('2026-11-28 18:03 (GMT+7)');
    expect(formatBrandTime(AT, 'Asia/Jakarta')).toBe('2026-11-28 18:03 (GMT+7)');
    expect(formatBrandTime(AT, 'Asia/Shanghai')).toBe('2026-11-28 19:03 (GMT+8)');
    expect(formatBrandTime(AT, 'UTC')).toBe('2026-11-28 11:03 (GMT)');
  });

  it('names half-hour zones and zones west of Greenwich, and a daylight-saving zone by its offset on that day', () => {
    expect(formatBrandTime(AT, 'Asia/Kolkata')).toBe('2026-11-28 16:33 (GMT+5:30)');
    expect(formatBrandTime(AT, 'America/St_Johns')).toBe('2026-11-28 07:33 (GMT-3:30)');
    expect(zoneLabel(Date.UTC(2026, 0, 15), 'Europe/London')).toBe('GMT');
    expect(zoneLabel(Date.UTC(2026, 6, 15), 'Europe/London')).toBe('GMT+1');
  });

  it("is the brand's day, not the browser's, across midnight", () => {
    expect(formatBrandTime(Date.UTC(2026, 10, 28, 20, 0), 'Asia/Ho_Chi_Minh')).toBe('2026-11-29 03:00 (GMT+7)');
  });

  it('keeps the seconds for a record and leaves the zone to a heading when asked', () => {
    expect(formatBrandTime(AT, 'Asia/Ho_Chi_Minh', { seconds: true })).toBe('2026-11-28 18:03:11 (GMT+7)');
    expect(formatBrandTime(AT, 'Asia/Ho_Chi_Minh', { seconds: true, zone: false })).toBe('2026-11-28 18:03:11');
  });
});
