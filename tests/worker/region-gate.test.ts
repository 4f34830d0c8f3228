/**
 * The region rule at every door (issue 40, SECURITY.md "Region gate"), in workerd with the
 * development country switch: on a deny-list brand (demo: KP and CU denied) and an allow-list
 * brand (asia: VN and TH only), a denied, an unknown (XX) and a Tor (T1) visitor get no page, no
 * API read, no login, registration or SMS, no socket, no PWA file; only the contact-us call.
 * Redirects come from the brand config only, whatever the request says.
 */
import { describe, expect, it } from 'vitest';
import { HOSTS, raw, type RawResponse } from './http';
import { type Call, calls } from './region-calls';

const port = HOSTS.demo.split(':')[1];
const BRANDS = { deny: HOSTS.demo, allow: `asia.localhost:${port}` } as const;
const VISITORS = { deny: { denied: 'KP', unknown: 'XX', tor: 'T1' }, allow: { denied: 'US', unknown: 'XX', tor: 'T1' } } as const;

const ask = (host: string, country: string, call: Call, ip = '203.0.113.40') =>
  raw(call.path, { method: call.method, host, body: call.body, headers: { 'x-simulate-country': country, 'x-simulate-ip': ip, ...call.headers } });

function expectRefused(res: RawResponse, call: Call, country: string) {
  expect(res.status, `${call.name} from ${country}`).toBe(451);
  expect(res.headers['set-cookie'], call.name).toBeUndefined();
  if (call.api) {
    const envelope = JSON.parse(res.body);
    expect(envelope).toMatchObject({ success: false, code: 'REGION_BLOCKED', value: { location: { ip: '203.0.113.40', country } } });
  } else {
    expect(res.body).toMatch(new RegExp(`data-testid="visitor-country">${country}<`));
    expect(res.body).toMatch(/data-testid="visitor-ip">203\.0\.113\.40</);
  }
}

for (const [kind, host] of Object.entries(BRANDS) as [keyof typeof BRANDS, string][]) {
  describe(`a ${kind}-list brand`, () => {
    for (const [who, country] of Object.entries(VISITORS[kind])) {
      it(`refuses a ${who} visitor (${country}) at every door`, async () => {
        for (const call of calls(host)) expectRefused(await ask(host, country, call), call, country);
      });
    }

    it('lets the blocked visitor reach customer service (the contact-us call), /healthz and the assets', async () => {
      const cs = await ask(host, 'XX', { name: 'customer service', method: 'GET', path: '/wps/system/customerService', api: true });
      expect(cs.status).not.toBe(451);
      expect(JSON.parse(cs.body).code).not.toBe('REGION_BLOCKED');
      expect((await ask(host, 'XX', { name: 'healthz', method: 'GET', path: '/healthz', api: false })).status).toBe(200);
    });

    it("the region page's contact us: the supportUrl link (demo), else a button shown only by the page's script (asia)", async () => {
      const res = await ask(host, 'XX', calls(host)[0]!);
      const contact = /<(a|button)[^>]*id="status-contact"[^>]*>/.exec(res.body)?.[0] ?? '';
      if (kind === 'deny') expect(contact).toMatch(/^<a [^>]*href="https:\/\/t\.me\/democlub_support"/);
      else expect(contact).toMatch(/^<button [^>]*hidden=""/);
      expect(res.body).toMatch(/<script nonce="[^"]+">\(\(\)=>\{const b=document\.getElementById\("status-contact"\)/);
    });

    it('an allowed visitor (VN) notices nothing', async () => {
      expect((await ask(host, 'VN', calls(host)[0]!)).status).toBe(200);
      const vendors = await ask(host, 'VN', calls(host)[3]!);
      expect(vendors.status).toBe(200);
      expect(JSON.parse(vendors.body).success).toBe(true);
    });
  });
}

describe('redirect instead of the 451 page', () => {
  it('a page: 302 to the brand-configured target, per country (demo CU → Lucky Star, asia KR → its link host)', async () => {
    const demo = await ask(BRANDS.deny, 'CU', calls(BRANDS.deny)[0]!);
    expect(demo.status).toBe(302);
    expect(demo.header('location')).toBe('http://localhost/');
    const asia = await ask(BRANDS.allow, 'KR', calls(BRANDS.allow)[1]!);
    expect(asia.status).toBe(302);
    expect(asia.header('location')).toBe('https://t.me/demo_asia');
    // a country without a target of its own gets the 451 page
    expect((await ask(BRANDS.allow, 'US', calls(BRANDS.allow)[0]!)).status).toBe(451);
  });

  it('an API call: 451 with the target in the envelope, for the page to go to', async () => {
    const res = await ask(BRANDS.deny, 'CU', calls(BRANDS.deny)[3]!);
    expect(res.status).toBe(451);
    expect(JSON.parse(res.body).value.redirect).toBe('http://localhost/');
  });

  it('no open redirect: hosts from the query, the path and the headers change nothing', async () => {
    const tries: [string, Record<string, string>][] = [
      ['/?redirect=https://evil.example/&next=//evil.example', {}],
      ['//evil.example/', {}],
      ['/%2F%2Fevil.example', {}],
      ['/\\evil.example', {}],
      [
        '/',
        { 'x-forwarded-host': 'evil.example', referer: 'https://evil.example/', 'x-original-url': 'https://evil.example/', forwarded: 'host=evil.example' },
      ],
    ];
    for (const [path, headers] of tries) {
      const res = await raw(path, { host: BRANDS.deny, headers: { 'x-simulate-country': 'CU', ...headers } });
      expect(res.status, path).toBe(302);
      expect(res.header('location'), path).toBe('http://localhost/');
    }
    // a host that is no brand is no brand's redirect
    expect((await raw('/', { host: 'evil.example', headers: { 'x-simulate-country': 'CU' } })).status).toBe(421);
  });
});
