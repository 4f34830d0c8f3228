import { useTranslation } from './use-translation';
import { formatNumber, formatPercent } from './number-format';

/** Whole currency units as the page's language writes them (1.000.000 in Vietnamese, 1,000,000 in Chinese). */
export function useMoneyFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (amount) => formatNumber(amount, lang);
}

/** A rate in basis points as a percentage the page's language writes (0,5% in Vietnamese, 0.5% in Chinese). */
export function usePercentFormat(): (bps: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (bps) => formatPercent(bps, lang);
}
