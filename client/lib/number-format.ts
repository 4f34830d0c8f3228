/**
 * Numbers as the page's language writes them (1.234.567,5 in Vietnamese and Indonesian,
 * 1,234,567.5 in Chinese, English and Thai), written by hand: the browser's first Intl.NumberFormat or toLocaleString call
 * loads its locale data, 40–80 ms of main thread on a fast machine (the winners
 * board's formatter was home's longest hydration task). Same output as
 * `new Intl.NumberFormat(HTML_LANG[lang], { maximumFractionDigits: maxFractionDigits })`
 * (tests/unit/number-format.test.ts compares them): the shortest decimal form of the value,
 * rounded half away from zero, trailing zeros dropped, every three digits grouped.
 */
/** [group, point] */
const COMMA_GROUPS = [',', '.'] as const;
const POINT_GROUPS = ['.', ','] as const;
/**
 * Each language of the portal as Intl writes it (`ty` is the default Vietnamese): Chinese, English
 * and Thai write 1,234.5, Vietnamese and Indonesian 1.234,5; an unknown code as Vietnamese does.
 */
const SEPARATORS: Record<string, readonly [string, string]> = {
  ty: POINT_GROUPS,
  vi: POINT_GROUPS,
  id: POINT_GROUPS,
  en: COMMA_GROUPS,
  cn: COMMA_GROUPS,
  th: COMMA_GROUPS,
};
/** The [group, point] separators of a language. */
export const separatorsOf = (lang: string): readonly [string, string] => SEPARATORS[lang] ?? POINT_GROUPS;

/** `digits` (no sign, no point) plus one in the last place. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

export function formatNumber(value: number, lang: string, maxFractionDigits = 3): string {
  const [group, point] = separatorsOf(lang);
  const comma = group === ',';
  const abs = Math.abs(value);
  // non-finite and huge values are never amounts here; the tiny ones round to 0 below
  if (!Number.isFinite(value) || abs >= 1e21)
    return new Intl.NumberFormat(comma ? 'en-US' : 'vi-VN', { maximumFractionDigits: maxFractionDigits }).format(value);
  const shortest = abs < 1e-6 ? '0' : String(abs);
  let [whole, fraction = ''] = shortest.split('.') as [string, string?];
  if (fraction.length > maxFractionDigits) {
    const roundUp = fraction[maxFractionDigits]! >= '5';
    let kept = whole + fraction.slice(0, maxFractionDigits);
    if (roundUp) kept = increment(kept);
    whole = kept.slice(0, kept.length - maxFractionDigits) || '0';
    fraction = kept.slice(kept.length - maxFractionDigits);
  }
  fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return sign + grouped + (fraction ? point + fraction : '');
}

/** A rate in basis points as a percentage with at most two decimals (0,5% in Vietnamese). */
export function formatPercent(bps: number, lang: string): string {
  return `${formatNumber(bps / 100, lang, 2)}%`;
}
