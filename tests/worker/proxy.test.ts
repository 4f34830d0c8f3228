/** The /wps and /lgw backend-for-frontend proxy: path safety, CSRF, headers, limits, methods. */
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@shared/api';
import { ADMIN_TOKEN, ORIGIN, raw } from './http';

const unique = () => `nc=${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('path safety', () => {
  it.each([
    '/wps/%2e%2e/__admin/health',
    '/wps/..%2f__admin',
    '/wps/..%2f__admin/health',
    '/wps/%2f%2fevil',
    '/wps/%2F%2Fevil.example/x',
    '/wps/a%5cb',
    '/wps/%5c%5cevil.example/x',
    '/wps/%252e%252e/__admin/health',
    '/wps/%252e',
    '/wps//x',
    '//wps/x',
    '/lgw/../__admin/health',
    '/lgw/games/../../__admin/health',
    '/wps/%00',
  ])('%s is refused and never reaches the gateway admin', async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(404);
    expect(res.body.trim()).not.toBe('ok');
    if (/json/.test(res.header('content-type') ?? '')) {
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
    } else {
      // a dot segment the URL parser already removed: the worker saw /__admin/…, a page path, and answered its 404 page
      expect(res.header('content-type')).toMatch(/^text\/html/);
    }
  });

  it('the same admin path is refused for POST too', async () => {
    const res = await raw('/wps/..%2f__admin/maintenance', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ merchantCode: 'DEMO', on: true }),
    });
    expect(res.status).toBe(404);
    // and maintenance did not switch on
    const status = JSON.parse((await raw(`/wps/system/status?${unique()}`)).body) as { value: SystemStatus };
    expect(status.value.status).toBe(0);
  });

  it('a normal call passes through', async () => {
    const res = await raw('/lgw/games/vendors');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
  });
});

describe('CSRF', () => {
  const post = (headers: Record<string, string>) =>
    raw('/wps/no-such-call', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it('a POST from another origin is refused with 403 CSRF', async () => {
    const res = await post({ origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'CSRF' });
  });

  it('a POST from the brand origin passes the check', async () => {
    const res = await post({ origin: ORIGIN.demo });
    expect(res.status).not.toBe(403);
    expect(res.status).toBe(404); // the gateway has no such call
  });

  it("another brand's origin is another site", async () => {
    expect((await post({ origin: ORIGIN.lucky })).status).toBe(403);
    expect(
      (await raw('/wps/no-such-call', { method: 'POST', host: `localhost:${new URL(ORIGIN.demo).port}`, headers: { origin: ORIGIN.lucky }, body: '{}' }))
        .status,
    ).not.toBe(403);
  });

  it('no Origin: only Sec-Fetch-Site same-origin passes', async () => {
    expect((await post({})).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).not.toBe(403);
  });

  it('a cross-site DELETE or PUT is refused as well', async () => {
    for (const method of ['PUT', 'DELETE']) {
      expect((await raw('/wps/x', { method, headers: { origin: 'http://evil.example' } })).status).toBe(403);
    }
  });
});

describe('forwarded and returned headers', () => {
  it('client X-Forwarded-For / X-Client-IP / X-Client-Country / Cookie / Authorization do not set the visitor', async () => {
    const res = await raw(`/wps/system/status?${unique()}`, {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-client-ip': '6.6.6.6',
        'x-client-country': 'KP',
        'x-merchant-code': 'DEMO2',
        cookie: 'session=stolen; lang=en',
        authorization: 'Bearer stolen',
      },
    });
    expect(res.status).toBe(200);
    const { value } = JSON.parse(res.body) as { value: SystemStatus };
    expect(value.location.ip).not.toBe('6.6.6.6');
    expect(value.location.country).not.toBe('KP');
    expect(value.status).toBe(0);
  });

  it('the development override sets the visitor the upstream sees', async () => {
    const res = await raw(`/wps/system/status?${unique()}`, { headers: { 'x-simulate-ip': '203.0.113.77', 'x-simulate-country': 'VN' } });
    expect(JSON.parse(res.body).value.location).toEqual({ ip: '203.0.113.77', country: 'VN' });
  });

  it('no Set-Cookie from the upstream reaches the browser', async () => {
    for (const path of ['/wps/system/whitelabel', `/wps/system/status?${unique()}`, '/lgw/games/vendors', '/wps/no-such-call']) {
      expect((await raw(path)).header('set-cookie'), path).toBeUndefined();
    }
  });

  it('only content headers of the upstream are passed on', async () => {
    const res = await raw('/lgw/games/vendors');
    expect(res.header('access-control-allow-origin')).toBeUndefined();
    expect(res.header('x-edge-fetched-at')).toBeUndefined();
  });
});

describe('limits and methods', () => {
  const big = Buffer.alloc(1024 * 1024 + 1, 'a');

  it('a body over 1 MiB answers 413 (Content-Length)', async () => {
    const res = await raw('/wps/no-such-call', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': 'application/json' },
      body: big,
      refusedEarly: true,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a body over 1 MiB answers 413 (chunked, no Content-Length)', async () => {
    const res = await raw('/wps/no-such-call', { method: 'PUT', headers: { origin: ORIGIN.demo }, body: big, chunked: true, refusedEarly: true });
    expect(res.status).toBe(413);
  });

  it('a body of exactly 1 MiB passes', async () => {
    const res = await raw('/wps/no-such-call', { method: 'POST', headers: { origin: ORIGIN.demo }, body: Buffer.alloc(1024 * 1024, 'a') });
    expect(res.status).toBe(404);
  });

  it.each(['PUT', 'DELETE', 'POST', 'GET'])('%s is allowed', async (method) => {
    const res = await raw('/wps/no-such-call', { method, headers: { origin: ORIGIN.demo }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it.each(['PATCH', 'OPTIONS', 'TRACE'])('%s answers 405', async (method) => {
    const res = await raw('/wps/system/status', { method, headers: { origin: ORIGIN.demo } });
    expect(res.status).toBe(405);
  });
});
