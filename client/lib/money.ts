import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/app-context';
import { useTranslation } from './use-translation';
import { formatNumber, formatPercent, separatorsOf } from './number-format';
import { whitelabelQuery } from './whitelabel';

/** A rate in basis points as a percentage the page's language writes (0,5% in Vietnamese, 0.5% in Chinese). */
export function usePercentFormat(): (bps: number) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (bps) => formatPercent(bps, lang);
}

/** How a currency is written: its symbol, and the decimals every amount shows (0 where it has no minor unit). */
interface CurrencyStyle {
  symbol: string;
  decimals: number;
  /** written after the number ("100 USDT") rather than before it ("₫ 100") */
  after?: boolean;
}

/** The currencies the upstream's brands use (the symbols the gateway answers, gateway/domain/accounts.ts) with their minor units (ISO 4217). */
const CURRENCIES: Record<string, CurrencyStyle> = {
  VND: { symbol: '₫', decimals: 0 },
  IDR: { symbol: 'Rp', decimals: 0 },
  KRW: { symbol: '₩', decimals: 0 },
  USD: { symbol: '$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
  THB: { symbol: '฿', decimals: 2 },
  CNY: { symbol: '¥', decimals: 2 },
  INR: { symbol: '₹', decimals: 2 },
  PHP: { symbol: '₱', decimals: 2 },
  MYR: { symbol: 'RM', decimals: 2 },
  USDT: { symbol: 'USDT', decimals: 2, after: true },
};

/** An unknown code: written after the number with two decimals, as most currencies have. */
const styleOf = (currency: string): CurrencyStyle => CURRENCIES[currency.toUpperCase()] ?? { symbol: currency.toUpperCase(), decimals: 2, after: true };

/**
 * An amount of the brand's currency as a player reads it, the one way the whole site writes money:
 * the currency's symbol ("₫ 400.000", "$ 1,234.50", "100.00 USDT"), the page language's grouping
 * (formatNumber: 1.000.000 in Vietnamese, 1,000,000 in English and Chinese) and the currency's
 * decimals, always all of them (a dollar amount keeps its cents, a dong amount has none).
 * `symbol: false` leaves the symbol out (a column headed with the currency); a string replaces it
 * (the upstream's own symbol for the wallet, e.g. the balance's currencySymbol). A negative amount
 * is written with its sign first: "-₫ 5.000".
 */
export function formatMoney(amount: number, currency: string, lang: string, { symbol }: { symbol?: string | false } = {}): string {
  const style = styleOf(currency);
  const factor = 10 ** style.decimals;
  // rounded half away from zero at the currency's last decimal, as the ledger does
  const rounded = Math.sign(amount) * (Math.round(Math.abs(amount) * factor) / factor);
  const text = formatNumber(Math.abs(rounded), lang, style.decimals);
  const point = separatorsOf(lang)[1];
  const [whole, fraction = ''] = text.split(point) as [string, string?];
  const number = style.decimals > 0 ? `${whole}${point}${fraction.padEnd(style.decimals, '0')}` : whole;
  const sign = rounded < 0 ? '-' : '';
  const mark = symbol === false ? '' : (symbol ?? style.symbol);
  if (!mark) return sign + number;
  return style.after ? `${sign}${number} ${mark}` : `${sign}${mark} ${number}`;
}

/**
 * formatMoney in the brand's currency (the whitelabel's `currency`) and the page's language: the
 * header's balance, and every amount a page shows a player. Until the whitelabel has loaded (it is
 * part of every page's first data) the amounts are written as Vietnamese dong, the default brand's.
 */
export function useBrandMoney(): (amount: number, options?: { symbol?: string | false }) => string {
  const { i18n } = useTranslation();
  const { api } = useApp();
  const currency = useQuery(whitelabelQuery(api)).data?.currency ?? 'VND';
  const lang = i18n.language;
  return (amount, options) => formatMoney(amount, currency, lang, options);
}
