import { useTranslation } from 'react-i18next';

/** Whole currency units as the page's language writes them (1.000.000 in Vietnamese, 1,000,000 in Chinese). */
export function useMoneyFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'vi-VN');
  return (amount) => format.format(amount);
}
