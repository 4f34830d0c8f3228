import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginFailure, LoginResult, TwoFactorChallenge } from '@shared/api';
import { byPassword, call, freshIp, freshMobile, login, makeMember, outbox, resetMember } from './accounts-client';
import { admin, GATEWAY_URL } from './client';

const captchaAnswer = async (ip: string) => (await admin<{ answer: string }>('GET', `/captcha?ip=${encodeURIComponent(ip)}`)).body.value.answer;

describe('encrypted payloads', () => {
  it.each([
    ['/wps/session/login', { type: 'username', username: 'demo_member', password: 'Demo1234' }],
    ['/wps/session/login/freeplay', { os: 'linux', platform: 'W', nonce: 'abc', version: 3 }],
  ])('%s refuses a plain JSON body', async (path, body) => {
    // (POST /wps/member/password: accounts-member.test.ts, it needs a token first)
    const res = await call('POST', path, body, { ip: freshIp(), encrypted: false });
    expect(res).toMatchObject({ status: 400, body: { success: false, code: 'ENCRYPTION_REQUIRED' } });
  });

  it('refuses a jose body that does not decrypt', async () => {
    const res = await fetch(`${GATEWAY_URL}/wps/session/login`, {
      method: 'POST',
      headers: { 'X-Merchant-Code': 'DEMO', 'Content-Type': 'application/jose' },
      body: 'eyJhbGciOiJub25lIn0.a.b.c.d',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST');
  });
});

describe('login by username', () => {
  afterAll(async () => {
    await resetMember('demo_default');
    await resetMember('demo_stale');
  });

  it('answers a LoginResult and records the first address', async () => {
    const m = await makeMember();
    const ip = freshIp();
    const res = await login<LoginResult>(byPassword(m.username, m.password), { ip });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '0' });
    const v = res.body.value;
    expect(v).toEqual({
      token: expect.any(String),
      userName: m.username,
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      defaultPassword: false,
      lastLogin: null,
    });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // second login from the same address: no second step, no longer the first
    const again = await login<LoginResult>(byPassword(m.username, m.password), { ip });
    expect(again.status).toBe(200);
    expect(again.body.value.firstTimeLogin).toBe(false);
    expect(again.body.value.token).not.toBe(v.token);
    // the previous login, shown at sign-in
    expect(again.body.value.lastLogin).toEqual({ at: expect.any(Number), ip });
  });

  it('flags the default and the expired password (seeded demo_default, demo_stale)', async () => {
    const def = await login<LoginResult>(byPassword('demo_default', '123456'), { ip: '127.0.0.1' });
    expect(def.body.value).toMatchObject({ userName: 'demo_default', defaultPassword: true, passwordExpired: false });
    const stale = await login<LoginResult>(byPassword('demo_stale', 'Stale1234'), { ip: '127.0.0.1' });
    expect(stale.body.value).toMatchObject({ defaultPassword: false, passwordExpired: true });
  });

  it('rejects a missing password as a bad request', async () => {
    const res = await login({ type: 'username', username: 'demo_member' }, { ip: freshIp() });
    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it('asks for a captcha after two failures for a username, and the right answer lets the login pass', async () => {
    const m = await makeMember();
    const ip1 = freshIp();
    const first = await login<LoginFailure>(byPassword(m.username, 'wrong1'), { ip: ip1 });
    expect(first).toMatchObject({ status: 401, body: { success: false, code: 'LOGIN_FAILED', value: { captchaRequired: false } } });
    // the second failure comes from another address: the username count alone triggers it
    const ip2 = freshIp();
    const second = await login<LoginFailure>(byPassword(m.username, 'wrong2'), { ip: ip2 });
    expect(second).toMatchObject({ status: 401, body: { code: 'LOGIN_FAILED', value: { captchaRequired: true } } });

    // even the right password is refused without the captcha
    const ip3 = freshIp();
    const noCaptcha = await login<LoginFailure>(byPassword(m.username, m.password), { ip: ip3 });
    expect(noCaptcha).toMatchObject({ status: 401, body: { code: 'CAPTCHA_INVALID', value: { captchaRequired: true } } });

    // a wrong answer uses the captcha up
    const img = await call<string>('GET', '/wps/captcha', undefined, { ip: ip3 });
    expect(img.status).toBe(200);
    const answer = await captchaAnswer(ip3);
    expect(answer).toMatch(/^\d{4}$/);
    const wrong = String((Number(answer) + 1) % 10000).padStart(4, '0');
    expect((await login(byPassword(m.username, m.password, { captcha: wrong }), { ip: ip3 })).body.code).toBe('CAPTCHA_INVALID');
    expect((await login(byPassword(m.username, m.password, { captcha: answer }), { ip: ip3 })).body.code).toBe('CAPTCHA_INVALID');

    // a fresh captcha, answered right, with the right password
    await call('GET', '/wps/captcha', undefined, { ip: ip3 });
    const ok = await login<LoginResult>(byPassword(m.username, m.password, { captcha: await captchaAnswer(ip3) }), { ip: ip3 });
    expect(ok.status).toBe(200);
    expect(ok.body.value.userName).toBe(m.username);

    // success reset the counts: the next wrong password is a plain failure again
    const after = await login<LoginFailure>(byPassword(m.username, 'wrong3'), { ip: ip3 });
    expect(after.body).toMatchObject({ code: 'LOGIN_FAILED', value: { captchaRequired: false } });
  });

  it('counts failures per address too, unknown usernames included', async () => {
    const ip = freshIp();
    for (const n of [1, 2]) {
      const res = await login<LoginFailure>(byPassword(`nobody_${Date.now()}_${n}`, 'whatever'), { ip });
      expect(res.body).toMatchObject({ code: 'LOGIN_FAILED', value: { captchaRequired: n === 2 } });
    }
    const m = await makeMember();
    expect((await login(byPassword(m.username, m.password), { ip })).body.code).toBe('CAPTCHA_INVALID');
    await call('GET', '/wps/captcha', undefined, { ip });
    const ok = await login<LoginResult>(byPassword(m.username, m.password, { captcha: await captchaAnswer(ip) }), { ip });
    expect(ok.status).toBe(200);
  });

  it('serves the captcha as a 120x40 base64 PNG', async () => {
    const ip = freshIp();
    const res = await call<string>('GET', '/wps/captcha', undefined, { ip });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.value).not.toMatch(/^data:/);
    const bytes = Buffer.from(res.body.value, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(120);
    expect(bytes.readUInt32BE(20)).toBe(40);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([120, 40]);
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(3);
    // a new picture replaces the answer
    const before = await captchaAnswer(ip);
    let changed = false;
    for (let i = 0; i < 5 && !changed; i++) {
      await call('GET', '/wps/captcha', undefined, { ip });
      changed = (await captchaAnswer(ip)) !== before;
    }
    expect(changed).toBe(true);
  });

  it('keeps the admin captcha peek behind the admin token', async () => {
    expect((await admin('GET', '/captcha?ip=1.2.3.4', undefined, null)).status).toBe(401);
    expect((await admin('GET', '/outbox', undefined, 'wrong')).status).toBe(401);
  });
});

describe('second step from a new address', () => {
  const challenge = async (m: { username: string; password: string }, ip: string) => {
    const res = await login<TwoFactorChallenge>(byPassword(m.username, m.password), { ip });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TWO_FACTOR_REQUIRED');
    return res.body.value;
  };
  const verify = <T>(challengeId: string, code: string, ip: string) => call<T>('POST', '/wps/session/login/verify', { challengeId, code }, { ip });

  it('sends an SMS code, refuses a wrong one and logs in with the right one', async () => {
    const mobile = freshMobile();
    const m = await makeMember({ mobileNum: mobile, countryDialingCode: '84', email: 'x@example.test' });
    const home = freshIp();
    expect((await login(byPassword(m.username, m.password), { ip: home })).status).toBe(200);

    const away = freshIp();
    const ch = await challenge(m, away);
    expect(ch).toEqual({ challengeId: expect.any(String), channel: 'sms', destination: `+84*****${mobile.slice(-4)}`, retryAfterSeconds: 60 });
    const [sent] = await outbox(`+84${mobile}`, 'two_factor');
    expect(sent).toMatchObject({ channel: 'sms', merchantCode: 'DEMO' });
    expect(sent!.code).toMatch(/^\d{6}$/);

    const wrong = sent!.code === '000000' ? '111111' : '000000';
    expect(await verify(ch.challengeId, wrong, away)).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_INVALID' } });
    const ok = await verify<LoginResult>(ch.challengeId, sent!.code, away);
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ userName: m.username, firstTimeLogin: false });
    // used up
    expect((await verify(ch.challengeId, sent!.code, away)).status).toBe(410);
    // the address is known now
    expect((await login(byPassword(m.username, m.password), { ip: away })).status).toBe(200);
  });

  it('uses e-mail when the member has no mobile', async () => {
    const m = await makeMember({ email: `mail_${Date.now()}@example.test` });
    expect((await login(byPassword(m.username, m.password), { ip: freshIp() })).status).toBe(200);
    const ch = await challenge(m, freshIp());
    expect(ch.channel).toBe('email');
    expect(ch.destination).toMatch(/^ma\*+@example\.test$/);
    expect((await outbox(m.email!, 'two_factor'))[0]?.channel).toBe('email');
  });

  it('kills the challenge after five wrong codes', async () => {
    const m = await makeMember({ mobileNum: freshMobile(), countryDialingCode: '84' });
    expect((await login(byPassword(m.username, m.password), { ip: freshIp() })).status).toBe(200);
    const away = freshIp();
    const ch = await challenge(m, away);
    const [sent] = await outbox(`+84${m.mobileNum}`, 'two_factor');
    const wrong = sent!.code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await verify(ch.challengeId, wrong, away)).body.code).toBe('TWO_FACTOR_INVALID');
    expect(await verify(ch.challengeId, sent!.code, away)).toMatchObject({ status: 410, body: { code: 'TWO_FACTOR_EXPIRED' } });
    expect((await call('POST', '/wps/session/login/resend', { challengeId: ch.challengeId }, { ip: away })).status).toBe(410);
  });

  it('throttles resend and refuses unknown challenges', async () => {
    const m = await makeMember({ mobileNum: freshMobile(), countryDialingCode: '84' });
    expect((await login(byPassword(m.username, m.password), { ip: freshIp() })).status).toBe(200);
    const away = freshIp();
    const ch = await challenge(m, away);
    const res = await call<{ retryAfterSeconds: number }>('POST', '/wps/session/login/resend', { challengeId: ch.challengeId }, { ip: away });
    expect(res).toMatchObject({ status: 429, body: { success: false, code: 'TOO_MANY_REQUESTS' } });
    expect(res.body.value.retryAfterSeconds).toBeGreaterThan(50);
    expect(res.body.value.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(res.headers.get('retry-after'))).toBe(res.body.value.retryAfterSeconds);
    expect((await call('POST', '/wps/session/login/resend', { challengeId: 'nope' }, { ip: away })).status).toBe(410);
    expect((await verify('nope', '123456', away)).body.code).toBe('TWO_FACTOR_EXPIRED');
    // another merchant cannot use the challenge
    expect((await call('POST', '/wps/session/login/verify', { challengeId: ch.challengeId, code: '1' }, { ip: away, merchant: 'DEMO2' })).status).toBe(410);
  });
});

describe('login by SMS code', () => {
  const sendCode = (mobileNum: string, ip: string, countryDialingCode = '84') =>
    call<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode }, { ip });

  it('sends a code to a registered number and logs in with it once', async () => {
    const mobile = freshMobile();
    const m = await makeMember({ mobileNum: mobile, countryDialingCode: '84' });
    const ip = freshIp();
    const sent = await sendCode(`0${mobile}`, ip, '+84');
    expect(sent).toMatchObject({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
    const [entry] = await outbox(`+84${mobile}`, 'login');
    expect(entry).toMatchObject({ channel: 'sms', purpose: 'login' });

    const sms = (verificationCode: string) => ({ type: 'sms' as const, mobileNum: mobile, countryDialingCode: '84', verificationCode });
    const wrong = entry!.code === '000000' ? '111111' : '000000';
    expect((await login<LoginFailure>(sms(wrong), { ip })).body).toMatchObject({ code: 'LOGIN_FAILED', value: { captchaRequired: false } });
    const ok = await login<LoginResult>(sms(entry!.code), { ip });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ userName: m.username, type: 0, firstTimeLogin: true });
    expect((await login(sms(entry!.code), { ip })).status).toBe(401);
  });

  it('answers 404 MOBILE_NOT_FOUND for an unknown number', async () => {
    expect(await sendCode('200000001', freshIp())).toMatchObject({ status: 404, body: { code: 'MOBILE_NOT_FOUND' } });
  });

  it('works for the seeded demo_member number', async () => {
    expect((await sendCode('912345678', freshIp())).status).toBe(200);
    expect((await outbox('+84912345678', 'login'))[0]?.code).toMatch(/^\d{6}$/);
  });
});
