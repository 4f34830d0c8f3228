/**
 * Numbers as the page's language writes them (1.234.567,5 in Vietnamese, 1,234,567.5 in
 * Chinese), written by hand: the browser's first Intl.NumberFormat or toLocaleString call
 * loads its locale data, 40–80 ms of main thread on a fast machine (the winners
 * board's formatter was home's longest hydration task). Same output as
 * `new Intl.NumberFormat('vi-VN' | 'zh-CN', { maximumFractionDigits: maxFractionDigits })`
 * (tests/unit/number-format.test.ts compares them): the shortest decimal form of the value,
 * rounded half away from zero, trailing zeros dropped, every three digits grouped.
 */
/** [group, point]: Chinese and English (`en`, the points' and game centre's numbers) write 1,234.5 */
const COMMA_GROUPS = [',', '.'] as const;
const POINT_GROUPS = ['.', ','] as const;

/** `digits` (no sign, no point) plus one in the last place. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

export function formatNumber(value: number, lang: string, maxFractionDigits = 3): string {
  const comma = lang === 'cn' || lang === 'en';
  const [group, point] = comma ? COMMA_GROUPS : POINT_GROUPS;
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
