import { formatNumber } from '@client/lib/number-format';
import { useTranslation } from '@client/lib/use-translation';

/**
 * Points as the page's language groups numbers (1.234 in Vietnamese, 1,234 in English), the same
 * grouping as the amounts beside them (useBrandMoney), so a rules line never mixes "5,000" and "10.000".
 */
export function usePointsFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (n) => formatNumber(n, lang);
}
