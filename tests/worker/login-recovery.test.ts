/**
 * The worker's side of recovery and social login: set-password-by-phone goes upstream as
 * JWE and starts the session in the HttpOnly cookie without showing the token; the social
 * start answers the provider URL; the login guard of a brand flag sends only visitors
 * without a session to /login.
 */
import { describe, expect, it } from 'vitest';
import { freshIp, freshMobile, makeMember, outbox } from '../gateway/accounts-client';
import { HOSTS, ORIGIN, raw } from './http';

const post = (body: unknown, ip: string, host: string = HOSTS.demo, origin: string = ORIGIN.demo) => ({
  method: 'POST',
  host,
  headers: { 'content-type': 'application/json', origin, 'x-simulate-ip': ip },
  body: JSON.stringify(body),
});

const sidOf = (setCookie: string | undefined) => /(?:^|, )sid=([^;]+)/.exec(setCookie ?? '')?.[1];

describe('forgot password by phone through the worker', () => {
  it('sends the code, then sets the password as JWE and keeps the new session in the cookie only', async () => {
    const ip = freshIp();
    const mobileNum = freshMobile();
    const m = await makeMember({ mobileNum, countryDialingCode: '84' });
    const sent = await raw('/wps/verification/sms/forgot', post({ countryDialingCode: '84', mobileNum }, ip));
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body).value.expirationTime).toBeGreaterThan(Date.now());
    const code = (await outbox(`+84${mobileNum}`, 'forgot'))[0]!;
    const done = await raw(
      '/wps/member/password/verification',
      post({ countryDialingCode: '84', mobileNum, verificationCode: code.code, newPassword: 'Worker5678' }, ip),
    );
    expect(done.status).toBe(200);
    expect(done.body).not.toMatch(/"token"/);
    expect(JSON.parse(done.body).value.userName).toBe(m.username);
    const sid = sidOf(done.header('set-cookie'));
    expect(done.header('set-cookie')).toMatch(/HttpOnly/i);
    const info = await raw('/wps/member/info', { headers: { cookie: `sid=${sid}`, 'x-simulate-ip': ip } });
    expect(JSON.parse(info.body).value.account).toBe(m.username);
  });

  it('refuses a cross-site forgot-password call (CSRF)', async () => {
    const res = await raw(
      '/wps/member/password/email',
      post({ username: 'demo_member', email: 'demo_member@example.test' }, freshIp(), HOSTS.demo, 'https://evil.example'),
    );
    expect(res.status).toBe(403);
  });
});

describe('social login start through the worker', () => {
  it('answers the consent page URL of the provider', async () => {
    const res = await raw('/wps/session/social/google/start', post({ returnUrl: `${ORIGIN.demo}/` }, freshIp()));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).value.authorizeUrl).toMatch(/\/social\/google\/authorize\?state=/);
  });
});

describe('login guard (brand flag LOGINGUARD on guard.localhost)', () => {
  const guard = HOSTS.lucky.replace('localhost', 'guard.localhost');
  const origin = `http://${guard}`;

  it('sends visitors without a session to /login and leaves the open paths and the other brands alone', async () => {
    for (const path of ['/', '/rng', '/promotions']) {
      const res = await raw(path, { host: guard });
      expect(res.status, path).toBe(302);
      expect(res.header('location'), path).toBe('/login');
    }
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect((await raw(path, { host: guard })).status, path).toBe(200);
    }
    expect((await raw('/rng', { host: HOSTS.lucky })).status).toBe(200);
  });

  it('lets a logged-in player through', async () => {
    const ip = freshIp();
    const m = await makeMember({}, 'DEMO2');
    const res = await raw('/wps/session/login', post({ type: 'username', username: m.username, password: m.password }, ip, guard, origin));
    expect(res.status).toBe(200);
    const sid = sidOf(res.header('set-cookie'));
    const page = await raw('/rng', { host: guard, headers: { cookie: `sid=${sid}`, 'x-simulate-ip': ip } });
    expect(page.status).toBe(200);
  });
});
