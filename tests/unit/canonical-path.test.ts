import { describe, expect, it } from 'vitest';
import { canonicalProxyPath } from '@worker/proxy/canonical-path';
import { proxyRules } from '@worker/proxy/proxy-rules';
import { normalizedAccount } from '@worker/proxy/rate-limit';
import { safeReturnPath, sameOriginTarget } from '@worker/session/safe-redirect';

describe('canonicalProxyPath', () => {
  it('decodes percent-encoded unreserved characters, in either case', () => {
    expect(canonicalProxyPath('/wps/verification/sm%73/noLogin')).toBe('/wps/verification/sms/noLogin');
    expect(canonicalProxyPath('/wps/session/login/verif%79')).toBe('/wps/session/login/verify');
    expect(canonicalProxyPath('/%77ps/captch%61')).toBe('/wps/captcha');
    expect(canonicalProxyPath('/lgw/games/lis%74')).toBe('/lgw/games/list');
    expect(canonicalProxyPath('/wps/member/password/emai%6C')).toBe('/wps/member/password/email');
    expect(canonicalProxyPath('/lgw/vn/games/game_menu')).toBe('/lgw/vn/games/game_menu');
  });

  it('refuses what cannot be made canonical', () => {
    for (const path of [
      '/wps/%c0%ae%c0%ae/admin', // overlong UTF-8 dots
      '/wps/system%EF%BC%8Ewhitelabel', // fullwidth dot
      '/wps/captch%2561', // double encoding
      '/wps/captcha%2F', // encoded slash
      '/wps/captcha%5c', // encoded backslash
      '/wps\\captcha',
      '/wps/../admin',
      '/wps/%2e%2e/admin',
      '/wps/./captcha',
      '/wps//captcha',
      '/wps/captcha/',
      '/wps/cap tcha',
      '/wps/cap%20tcha',
      '/wps/%00',
      '/wps/%zz',
      '/admin/x',
      '/wps',
      '/wps%2fcaptcha',
    ]) {
      expect(canonicalProxyPath(path), path).toBeNull();
    }
  });
});

describe('proxyRules', () => {
  it('gives an encoded path the rules of the path it decodes to', () => {
    expect(proxyRules(canonicalProxyPath('/wps/session/login/verif%79')!, 'POST')).toEqual(proxyRules('/wps/session/login/verify', 'POST'));
    expect(proxyRules('/wps/session/login/verify', 'POST')).toMatchObject({ keepsToken: true, limiter: 'LOGIN_LIMITER' });
    expect(proxyRules('/wps/verification/sms/noLogin', 'POST').limiter).toBe('SMS_LIMITER');
    expect(proxyRules('/wps/announcements', 'GET')).toMatchObject({ cleansHtml: true });
    expect(proxyRules('/lgw/games/list', 'GET')).toMatchObject({ cached: true });
    expect(proxyRules('/wps/system/status', 'GET')).toMatchObject({ cached: false });
  });
});

describe('login limit key', () => {
  it('is the account as the upstream resolves it', () => {
    expect(normalizedAccount(' Demo_Member ')).toBe('demo_member');
    expect(normalizedAccount('ｄｅｍｏ')).toBe('demo');
  });
});

describe('redirect targets', () => {
  it('stay on the origin whatever the path looks like', () => {
    expect(sameOriginTarget(new URL('http://a.test//evil.example/?x=1'))).toBe('http://a.test/evil.example/?x=1');
    expect(sameOriginTarget(new URL('http://a.test/\\evil.example/'))).toBe('http://a.test/evil.example/');
    expect(sameOriginTarget(new URL('http://a.test/rng?vendor=PG'))).toBe('http://a.test/rng?vendor=PG');
    expect(safeReturnPath('//evil.example/', 'http://a.test')).toBe('http://a.test/');
    expect(safeReturnPath('https://evil.example/', 'http://a.test')).toBe('http://a.test/');
    expect(safeReturnPath('/\\evil.example', 'http://a.test')).toBe('http://a.test/');
    expect(safeReturnPath('/rng?vendor=PG', 'http://a.test')).toBe('http://a.test/rng?vendor=PG');
    expect(safeReturnPath(undefined, 'http://a.test')).toBe('http://a.test/');
  });
});
