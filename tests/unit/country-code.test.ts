import { describe, expect, it } from 'vitest';
import { initialDialingCode } from '@client/features/auth/components/country-code-select';

const countries = [
  { countryCode: 'VN', countryDialingCode: '84', flag: '🇻🇳' },
  { countryCode: 'TH', countryDialingCode: '66', flag: '🇹🇭' },
];

describe('dialling-code selector initial code (SPEC.md 4)', () => {
  it('keeps a supplied code found in the list', () => expect(initialDialingCode(countries, '66', 'VN')).toBe('66'));
  it("else takes the visitor country's code", () => expect(initialDialingCode(countries, '999', 'th')).toBe('66'));
  it('else the first of the list', () => expect(initialDialingCode(countries, '', 'US')).toBe('84'));
});
