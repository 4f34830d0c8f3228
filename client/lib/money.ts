import { useTranslation } from 'react-i18next';

/** Whole currency units as the page's language writes them (1.000.000 in Vietnamese, 1,000,000 in Chinese). */
export function useMoneyFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'vi-VN');
  return (amount) => format.format(amount);
}

/** A rate in basis points as a percentage the page's language writes (0,5% in Vietnamese, 0.5% in Chinese). */
export function usePercentFormat(): (bps: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'vi-VN', { style: 'percent', maximumFractionDigits: 2 });
  return (bps) => format.format(bps / 10_000);
}
