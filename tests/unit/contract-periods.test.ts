/** Contract periods and pay (gateway/domain/contracts.ts): UTC boundaries of each period, the periods due, tier rates. */
import { describe, expect, it } from 'vitest';
import { duePeriods, payFor, periodEnd, periodStart, rateFor } from '@gateway/domain/contracts';

const at = (iso: string) => Date.parse(iso);

describe('contract periods', () => {
  it('start and end on UTC boundaries', () => {
    const t = at('2026-11-25T13:47:12.345Z'); // a Wednesday
    expect(periodStart('realtime', t)).toBe(at('2026-11-25T13:45:00Z'));
    expect(periodEnd('realtime', periodStart('realtime', t))).toBe(at('2026-11-25T13:50:00Z'));
    expect(periodStart('hourly', t)).toBe(at('2026-11-25T13:00:00Z'));
    expect(periodStart('daily', t)).toBe(at('2026-11-25T00:00:00Z'));
    expect(periodStart('weekly', t)).toBe(at('2026-11-23T00:00:00Z'));
    expect(periodEnd('weekly', at('2026-11-23T00:00:00Z'))).toBe(at('2026-11-30T00:00:00Z'));
    expect(periodStart('semimonthly', t)).toBe(at('2026-11-16T00:00:00Z'));
    expect(periodEnd('semimonthly', at('2026-11-16T00:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'));
    expect(periodEnd('semimonthly', at('2026-11-01T00:00:00Z'))).toBe(at('2026-11-16T00:00:00Z'));
    expect(periodStart('monthly', t)).toBe(at('2026-11-01T00:00:00Z'));
    expect(periodEnd('monthly', at('2026-12-01T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    // a Sunday belongs to the week that began the Monday before
    expect(periodStart('weekly', at('2026-11-29T23:59:59Z'))).toBe(at('2026-11-23T00:00:00Z'));
  });

  it('lists only complete periods, from the acceptance or after the last settled one', () => {
    const from = at('2026-11-25T13:47:00Z');
    expect(duePeriods('realtime', from, null, at('2026-11-25T13:49:59Z'), 10)).toEqual([]);
    expect(duePeriods('realtime', from, null, at('2026-11-25T13:55:00Z'), 10).map((p) => p.start)).toEqual([
      at('2026-11-25T13:45:00Z'),
      at('2026-11-25T13:50:00Z'),
    ]);
    expect(duePeriods('realtime', from, at('2026-11-25T13:50:00Z'), at('2026-11-25T14:00:00Z'), 10).map((p) => p.start)).toEqual([at('2026-11-25T13:55:00Z')]);
    expect(duePeriods('realtime', from, null, at('2026-11-26T00:00:00Z'), 3)).toHaveLength(3);
  });

  it('pays the rate of the highest tier reached, rounded down', () => {
    const tiers = [
      { minBase: 0, rateBps: 50 },
      { minBase: 100_000, rateBps: 80 },
      { minBase: 1_000_000, rateBps: 120 },
    ];
    expect(rateFor(tiers, 99_999)).toBe(50);
    expect(rateFor(tiers, 100_000)).toBe(80);
    expect(rateFor(tiers, 5_000_000)).toBe(120);
    expect(payFor(12_345, 80)).toBe(98);
    expect(payFor(-5, 80)).toBe(0);
  });
});
