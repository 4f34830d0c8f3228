/** Security and caching headers on pages, API answers and assets. */
import { describe, expect, it } from 'vitest';
import { raw, type RawResponse } from './http';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [(name ?? '').toLowerCase(), values] as const;
      }),
  );

function expectCommonSecurity(res: RawResponse) {
  const csp = res.header('content-security-policy');
  expect(csp, 'content-security-policy').toBeDefined();
  const d = directives(csp!);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')?.length).toBeGreaterThan(0);
  expect(d.get('frame-ancestors')).not.toContain('*');
  const hsts = res.header('strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  expect(res.header('cross-origin-opener-policy')).toMatch(/^same-origin/);
  expect(res.header('x-content-type-options')).toBe('nosniff');
}

describe('pages', () => {
  it('carry a CSP whose nonce is the one on every script/style/preload of the page, fresh per response', async () => {
    const [a, b] = await Promise.all([raw('/'), raw('/')]);
    const nonces = [a, b].map((res) => {
      const scriptSrc = directives(res.header('content-security-policy')!).get('script-src') ?? [];
      const nonce = scriptSrc.map((v) => /^'nonce-([^']+)'$/.exec(v)?.[1]).find(Boolean);
      expect(nonce, 'script-src has a nonce').toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const inHtml = [...res.body.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inHtml.length).toBeGreaterThan(0);
      expect(new Set(inHtml)).toEqual(new Set([nonce]));
      // every <script> carries it (the JSON state is data, not script, and needs none)
      for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) {
        if (!/type="application\/json"/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(nonce!.length).toBeGreaterThanOrEqual(16);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each(['/', '/rng', '/no-such-page'])(
    '%s: object-src/base-uri none, frame-ancestors, HSTS ≥ 1 year, COOP; a visitor page private, no-cache',
    async (route) => {
      const res = await raw(route);
      expectCommonSecurity(res);
      // kept by no shared cache, revalidated before reuse, and allowed in the back/forward cache
      expect(res.header('cache-control')).toBe('private, no-cache');
    },
  );

  it('status pages (invalid domain, region) carry them too', async () => {
    for (const res of [await raw('/', { host: 'evil.example' }), await raw('/', { headers: { 'x-simulate-country': 'KP', 'x-simulate-ip': '203.0.113.9' } })]) {
      expect([421, 451]).toContain(res.status);
      expectCommonSecurity(res);
      expect(res.header('cache-control')).toMatch(/no-store/);
      const nonce = /'nonce-([^']+)'/.exec(res.header('content-security-policy') ?? '')?.[1];
      for (const m of res.body.matchAll(/\snonce="([^"]*)"/g)) expect(m[1]).toBe(nonce);
    }
  });
});

describe('API answers', () => {
  it.each(['/wps/system/whitelabel', '/lgw/games/vendors', '/wps/system/status', '/wps/no-such-call'])(
    '%s: no-store and the security headers',
    async (route) => {
      const res = await raw(route);
      expect(res.header('content-type')).toMatch(/^application\/json/);
      expect(res.header('cache-control')).toBe('no-store');
      expectCommonSecurity(res);
    },
  );
});

describe('assets', () => {
  it('hashed /assets/* files are immutable for a year; the entry script is JavaScript', async () => {
    const page = await raw('/');
    const entry = /<template id="__modules"><link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1];
    expect(entry).toBeDefined();
    for (const asset of [entry!, ...(css ? [css] : [])]) {
      const res = await raw(asset);
      expect(res.status, asset).toBe(200);
      const cc = res.header('cache-control') ?? '';
      expect(cc).toContain('immutable');
      expect(Number(/max-age=(\d+)/.exec(cc)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
    expect((await raw(entry!)).header('content-type')).toMatch(/javascript/);
  });

  it('a missing asset is not cached as immutable', async () => {
    const res = await raw('/assets/no-such-file-0000.js');
    expect(res.status).toBe(404);
    expect(res.header('cache-control') ?? '').not.toContain('immutable');
  });
});
