/** Forgotten password by e-mail and by phone, and social login through the stand-in provider. */
import { describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@shared/api';
import type { ForgotEmailAnswer, ForgotSmsAnswer, SocialStartAnswer } from '@shared/api/login';
import { byPassword, call, freshIp, freshMobile, login, makeMember, outbox } from './accounts-client';
import { admin, GATEWAY_URL } from './client';

const forgotEmail = (body: unknown, ip: string, merchant = 'DEMO') => call<ForgotEmailAnswer>('POST', '/wps/member/password/email', body, { ip, merchant });

describe('forgot password by e-mail', () => {
  it('sends a temporary password that logs in once as a default password; the old one keeps working until then', async () => {
    const ip = freshIp();
    const m = await makeMember({ email: `fe_${Date.now()}@example.test` });
    const before = Date.now();
    const res = await forgotEmail({ username: m.username, email: m.email!.toUpperCase() }, ip);
    expect(res.status).toBe(200);
    expect(res.body.value.expirationTime).toBeGreaterThan(before + 25 * 60_000);
    const mail = (await outbox(m.email!, 'password_reset'))[0]!;
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^[a-zA-Z][a-zA-Z0-9]{9}$/);

    // the owner is not locked out by someone who knows the username and e-mail
    expect((await login<LoginResult>(byPassword(m.username, m.password), { ip })).status).toBe(200);

    const first = await login<LoginResult>(byPassword(m.username, mail.code), { ip });
    expect(first.status).toBe(200);
    expect(first.body.value.defaultPassword).toBe(true);
    // it is now the password (to be changed); the old password is gone
    expect((await login(byPassword(m.username, m.password), { ip })).status).toBe(401);
    expect((await login<LoginResult>(byPassword(m.username, mail.code), { ip })).status).toBe(200);
  });

  it('takes a form POST too', async () => {
    const m = await makeMember({ email: `ff_${Date.now()}@example.test` });
    const res = await fetch(`${GATEWAY_URL}/wps/member/password/email`, {
      method: 'POST',
      headers: { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': freshIp(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: m.username, email: m.email! }),
    });
    expect(res.status).toBe(200);
    expect((await outbox(m.email!, 'password_reset')).length).toBe(1);
  });

  it('answers USER_EMAIL_NOT_FOUND when the username and e-mail do not belong together, and sends nothing', async () => {
    const m = await makeMember({ email: `fn_${Date.now()}@example.test` });
    const wrong = await forgotEmail({ username: m.username, email: 'someone.else@example.test' }, freshIp());
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('USER_EMAIL_NOT_FOUND');
    const unknown = await forgotEmail({ username: 'nobody_here_x', email: m.email }, freshIp());
    expect(unknown.body.code).toBe('USER_EMAIL_NOT_FOUND');
    expect(await outbox(m.email!, 'password_reset')).toEqual([]);
    expect((await forgotEmail({ username: '', email: '' }, freshIp())).status).toBe(400);
  });
});

describe('forgot password by phone', () => {
  const sms = (mobileNum: string, ip: string, merchant = 'DEMO') =>
    call<ForgotSmsAnswer>('POST', '/wps/verification/sms/forgot', { countryDialingCode: '84', mobileNum }, { ip, merchant });
  const setByPhone = (body: Record<string, string>, ip: string) =>
    call<LoginResult>('POST', '/wps/member/password/verification', { countryDialingCode: '84', ...body }, { ip, encrypted: true });

  it('sends a code with its expirationTime, then sets the new password and starts a session', async () => {
    const ip = freshIp();
    const mobileNum = freshMobile();
    const m = await makeMember({ mobileNum, countryDialingCode: '84' });
    const old = await login<LoginResult>(byPassword(m.username, m.password), { ip });
    const before = Date.now();
    const sent = await sms(`0${mobileNum}`, ip);
    expect(sent.status).toBe(200);
    expect(sent.body.value.expirationTime).toBeGreaterThan(before + 4 * 60_000);
    expect(sent.body.value.expirationTime).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    const code = (await outbox(`+84${mobileNum}`, 'forgot'))[0]!;

    const wrong = await setByPhone({ mobileNum, verificationCode: code.code === '000000' ? '111111' : '000000', newPassword: 'Fresh5678' }, ip);
    expect(wrong.body.code).toBe('CODE_INVALID');
    const weak = await setByPhone({ mobileNum, verificationCode: code.code, newPassword: '123456' }, ip);
    expect(weak.body.code).toBe('WEAK_PASSWORD');

    const done = await setByPhone({ mobileNum, verificationCode: code.code, newPassword: 'Fresh5678' }, ip);
    expect(done.status).toBe(200);
    expect(done.body.value.userName).toBe(m.username);
    expect(done.body.value.defaultPassword).toBe(false);
    const me = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token: done.body.value.token });
    expect(me.body.value.account).toBe(m.username);
    // the code is used up, the old session ended, the new password works and the old does not
    expect((await setByPhone({ mobileNum, verificationCode: code.code, newPassword: 'Other5678' }, ip)).body.code).toBe('CODE_INVALID');
    expect((await call('GET', '/wps/member/info', undefined, { ip, token: old.body.value.token })).status).toBe(401);
    expect((await login(byPassword(m.username, 'Fresh5678'), { ip })).status).toBe(200);
    expect((await login(byPassword(m.username, m.password), { ip })).status).toBe(401);
  });

  it('refuses unknown numbers, plain bodies and brands without CHNGPASSVERIF3', async () => {
    expect((await sms('399999999', freshIp())).body.code).toBe('MOBILE_NOT_FOUND');
    const plain = await call(
      'POST',
      '/wps/member/password/verification',
      { countryDialingCode: '84', mobileNum: '3', verificationCode: '1', newPassword: 'x' },
      { ip: freshIp() },
    );
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    const off = await sms('912345678', freshIp(), 'DEMO2');
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('FEATURE_DISABLED');
  });
});

describe('social login with the stand-in provider', () => {
  const start = (provider: string, returnUrl: string, merchant = 'DEMO') =>
    call<SocialStartAnswer>('POST', `/wps/session/social/${provider}/start`, { returnUrl }, { ip: freshIp(), merchant });

  async function consent(authorizeUrl: string, fields: Record<string, string>) {
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const state = /name="state" value="([^"]+)"/.exec(html)![1]!;
    const provider = new URL(authorizeUrl).pathname.split('/')[2];
    return fetch(`${GATEWAY_URL}/social/${provider}/consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, ...fields }),
    });
  }

  it('makes a member on first consent, finds the same one the next time, and returns a token to the portal', async () => {
    const email = `social_${Date.now()}@example.test`;
    const first = await start('google', 'http://127.0.0.1:8797/rng?x=1#top');
    expect(first.status).toBe(200);
    expect(first.body.value.authorizeUrl).toMatch(new RegExp(`^${GATEWAY_URL}/social/google/authorize\\?state=`));
    const page = await fetch(first.body.value.authorizeUrl);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Demo Club');

    const back = await consent(first.body.value.authorizeUrl, { email, decision: 'allow' });
    expect(back.status).toBe(302);
    const target = new URL(back.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe('http://127.0.0.1:8797/rng');
    expect(target.searchParams.get('x')).toBe('1');
    const token = target.searchParams.get('token')!;
    const me = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip: freshIp(), token });
    expect(me.body.value.account).toMatch(/^g_[a-z0-9]{8}$/);
    expect(me.body.value.type).toBe(0);

    const again = await start('google', 'http://127.0.0.1:8797/');
    const back2 = await consent(again.body.value.authorizeUrl, { email, decision: 'allow' });
    const token2 = new URL(back2.headers.get('location')!).searchParams.get('token')!;
    expect((await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip: freshIp(), token: token2 })).body.value.account).toBe(me.body.value.account);

    // the other provider is another identity
    const other = await start('facebook', 'http://127.0.0.1:8797/');
    const back3 = await consent(other.body.value.authorizeUrl, { email, decision: 'allow' });
    const token3 = new URL(back3.headers.get('location')!).searchParams.get('token')!;
    expect((await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip: freshIp(), token: token3 })).body.value.account).toMatch(/^f_/);
  });

  it('uses a state once, goes back without a token on cancel, and re-asks for a bad e-mail', async () => {
    const s = await start('facebook', 'http://127.0.0.1:8797/');
    const bad = await consent(s.body.value.authorizeUrl, { email: 'not-an-email', decision: 'allow' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('valid e-mail');
    const cancel = await consent(s.body.value.authorizeUrl, { email: '', decision: 'cancel' });
    expect(cancel.status).toBe(302);
    const back = new URL(cancel.headers.get('location')!);
    expect(back.searchParams.get('token')).toBeNull();
    expect(back.searchParams.get('social')).toBe('cancelled');
    expect((await fetch(s.body.value.authorizeUrl)).status).toBe(400);
  });

  it('refuses return URLs off the merchant hosts, unknown providers and brands without SOCIALLOGIN', async () => {
    for (const url of ['https://evil.example/', 'javascript:alert(1)', '//127.0.0.1/', 'http://user:pw@127.0.0.1/']) {
      expect((await start('google', url)).status, url).toBe(400);
    }
    expect((await start('google', 'http://localhost:8797/')).status).toBe(400);
    expect((await start('twitter', 'http://127.0.0.1:8797/')).status).toBe(404);
    expect((await start('google', 'http://localhost:8797/', 'DEMO2')).body.code).toBe('FEATURE_DISABLED');
  });
});

describe('brand switches', () => {
  it('turns the login guard and a module on and off', async () => {
    const flagOf = async () =>
      (await call<{ loginGuard: boolean }>('GET', '/wps/system/whitelabel', undefined, { ip: freshIp(), merchant: 'DEMO2' })).body.value.loginGuard;
    expect((await admin('POST', '/login-guard', { merchantCode: 'DEMO2', on: true })).status).toBe(200);
    expect(await flagOf()).toBe(true);
    expect((await admin('POST', '/login-guard', { merchantCode: 'DEMO2', on: false })).status).toBe(200);
    expect(await flagOf()).toBe(false);
    expect((await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'NOPE', on: true })).status).toBe(404);
  });
});
