import { describe, expect, it } from 'vitest';
import { findPageRoute, PAGE_ROUTES } from '@shared/routes';
import { PRODUCT_PATHS } from '../setup/product-paths';
import { buildUpstreamUrl, UnsafePathError } from '@worker/upstream/upstream-url';
import { isSameOriginRequest } from '@worker/proxy/same-origin';

describe('shared/routes', () => {
  it('knows every SPEC 2.1 path', () => {
    for (const path of PRODUCT_PATHS) {
      expect(findPageRoute(path), path).toBeDefined();
    }
    expect(findPageRoute('/no-such-page')).toBeUndefined();
    expect(new Set(PAGE_ROUTES.map((r) => r.id)).size).toBe(PAGE_ROUTES.length);
  });
});

describe('worker/upstream/upstream-url', () => {
  const base = 'http://127.0.0.1:8798';
  it('builds a URL inside the API space', () => {
    expect(buildUpstreamUrl(base, '/wps/system/status', '?a=1').href).toBe(`${base}/wps/system/status?a=1`);
  });
  it.each([
    '/wps/%2e%2e/__admin/health',
    '/wps/..%2f__admin',
    '/wps/%2f%2fevil',
    '/wps/a%5cb',
    '/wps/%252e',
    '/wps//x',
    '/lgw/../__admin/health',
    '/wps/./x',
    '/__admin/health',
    '//evil.example/wps/x',
    '/wps/a\\b',
  ])('refuses %s', (path) => {
    expect(() => buildUpstreamUrl(base, path)).toThrow(UnsafePathError);
  });
});

describe('worker/proxy/same-origin', () => {
  const req = (method: string, headers: Record<string, string>) => new Request('http://127.0.0.1:8797/wps/x', { method, headers });
  it('lets safe methods through and checks the Origin of the others', () => {
    expect(isSameOriginRequest(req('GET', { origin: 'http://evil.example' }))).toBe(true);
    expect(isSameOriginRequest(req('POST', { origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(req('POST', { origin: 'http://127.0.0.1:8797' }))).toBe(true);
    expect(isSameOriginRequest(req('DELETE', {}))).toBe(false);
    expect(isSameOriginRequest(req('PUT', { 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });
});
