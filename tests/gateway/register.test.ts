/**
 * Registration on the reference gateway: JWE only, every field checked server-side against
 * the register settings, unique username and mobile, affiliate codes, the registration SMS,
 * the bot-check challenge, and a session at the end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api';
import type { AffiliateCheck, CountryList, RegisterFieldErrors, RegisterResult } from '@shared/api/register';
import { call, login, byPassword } from './accounts-client';
import { admin, get } from './client';
import { captchaFor, freshIp, freshMobile, registerSmsCode, solvedBotCheck, validRegistration } from './register-client';

const put = <T>(path: string, body: unknown, ip: string, encrypted = true) => call<T>('PUT', path, body, { ip, encrypted });

describe('register (username)', () => {
  it('refuses a plain JSON body on both register paths', async () => {
    for (const path of ['/wps/member/register', '/wps/member/register/mobile']) {
      const res = await put(path, { username: 'someone1', password: 'Passw0rd' }, freshIp(), false);
      expect(res).toMatchObject({ status: 400, body: { code: 'ENCRYPTION_REQUIRED' } });
    }
  });

  it('registers, answers a session with the bonus account, and the password logs in', async () => {
    const ip = freshIp();
    const body = await validRegistration(ip, { referralCode: 'FRIEND42', email: 'new@example.test' });
    const res = await put<RegisterResult>('/wps/member/register', body, ip);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ userName: body.username, type: 0, accountGenerated: false, passwordGenerated: false });
    expect(res.body.value.token).toMatch(/^[\w-]{40,}$/);
    const info = await call<{ account: string }>('GET', '/wps/member/info', undefined, { ip, token: res.body.value.token });
    expect(info.body.value.account).toBe(body.username);
    const balance = await call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, { ip, token: res.body.value.token });
    expect(balance.body.value.sumBalance).toBe(1000);
    // the address is known now: logging in again from it needs no second step
    const again = await login<LoginResult>(byPassword(body.username, 'Passw0rd'), { ip });
    expect(again.status).toBe(200);
  });

  it('validates every field on the server with the docs/product.md 5 messages', async () => {
    const ip = freshIp();
    const body = {
      ...(await validRegistration(ip)),
      username: '1abc',
      password: 'Passw0rd',
      confirmPassword: 'Other123',
      email: 'not-an-email',
      mobileNum: '12',
    };
    const res = await put<RegisterFieldErrors>('/wps/member/register', body, ip);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REGISTER_INVALID');
    const fields = res.body.value.fields;
    expect(fields.username).toEqual({ key: 'validation.pattern.letter_first', vars: { min: 6, max: 16 } });
    expect(fields.confirmPassword?.key).toBe('validation.inconsistent_twice');
    expect(fields.email?.key).toBe('validation.pattern.email');
    expect(fields.mobileNum?.key).toBe('validation.pattern.digits');
    expect(fields.password).toBeUndefined();
  });

  it('requires the always-required fields', async () => {
    const ip = freshIp();
    const res = await put<RegisterFieldErrors>('/wps/member/register', { botCheck: await solvedBotCheck(ip), login: true, registerMethod: 'WEB' }, ip);
    expect(res.body.code).toBe('REGISTER_INVALID');
    for (const field of ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha']) {
      expect(res.body.value.fields[field]).toEqual({ key: 'validation.not_empty', vars: { field: `register.field.${field}` } });
    }
  });

  it('refuses a taken username (any case) and a taken mobile number', async () => {
    const ip = freshIp();
    const first = await validRegistration(ip);
    expect((await put('/wps/member/register', first, ip)).status).toBe(200);
    const dup = await put('/wps/member/register', await validRegistration(ip, { username: first.username.toUpperCase() }), ip);
    expect(dup).toMatchObject({ status: 409, body: { code: 'USERNAME_TAKEN' } });
    const sms = await call(
      'POST',
      '/wps/verification/sms/register',
      { countryDialingCode: '84', mobileNo: '0912345678', botCheck: await solvedBotCheck(ip) },
      { ip },
    );
    expect(sms).toMatchObject({ status: 409, body: { code: 'MOBILE_TAKEN' } });
  });

  it('refuses a missing, wrong or replayed bot check', async () => {
    const ip = freshIp();
    const body = await validRegistration(ip);
    const { botCheck, ...without } = body;
    expect((await put('/wps/member/register', without, ip)).body.code).toBe('BOT_CHECK_FAILED');
    const wrong = { ...body, botCheck: { challenge: botCheck.challenge, solution: String(Number(botCheck.solution) + 1) } };
    // a wrong solution could by chance also solve it; the next few cannot all do so
    const wrongs = await Promise.all(
      [1, 2, 3].map((d) => put('/wps/member/register', { ...wrong, botCheck: { ...wrong.botCheck, solution: String(Number(botCheck.solution) + d) } }, ip)),
    );
    expect(wrongs.some((r) => r.body.code === 'BOT_CHECK_FAILED')).toBe(true);
    const forged = { ...body, botCheck: { challenge: botCheck.challenge.replace(/^./, (ch) => (ch === 'e' ? 'f' : 'e')), solution: botCheck.solution } };
    expect((await put('/wps/member/register', forged, ip)).body.code).toBe('BOT_CHECK_FAILED');
    expect((await put('/wps/member/register', body, ip)).status).toBe(200);
    const replay = await put('/wps/member/register', { ...body, username: `${body.username.slice(0, 14)}x2` }, ip);
    expect(replay.body.code).toBe('BOT_CHECK_FAILED');
  });

  it('checks the captcha and the SMS code', async () => {
    const ip = freshIp();
    const badCaptcha = await validRegistration(ip);
    badCaptcha.captcha = badCaptcha.captcha === '0000' ? '1111' : '0000';
    expect((await put('/wps/member/register', badCaptcha, ip)).body.code).toBe('CAPTCHA_INVALID');
    const badCode = await validRegistration(ip);
    badCode.verificationCode = badCode.verificationCode === '000000' ? '111111' : '000000';
    expect((await put('/wps/member/register', badCode, ip)).body.code).toBe('SMS_CODE_INVALID');
  });
});

describe('affiliate codes', () => {
  it('knows demo_agent code DEMOAGENT (any case) and not a made-up one', async () => {
    expect((await get<AffiliateCheck>('/wps/agent/affiliate?code=demoagent&domain=127.0.0.1')).body.value).toEqual({ code: 'DEMOAGENT', valid: true });
    expect((await get<AffiliateCheck>('/wps/agent/affiliate?code=NOPE1234&domain=127.0.0.1')).body.value.valid).toBe(false);
  });

  it('keeps a valid code and refuses registration with a bad one', async () => {
    const ip = freshIp();
    expect((await put('/wps/member/register', await validRegistration(ip, { affiliateCode: 'NOPE1234' }), ip)).body.code).toBe('INVITATION_CODE_ERROR');
    expect((await put('/wps/member/register', await validRegistration(ip, { affiliateCode: 'DEMOAGENT' }), ip)).status).toBe(200);
  });
});

describe('registration SMS', () => {
  it('sends a code to the outbox with expiredMinutes, once a minute per number, with a bot check', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    expect(await registerSmsCode(mobile, ip)).toMatch(/^\d{6}$/);
    const again = await call(
      'POST',
      '/wps/verification/sms/register',
      { countryDialingCode: '84', mobileNo: mobile, botCheck: await solvedBotCheck(ip) },
      { ip },
    );
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const noBot = await call('POST', '/wps/verification/sms/register', { countryDialingCode: '84', mobileNo: freshMobile() }, { ip });
    expect(noBot.body.code).toBe('BOT_CHECK_FAILED');
  });

  it('answers expiredMinutes', async () => {
    const ip = freshIp();
    const res = await call<{ expiredMinutes: number }>(
      'POST',
      '/wps/verification/sms/register',
      { countryDialingCode: '84', mobileNo: freshMobile(), botCheck: await solvedBotCheck(ip) },
      { ip },
    );
    expect(res.body.value.expiredMinutes).toBe(5);
  });
});

describe('register mobile', () => {
  it('generates the account (MOBILEREGPASS on: the player sets the password) and logs in', async () => {
    const ip = freshIp();
    const mobileNum = freshMobile();
    const verificationCode = await registerSmsCode(mobileNum, ip);
    const captcha = await captchaFor(ip);
    const body = {
      mobileNum,
      countryDialingCode: '84',
      verificationCode,
      captcha,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      login: true,
      registerMethod: 'WEB',
      botCheck: await solvedBotCheck(ip),
      confirmAge: true,
      birthday: '1990-05-15',
    };
    const res = await put<RegisterResult>('/wps/member/register/mobile', body, ip);
    expect(res.status).toBe(200);
    expect(res.body.value.accountGenerated).toBe(true);
    expect(res.body.value.userName).toMatch(/^m[a-z0-9]{9}$/);
    const info = await call<{ account: string }>('GET', '/wps/member/info', undefined, { ip, token: res.body.value.token });
    expect(info.body.value.account).toBe(res.body.value.userName);
  });
});

describe('register mobile without MOBILEREGPASS', () => {
  afterAll(async () => {
    await admin('POST', '/modules', { merchantCode: 'DEMO', modId: 'MOBILEREGPASS', on: true });
  });

  it('generates the password too, says so, and ignores a typed one', async () => {
    expect((await admin('POST', '/modules', { merchantCode: 'DEMO', modId: 'MOBILEREGPASS', on: false })).status).toBe(200);
    const ip = freshIp();
    const mobileNum = freshMobile();
    const verificationCode = await registerSmsCode(mobileNum, ip);
    const body = {
      mobileNum,
      countryDialingCode: '84',
      verificationCode,
      captcha: await captchaFor(ip),
      password: 'Typed1234',
      login: true,
      registerMethod: 'WEB',
      botCheck: await solvedBotCheck(ip),
      confirmAge: true,
      birthday: '1990-05-15',
    };
    const res = await put<RegisterResult>('/wps/member/register/mobile', body, ip);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ accountGenerated: true, passwordGenerated: true });
    const typed = await login(byPassword(res.body.value.userName, 'Typed1234'), { ip });
    expect(typed.status).toBe(401);
  });
});

describe('countries', () => {
  it('lists dialling codes with flags and the visitor country', async () => {
    const res = await get<CountryList>('/wps/system/countries', 'DEMO', { 'X-Client-Country': 'th' });
    expect(res.body.value.visitorCountry).toBe('TH');
    expect(res.body.value.countries).toContainEqual({ countryCode: 'VN', countryDialingCode: '84', flag: '🇻🇳' });
  });
});
