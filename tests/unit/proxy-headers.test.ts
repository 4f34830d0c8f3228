/**
 * worker/proxy/gateway-proxy.ts with a recording upstream (global fetch replaced): what
 * reaches the upstream and what comes back. The reference gateway echoes nothing of
 * Cookie or Authorization, so this is where their not being forwarded is checked.
 */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '@worker/brand-config';
import type { AppEnv } from '@worker/env';
import { gatewayProxy } from '@worker/proxy/gateway-proxy';
import { createUpstream } from '@worker/upstream/upstream';

const brand: BrandConfig = {
  id: 'demo',
  hosts: ['portal.test'],
  name: 'Demo Club',
  merchantCode: 'DEMO',
  upstream: 'http://upstream.test',
  languages: ['ty', 'en'],
  defaultLanguage: 'ty',
  regions: {},
  flags: {},
  theme: { primary: '#000000', accent: '#000000', logoText: 'DEMO' },
  upstreamPublicKey: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', alg: 'ECDH-ES+A256KW' },
};

const unlimited = { limit: async () => ({ success: true }) };
const ENV = { LOGIN_LIMITER: unlimited, SMS_LIMITER: unlimited, CAPTCHA_LIMITER: unlimited, REGISTER_LIMITER: unlimited };

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', async (c, next) => {
    const visitor = { ip: '198.51.100.5', country: 'VN' };
    c.set('brand', brand);
    c.set('visitor', visitor);
    c.set('session', null);
    c.set('upstream', createUpstream(brand, 'http://upstream.test', visitor, 'en', { waitUntil: () => undefined }));
    await next();
  });
  a.all('/wps/*', gatewayProxy);
  a.all('/lgw/*', gatewayProxy);
  return { request: (url: string, init?: RequestInit) => a.request(url, init, ENV) };
}

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  redirect?: string;
}

function recordingUpstream(answer: () => Response) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), redirect: init?.redirect });
      return answer();
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('gateway proxy headers', () => {
  it('forwards an allow-list only: no Cookie, Authorization, Host, X-Forwarded-For, client identity headers', async () => {
    const seen = recordingUpstream(() => Response.json({ success: true, code: '0', message: '', value: 1 }));
    const res = await app().request('http://portal.test/wps/member/info?x=1', {
      method: 'POST',
      headers: {
        origin: 'http://portal.test',
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': 'en',
        cookie: 'session=abc',
        authorization: 'Bearer abc',
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-client-ip': '6.6.6.6',
        'x-client-country': 'KP',
        'x-merchant-code': 'DEMO2',
        'cf-connecting-ip': '6.6.6.6',
        'x-admin-token': 'dev-admin-token',
      },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    const { url, headers, redirect } = seen[0]!;
    expect(url).toBe('http://upstream.test/wps/member/info?x=1');
    expect(redirect).toBe('manual');
    for (const name of ['cookie', 'authorization', 'host', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'x-admin-token', 'origin']) {
      expect(headers.get(name), name).toBeNull();
    }
    expect(headers.get('x-client-ip')).toBe('198.51.100.5');
    expect(headers.get('x-client-country')).toBe('VN');
    expect(headers.get('x-merchant-code')).toBe('DEMO');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('returns content headers only: no Set-Cookie, no upstream CORS or server headers; no-store', async () => {
    recordingUpstream(() => {
      const h = new Headers({ 'content-type': 'application/json', 'x-powered-by': 'gw', 'access-control-allow-origin': '*' });
      h.append('set-cookie', 'sid=upstream; Path=/');
      return new Response('{"success":true,"code":"0","message":"","value":null}', { status: 200, headers: h });
    });
    const res = await app().request('http://portal.test/wps/member/info', { headers: { cookie: 'a=b' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('an upstream redirect is not followed nor passed on', async () => {
    recordingUpstream(() => new Response(null, { status: 302, headers: { location: 'http://evil.example/' } }));
    const res = await app().request('http://portal.test/wps/member/info');
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
  });

  it('an unreachable upstream answers a 502 envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const res = await app().request('http://portal.test/wps/member/info');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, code: 'NETWORK' });
  });
});

describe('connection failures', () => {
  it('repeats a GET once after a lost connection, and the player gets the answer', async () => {
    let calls = 0;
    const seen = recordingUpstream(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Network connection lost.');
      return Response.json({ success: true, code: '0', message: '', value: 7 });
    });
    const res = await app().request('http://portal.test/wps/member/balance');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ value: 7 });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it('gives up with 502 NETWORK after the second failure of a GET', async () => {
    const seen = recordingUpstream(() => {
      throw new TypeError('Network connection lost.');
    });
    const res = await app().request('http://portal.test/wps/member/balance');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, code: 'NETWORK' });
    expect(seen).toHaveLength(2);
  });

  it('never repeats a POST: it may have reached the upstream', async () => {
    const seen = recordingUpstream(() => {
      throw new TypeError('Network connection lost.');
    });
    const res = await app().request('http://portal.test/wps/member/info', {
      method: 'POST',
      headers: { origin: 'http://portal.test', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(502);
    expect(seen).toHaveLength(1);
  });
});
