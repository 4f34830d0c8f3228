/** `npm run vitals`'s arithmetic (scripts/vitals.mjs): the weighted p75 and the grouping per brand, route, country and metric. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { format, p75, summarise } from '../../scripts/vitals.mjs';

describe('vitals summary', () => {
  it('p75 is the value at or above which a quarter of the views lie', () => {
    expect(p75([1, 2, 3, 4].map((v) => [v, 1]))).toBe(3);
    expect(p75([[100, 1]])).toBe(100);
    // a sampled point counts as many views as its weight
    expect(
      p75([
        [1, 1],
        [2, 1],
        [10, 6],
      ]),
    ).toBe(10);
    expect(
      p75([
        [5, 3],
        [1, 1],
      ]),
    ).toBe(5);
    expect(p75([])).toBeNaN();
  });

  it('groups by brand, route, country and metric, in metric order, and prints CLS as a score', () => {
    const rows = [
      ['demo', '/', 'VN', 'vi', '4g', 'LCP', 'good', 1200],
      ['demo', '/', 'VN', 'vi', '3g', 'LCP', 'poor', 4100],
      ['demo', '/', 'VN', 'vi', '4g', 'CLS', 'good', 0.05],
      ['demo', '/', 'TH', 'th', '4g', 'LCP', 'good', 900],
      ['lucky', '/rng', 'VN', 'vi', '4g', 'INP', 'good', 120],
    ];
    const summary = summarise(rows);
    expect(
      summary.map((s: { brand: string; country: string; metric: string; p75: number; views: number }) => [s.brand, s.country, s.metric, s.p75, s.views]),
    ).toEqual([
      ['demo', 'TH', 'LCP', 900, 1],
      ['demo', 'VN', 'LCP', 4100, 2],
      ['demo', 'VN', 'CLS', 0.05, 1],
      ['lucky', 'VN', 'INP', 120, 1],
    ]);
    const table = format(summary);
    expect(table).toContain('4100 ms');
    expect(table).toContain('0.050');
    expect(table.split('\n')[0]).toMatch(/^brand\s+route\s+country\s+metric\s+p75\s+views$/);
  });
});
