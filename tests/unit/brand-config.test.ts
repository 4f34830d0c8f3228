import { describe, expect, it } from 'vitest';
import { BrandConfigError, parseBrands } from '@worker/brand-config';
import { brandRouteProblems } from '@worker/brand-routes';

const good = {
  hosts: ['play.example.com'],
  name: 'Example',
  merchantCode: 'EX1',
  upstream: 'https://gw.example.com',
  languages: ['ty', 'en'],
  defaultLanguage: 'ty',
  theme: { primary: '#112233', accent: '#445566', logoText: 'EX' },
  upstreamPublicKey: { kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'BBBB', alg: 'ECDH-ES+A256KW' },
};

describe('parseBrands', () => {
  it('maps every host to its brand, with defaults filled in', () => {
    const brands = parseBrands({ ex: good });
    const brand = brands.get('play.example.com')!;
    expect(brand.id).toBe('ex');
    expect(brand.flags).toEqual({});
    expect(brand.regions).toEqual({});
  });

  it('takes an IANA time zone for the brand days', () => {
    expect(parseBrands({ ex: { ...good, timeZone: 'Asia/Bangkok' } }).get('play.example.com')!.timeZone).toBe('Asia/Bangkok');
  });

  it('accepts the JSON text form wrangler may give', () => {
    expect(parseBrands(JSON.stringify({ ex: good })).size).toBe(1);
  });

  it.each([
    [{ ex: { ...good, upstream: 'ftp://gw' } }, 'BRANDS.ex.upstream'],
    [{ ex: { ...good, defaultLanguage: 'vi' } }, 'BRANDS.ex.defaultLanguage'],
    [{ ex: { ...good, languages: ['xx'] } }, 'BRANDS.ex.languages.0'],
    [{ ex: { ...good, theme: { ...good.theme, primary: 'red' } } }, 'BRANDS.ex.theme.primary'],
    [{ ex: { ...good, regions: { deny: ['kp'] } } }, 'BRANDS.ex.regions.deny.0'],
    [{ ex: { ...good, merchantCode: undefined } }, 'BRANDS.ex.merchantCode'],
    [{ ex: { ...good, colour: 'x' } }, 'BRANDS.ex'],
    [{ ex: { ...good, upstreamPublicKey: { ...good.upstreamPublicKey, d: 'secret' } } }, 'BRANDS.ex.upstreamPublicKey'],
    [{ ex: { ...good, upstreamPublicKey: undefined } }, 'BRANDS.ex.upstreamPublicKey'],
    [{ ex: { ...good, timeZone: 'Asia/Saigon City' } }, 'BRANDS.ex.timeZone'],
    [{ ex: good, ex2: { ...good } }, 'BRANDS.ex2.hosts'],
    [{}, 'BRANDS'],
  ])('fails loudly naming the field (%#)', (config, field) => {
    expect(() => parseBrands(config)).toThrow(BrandConfigError);
    expect(() => parseBrands(config)).toThrow(new RegExp(`at ${field.replace(/\./g, '\\.')}\\b`));
  });
});

describe('brandRouteProblems (the production profile: scripts/check-brands.ts)', () => {
  const hosts = ['play.example.com', 'www.play.example.com'];
  const routes = [
    { pattern: 'play.example.com', custom_domain: true },
    { pattern: 'www.play.example.com', custom_domain: true },
  ];

  it('passes when every brand host is a route and every route a brand host', () => {
    expect(brandRouteProblems(hosts, routes)).toEqual([]);
    expect(brandRouteProblems(['Play.Example.com'], ['play.example.com/*'])).toEqual([]);
  });

  it('fails on a host without a route', () => {
    expect(brandRouteProblems([...hosts, 'new.example.com'], routes)).toEqual(['host new.example.com of BRANDS has no route in the production profile']);
  });

  it('fails on a route without a brand', () => {
    expect(brandRouteProblems(hosts, [...routes, { pattern: 'old.example.com', custom_domain: true }])).toEqual([
      'route old.example.com serves no brand of BRANDS',
    ]);
  });
});
