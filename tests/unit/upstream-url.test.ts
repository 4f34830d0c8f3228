import { describe, expect, it } from 'vitest';
import { buildUpstreamUrl, UnsafePathError } from '@worker/upstream/upstream-url';

const UP = 'https://gw.example.com';

describe('buildUpstreamUrl', () => {
  it('maps allowed /wps and /lgw paths onto the upstream, keeping the query', () => {
    expect(buildUpstreamUrl(UP, '/wps/system/status').href).toBe('https://gw.example.com/wps/system/status');
    expect(buildUpstreamUrl(UP, '/lgw/games/list', '?pageNo=2').href).toBe('https://gw.example.com/lgw/games/list?pageNo=2');
  });

  it.each([
    ['/admin'],
    ['/wpsx/a'],
    ['/wps/../admin'],
    ['/wps/./a'],
    ['/wps/%2e%2e/admin'],
    ['/wps/%2E%2E/admin'],
    ['/wps/a%2fb'],
    ['/wps/a%5cb'],
    ['/wps/%252e%252e/admin'],
    ['/wps/a\\b'],
    ['/wps//evil.example/x'],
    ['/wps/a//b'],
    ['/wps/%00'],
  ])('refuses %s', (path) => {
    expect(() => buildUpstreamUrl(UP, path)).toThrow(UnsafePathError);
  });

  it('never leaves the upstream origin even for protocol-relative tricks', () => {
    expect(() => buildUpstreamUrl(UP, '//evil.example/wps/x')).toThrow(UnsafePathError);
  });
});
