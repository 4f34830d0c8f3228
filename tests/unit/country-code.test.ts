import { describe, expect, it } from 'vitest';
import { initialDialingCode } from '@client/features/auth/components/country-code-select';

const countries = [
  { countryCode: 'VN', countryDialingCode: '84', flag: '🇻🇳' },
  { countryCode: 'TH', countryDialingCode: '66', flag: '🇹🇭' },
];

describe('dialling-code selector initial code (docs/product.md 4)', () => {
  it('keeps a supplied code found in the list', () => expect(initialDialingCode(countries, '66', 'VN')).toBe('66'));
  it("else takes the visitor country's code", () => expect(initialDialingCode(countries, '999', 'th')).toBe('66'));
  it('else the first of the list', () => expect(initialDialingCode(countries, '', 'US')).toBe('84'));
  const withUs = [{ countryCode: 'US', countryDialingCode: '1', flag: '🇺🇸' }, ...countries];
  it("starts on the brand's own country rather than the visitor's (+84 on a Vietnamese brand for a visitor from the US)", () =>
    expect(initialDialingCode(withUs, '', 'US', 'VN')).toBe('84'));
  it("keeps the visitor's country when the brand names none, or one the list lacks", () => {
    expect(initialDialingCode(withUs, '', 'US')).toBe('1');
    expect(initialDialingCode(withUs, '', 'US', 'JP')).toBe('1');
  });
  it('a supplied code still wins over the brand', () => expect(initialDialingCode(withUs, '66', 'US', 'VN')).toBe('66'));
});
