import { describe, expect, it } from 'vitest';
import { formatMoney } from '@client/lib/money';

describe('formatMoney: the one way the site writes money', () => {
  it('Vietnamese dong: the symbol, no decimals, grouped as the language writes it', () => {
    expect(formatMoney(400_000, 'VND', 'vi')).toBe('₫ 400.000');
    expect(formatMoney(400_000, 'VND', 'ty')).toBe('₫ 400.000');
    expect(formatMoney(2_000_000, 'VND', 'en')).toBe('₫ 2,000,000');
    expect(formatMoney(1_000_000_000, 'VND', 'cn')).toBe('₫ 1,000,000,000');
    // a dong has no minor unit: a fraction is rounded away (half away from zero)
    expect(formatMoney(1234.5, 'VND', 'vi')).toBe('₫ 1.235');
    expect(formatMoney(0, 'VND', 'vi')).toBe('₫ 0');
  });

  it('US dollars and euros: always two decimals', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$ 1,234.50');
    expect(formatMoney(1234.5, 'USD', 'vi')).toBe('$ 1.234,50');
    expect(formatMoney(10, 'EUR', 'en')).toBe('€ 10.00');
    expect(formatMoney(0.005, 'USD', 'en')).toBe('$ 0.01');
    expect(formatMoney(1_000_000, 'USD', 'cn')).toBe('$ 1,000,000.00');
  });

  // Thai groups with commas and a decimal point, as Intl's th does (it asserted the Vietnamese way)
  it('Thai baht, Chinese yuan, Indonesian rupiah, Korean won', () => {
    expect(formatMoney(5000, 'THB', 'th')).toBe('฿ 5,000.00');
    expect(formatMoney(88.8, 'CNY', 'cn')).toBe('¥ 88.80');
    expect(formatMoney(150_000, 'IDR', 'id')).toBe('Rp 150.000');
    expect(formatMoney(99_999.4, 'KRW', 'en')).toBe('₩ 99,999');
  });

  it('USDT and unknown codes come after the number, with two decimals', () => {
    expect(formatMoney(100, 'USDT', 'en')).toBe('100.00 USDT');
    expect(formatMoney(12.345, 'xyz', 'en')).toBe('12.35 XYZ');
  });

  it('a negative amount has its sign first', () => {
    expect(formatMoney(-5000, 'VND', 'vi')).toBe('-₫ 5.000');
    expect(formatMoney(-1.5, 'USD', 'en')).toBe('-$ 1.50');
    expect(formatMoney(-3, 'USDT', 'en')).toBe('-3.00 USDT');
  });

  it("leaves the symbol out, or writes the upstream's own", () => {
    expect(formatMoney(200_000, 'VND', 'vi', { symbol: false })).toBe('200.000');
    expect(formatMoney(1234.5, 'USD', 'en', { symbol: false })).toBe('1,234.50');
    expect(formatMoney(200_000, 'VND', 'vi', { symbol: 'đ' })).toBe('đ 200.000');
  });
});
