import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '@client/lib/number-format';
import { HTML_LANG, LANGUAGES } from '@shared/constants';

// the hand-written formatter must write exactly what Intl writes (Node carries full ICU), in
// every language of the portal: its language tag (ty is the default Vietnamese, cn Chinese)
const intl = (lang: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(HTML_LANG[lang as keyof typeof HTML_LANG], options);

describe('formatNumber', () => {
  it('writes amounts as Intl.NumberFormat does, in all six languages', () => {
    const fixed = [
      0,
      -0,
      1,
      12,
      123,
      1234,
      12345,
      1234567,
      1e9,
      1e15,
      -1234.5,
      0.5,
      0.0005,
      1.005,
      1.0005,
      2.0005,
      999.9995,
      9999.9999,
      123.4565,
      1.2345e-7,
      -1.2345e-7,
      0.1 + 0.2,
      999999.9996,
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const generated = Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 13);
      const v = random() * magnitude;
      return i % 3 === 0 ? Math.round(v) : i % 3 === 1 ? -v : Math.round(v * 1000) / 1000;
    });
    expect(LANGUAGES).toHaveLength(6);
    for (const lang of LANGUAGES) {
      const f = intl(lang);
      for (const v of [...fixed, ...generated]) expect(formatNumber(v, lang), `${v}`).toBe(f.format(v));
    }
  });

  it('groups and points per language', () => {
    expect(formatNumber(1234567.5, 'vi')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'cn')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    // Thai readers (and Intl) write commas and a point, Indonesian as Vietnamese
    expect(formatNumber(1234567.5, 'th')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'id')).toBe('1.234.567,5');
    expect(formatNumber(1234.5, 'ty')).toBe('1.234,5');
  });
});

describe('formatPercent', () => {
  it('writes basis points as Intl percent with two decimals does', () => {
    for (const lang of LANGUAGES) {
      const f = intl(lang, { style: 'percent', maximumFractionDigits: 2 });
      for (let bps = 0; bps <= 20000; bps += 7) expect(formatPercent(bps, lang), `${bps}`).toBe(f.format(bps / 10_000));
    }
    expect(formatPercent(50, 'vi')).toBe('0,5%');
  });
});

describe('formatNumber in English', () => {
  it('writes as en-US does (points, the game centre)', () => {
    const f = new Intl.NumberFormat('en-US');
    for (const v of [0, 7, 1234, 1234567.891, -98765.4321]) expect(formatNumber(v, 'en')).toBe(f.format(v));
  });
});
