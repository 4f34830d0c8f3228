/** Customer-service paths sealed by the upstream and opened by the worker (shared/cs-path-crypto.ts). */
import { describe, expect, it } from 'vitest';
import { csPathKeyOf, decryptCsPath, encryptCsPath } from '@shared/cs-path-crypto';
import { allowedOutsideLink } from '@shared/link-policy';
import { allowedServiceUrl } from '@worker/service/customer-service';

const KEY = 'LOFtIA0Fh7Kn2K1WeV24dXF-rxYF30YqJdvYGedgJS4';
const OTHER = '8mqhpD8B3U1SBZPVVo4TyEaa_zwg4QQkOjnOvCxy1Eg';

describe('customer-service path sealing', () => {
  it('opens what it sealed, and each seal differs', async () => {
    const a = await encryptCsPath(KEY, 'DEMO', 'https://t.me/democlub_support');
    const b = await encryptCsPath(KEY, 'DEMO', 'https://t.me/democlub_support');
    expect(a).not.toBe(b);
    expect(a).not.toContain('t.me');
    expect(await decryptCsPath(KEY, 'DEMO', a)).toBe('https://t.me/democlub_support');
  });

  it('refuses another key, another merchant, a tampered or malformed value', async () => {
    const sealed = await encryptCsPath(KEY, 'DEMO', '/service/livechat');
    expect(await decryptCsPath(OTHER, 'DEMO', sealed)).toBeNull();
    expect(await decryptCsPath(KEY, 'DEMO2', sealed)).toBeNull();
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(await decryptCsPath(KEY, 'DEMO', sealed.slice(0, -1) + last)).toBeNull();
    expect(await decryptCsPath(KEY, 'DEMO', btoa('cs:DEMO:livechat'))).toBeNull();
    expect(await decryptCsPath(KEY, 'DEMO', 'v1.')).toBeNull();
  });

  it('reads a merchant key from the JSON map', () => {
    expect(csPathKeyOf(`{"DEMO":"${KEY}"}`, 'DEMO')).toBe(KEY);
    expect(csPathKeyOf(`{"DEMO":"${KEY}"}`, 'DEMO2')).toBeNull();
    expect(csPathKeyOf('not json', 'DEMO')).toBeNull();
    expect(csPathKeyOf(undefined, 'DEMO')).toBeNull();
  });
});

describe('allowedOutsideLink', () => {
  const hosts = ['democlub.example', 't.me'];
  it('allows https to listed hosts and their subdomains only', () => {
    expect(allowedOutsideLink('https://help.democlub.example/x', hosts)).toBe('https://help.democlub.example/x');
    expect(allowedOutsideLink('https://t.me/a', hosts)).toBe('https://t.me/a');
    expect(allowedOutsideLink('http://t.me/a', hosts)).toBeNull();
    expect(allowedOutsideLink('https://evilt.me/a', hosts)).toBeNull();
    expect(allowedOutsideLink('https://t.me.evil.example/a', hosts)).toBeNull();
    expect(allowedOutsideLink('https://user@t.me/a', hosts)).toBeNull();
    expect(allowedOutsideLink('javascript:alert(1)', hosts)).toBeNull();
  });
});

describe('allowedServiceUrl', () => {
  const upstream = 'http://127.0.0.1:8798';
  it("allows the upstream's own pages and https to the brand's link hosts only", () => {
    expect(allowedServiceUrl('http://127.0.0.1:8798/service/livechat?merchant=DEMO', upstream, [])).toBe(true);
    expect(allowedServiceUrl('https://t.me/x', upstream, ['t.me'])).toBe(true);
    expect(allowedServiceUrl('https://t.me/x', upstream, [])).toBe(false);
    expect(allowedServiceUrl('https://evil.example/x', upstream, ['t.me'])).toBe(false);
    expect(allowedServiceUrl('http://127.0.0.1:9999/x', upstream, [])).toBe(false);
    expect(allowedServiceUrl('javascript:alert(1)', upstream, ['t.me'])).toBe(false);
    expect(allowedServiceUrl('not a url', upstream, ['t.me'])).toBe(false);
  });
});
