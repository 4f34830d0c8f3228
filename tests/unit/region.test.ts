/** The brand's region rule (worker/region/): the schema refuses what would fail open, the decision blocks unknown and Tor by default. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BrandConfigError, parseBrands, parseBrandsLenient } from '@worker/brand-config';
import { ISO_COUNTRIES } from '@worker/region/countries';
import { regionDecision } from '@worker/region/decide';
import { RegionsSchema } from '@worker/region/schema';

const good = {
  hosts: ['play.example.com'],
  name: 'Example',
  merchantCode: 'EX1',
  upstream: 'https://gw.example.com',
  languages: ['en'],
  defaultLanguage: 'en',
  linkHosts: ['t.me'],
  theme: { primary: '#112233', accent: '#445566', logoText: 'EX' },
  upstreamPublicKey: { kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'BBBB', alg: 'ECDH-ES+A256KW' },
};
const other = { ...good, hosts: ['other.example.com'], merchantCode: 'EX2' };
const withRegions = (regions: unknown) => ({ ex: { ...good, regions }, other });

describe('regionDecision', () => {
  it('a deny list blocks its countries, unknown (XX, missing, junk) and Tor by default', () => {
    const deny = { deny: ['KP'] };
    expect(regionDecision(deny, 'VN').allowed).toBe(true);
    for (const c of ['KP', 'XX', '', 'T1', 'ZZ', 'UK']) expect(regionDecision(deny, c).allowed, c).toBe(false);
  });
  it('an allow list lets in only its countries; unknown and Tor only when the rule says allow', () => {
    const allow = { allow: ['VN'] };
    expect(regionDecision(allow, 'VN').allowed).toBe(true);
    for (const c of ['TH', 'XX', 'T1']) expect(regionDecision(allow, c).allowed, c).toBe(false);
    expect(regionDecision({ ...allow, unknown: 'allow' }, 'XX').allowed).toBe(true);
    expect(regionDecision({ ...allow, tor: 'allow' }, 'T1').allowed).toBe(true);
    expect(regionDecision({ ...allow, tor: 'allow' }, 'XX').allowed).toBe(false);
  });
  it('no list is no rule', () => {
    for (const c of ['VN', 'XX', 'T1']) expect(regionDecision({}, c).allowed).toBe(true);
  });
  it('a blocked visitor gets its country redirect, else the brand-wide one', () => {
    const regions = { deny: ['KP', 'CU'], redirect: { all: 'https://t.me/all', countries: { CU: 'https://t.me/cu' } } };
    expect(regionDecision(regions, 'CU')).toEqual({ allowed: false, redirect: 'https://t.me/cu' });
    expect(regionDecision(regions, 'KP')).toEqual({ allowed: false, redirect: 'https://t.me/all' });
    expect(regionDecision({ deny: ['KP'] }, 'KP')).toEqual({ allowed: false });
  });
});

describe('the regions schema', () => {
  it('has the 249 assigned ISO 3166-1 alpha-2 codes, not UK, EU, XX, T1', () => {
    expect(ISO_COUNTRIES.size).toBe(249);
    for (const c of ['GB', 'VN', 'KP', 'US']) expect(ISO_COUNTRIES.has(c)).toBe(true);
    for (const c of ['UK', 'EU', 'XX', 'T1', 'ZZ', 'XK']) expect(ISO_COUNTRIES.has(c)).toBe(false);
  });

  it.each([
    [{ alow: ['VN'] }, 'BRANDS.ex.regions'],
    [{ deny: ['UK'] }, 'BRANDS.ex.regions.deny.0'],
    [{ deny: ['kp'] }, 'BRANDS.ex.regions.deny.0'],
    [{ allow: [] }, 'BRANDS.ex.regions.allow'],
    [{ allow: ['VN'], deny: ['KP'] }, 'BRANDS.ex.regions'],
    [{ deny: ['KP'], unknown: 'maybe' }, 'BRANDS.ex.regions.unknown'],
    [{ deny: ['KP'], redirect: { al: 'https://t.me/x' } }, 'BRANDS.ex.regions.redirect'],
    [{ deny: ['KP'], redirect: { countries: { UK: 'https://t.me/x' } } }, 'BRANDS.ex.regions.redirect.countries.UK'],
    [{ deny: ['KP'], redirect: { all: 'https://evil.example/' } }, 'BRANDS.ex.regions.redirect.all'],
    [{ deny: ['KP'], redirect: { all: 'http://t.me/x' } }, 'BRANDS.ex.regions.redirect.all'],
    [{ deny: ['KP'], redirect: { all: 'https://play.example.com/' } }, 'BRANDS.ex.regions.redirect.all'],
    [{ deny: ['KP'], redirect: { all: 'https://u:p@t.me/' } }, 'BRANDS.ex.regions.redirect.all'],
    [{ deny: ['KP'], redirect: { all: 'https://t.me.evil.example/' } }, 'BRANDS.ex.regions.redirect.all'],
  ])('refuses %j at %s', (regions, field) => {
    expect(() => parseBrands(withRegions(regions))).toThrow(BrandConfigError);
    expect(() => parseBrands(withRegions(regions))).toThrow(`at ${field}`);
  });

  it('takes a redirect to another brand host (http too) or a link host (https, subdomains)', () => {
    for (const all of ['http://other.example.com/', 'https://other.example.com/x?y=1', 'https://t.me/club', 'https://www.t.me/']) {
      expect(parseBrands(withRegions({ deny: ['KP'], redirect: { all } })).get('play.example.com')!.regions.redirect?.all).toBe(all);
    }
  });

  it('every nested level of the brand is strict', () => {
    expect(() => parseBrands({ ex: { ...good, theme: { ...good.theme, colour: 'red' } } })).toThrow('BRANDS.ex.theme');
    expect(() => parseBrands({ ex: { ...good, upstreamPublicKey: { ...good.upstreamPublicKey, d: 'secret' } } })).toThrow('BRANDS.ex.upstreamPublicKey');
  });

  it('property: random unknown keys, non-assigned codes and other casings in regions are refused', () => {
    const KNOWN = new Set(['allow', 'deny', 'unknown', 'tor', 'redirect', 'statusUnreadable']);
    const unknownKey = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !KNOWN.has(k) && k !== '__proto__');
    const badCode = fc
      .oneof(
        fc.string({ minLength: 0, maxLength: 4 }),
        fc.constantFrom(...ISO_COUNTRIES).map((c) => c.toLowerCase()),
        fc.constantFrom(...ISO_COUNTRIES).map((c) => c[0]! + c[1]!.toLowerCase()),
        fc.constantFrom('UK', 'EU', 'XX', 'T1', 'ZZ', 'XK', 'AN', 'SU'),
      )
      .filter((c) => !ISO_COUNTRIES.has(c));
    fc.assert(
      fc.property(unknownKey, fc.anything(), (key, value) => {
        expect(RegionsSchema.safeParse({ deny: ['KP'], [key]: value }).success).toBe(false);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(badCode, fc.constantFrom('allow', 'deny'), (code, list) => {
        expect(RegionsSchema.safeParse({ [list]: ['VN', code].slice(list === 'allow' ? 0 : 1) }).success).toBe(false);
        expect(RegionsSchema.safeParse({ deny: ['KP'], redirect: { countries: { [code]: 'https://t.me/x' } } }).success).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a brand whose rule is invalid', () => {
  it('is named and left out, its hosts marked broken, the other brands parsed', () => {
    const parsed = parseBrandsLenient(withRegions({ alow: ['VN'] }));
    expect(parsed.byHost.has('other.example.com')).toBe(true);
    expect(parsed.byHost.has('play.example.com')).toBe(false);
    expect(parsed.broken.get('play.example.com')).toMatch(/BRANDS\.ex\.regions/);
    expect(parsed.problems).toHaveLength(1);
  });
});
