import { afterAll, describe, expect, it } from 'vitest';
import type { Balance, LoginResult, MemberInfo } from '@shared/api';
import { byPassword, call, freshIp, login, makeMember, resetMember } from './accounts-client';

const tokenOf = async (username: string, password: string, ip: string) => {
  const res = await login<LoginResult>(byPassword(username, password), { ip });
  expect(res.status).toBe(200);
  return res.body.value.token;
};

const info = (token: string | undefined, ip: string, merchant = 'DEMO') => call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token, merchant });
const balance = (token: string | undefined, ip: string) => call<Balance>('GET', '/wps/v2/wallets/balance', undefined, { ip, token });

// seeded demo accounts log in from 127.0.0.1 (what local browsers send); their login state is reset afterwards
afterAll(async () => {
  for (const username of ['demo_member', 'demo_vip']) await resetMember(username);
});

describe('member info and balance', () => {
  it('answers the seeded Gold member with labels and the ledger balance', async () => {
    const token = await tokenOf('demo_member', 'Demo1234', '127.0.0.1');
    const res = await info(token, '127.0.0.1');
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      id: 1,
      account: 'demo_member',
      nickname: 'Demo Member',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'Gold', color: '#b8860b', color2: '#fff3c4', rankLevel: 3 },
      memberLabel: [expect.objectContaining({ text: expect.any(String), color: expect.any(String), background: expect.any(String) })],
    });
    expect((await balance(token, '127.0.0.1')).body.value).toEqual({ sumBalance: 5_000_000, currencySymbol: '₫', isSingle: false });
  });

  it('answers the VIP member with rank 5', async () => {
    const token = await tokenOf('demo_vip', 'Vip12345', '127.0.0.1');
    const v = (await info(token, '127.0.0.1')).body.value;
    expect(v.account).toBe('demo_vip');
    expect(v.clubLabel?.rankLevel).toBe(5);
    expect(v.memberLabel.length).toBeGreaterThan(0);
    expect((await balance(token, '127.0.0.1')).body.value.sumBalance).toBe(50_000_000);
  });

  it('answers a member without labels with null and []', async () => {
    const m = await makeMember({ opening: 123_456 });
    const ip = freshIp();
    const token = await tokenOf(m.username, m.password, ip);
    expect((await info(token, ip)).body.value).toMatchObject({ account: m.username, clubLabel: null, memberLabel: [] });
    expect((await balance(token, ip)).body.value).toEqual({ sumBalance: 123_456, currencySymbol: '₫', isSingle: false });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers 401 NOT_LOGGED_IN with %s', async (_label, token) => {
    for (const res of [await info(token, freshIp()), await balance(token, freshIp())]) {
      expect(res).toMatchObject({ status: 401, body: { success: false, code: 'NOT_LOGGED_IN', value: null } });
    }
  });

  it("refuses a token on another merchant's calls", async () => {
    const m = await makeMember();
    const ip = freshIp();
    const token = await tokenOf(m.username, m.password, ip);
    expect((await info(token, ip, 'DEMO2')).status).toBe(401);
    expect((await info(token, ip)).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session', async () => {
    const m = await makeMember();
    const ip = freshIp();
    const token = await tokenOf(m.username, m.password, ip);
    const other = await tokenOf(m.username, m.password, ip);
    const out = await call('DELETE', '/wps/session/logout', undefined, { ip, token });
    expect(out).toMatchObject({ status: 200, body: { success: true, code: '0', value: null } });
    expect((await info(token, ip)).status).toBe(401);
    expect((await call('DELETE', '/wps/session/logout', undefined, { ip, token })).status).toBe(401);
    // other sessions live on
    expect((await info(other, ip)).status).toBe(200);
  });
});

describe('free play', () => {
  const body = () => ({ os: 'Linux', platform: 'W', nonce: Math.random().toString(36).slice(2), version: 3 });

  it('opens a funded trial account', async () => {
    const ip = freshIp();
    const res = await call<LoginResult>('POST', '/wps/session/login/freeplay', body(), { ip, encrypted: true });
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v).toMatchObject({ type: 4, firstTimeLogin: true, passwordExpired: false, defaultPassword: false });
    expect(v.userName).toMatch(/^trial_[a-z0-9]{8}$/);
    expect((await info(v.token, ip)).body.value).toMatchObject({ account: v.userName, type: 4, nickname: 'Guest' });
    expect((await balance(v.token, ip)).body.value).toEqual({ sumBalance: 2_000_000, currencySymbol: '₫', isSingle: false });
    const second = await call<LoginResult>('POST', '/wps/session/login/freeplay', body(), { ip, encrypted: true });
    expect(second.body.value.userName).not.toBe(v.userName);
  });

  it('answers 403 FEATURE_DISABLED where FREEPLAY is off (DEMO2)', async () => {
    const res = await call('POST', '/wps/session/login/freeplay', body(), { ip: freshIp(), merchant: 'DEMO2', encrypted: true });
    expect(res).toMatchObject({ status: 403, body: { code: 'FEATURE_DISABLED' } });
  });
});

describe('change password', () => {
  const change = (token: string, ip: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword, encrypted = true) =>
    call<null>('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, { ip, token, encrypted });

  it('checks confirmation, strength and the old password, then switches', async () => {
    const m = await makeMember({ passwordChangedAt: Date.UTC(2024, 0, 1) });
    const ip = freshIp();
    const first = await login<LoginResult>(byPassword(m.username, m.password), { ip });
    expect(first.body.value.passwordExpired).toBe(true);
    const token = first.body.value.token;
    const otherSession = await tokenOf(m.username, m.password, ip);

    expect((await change(token, ip, m.password, 'Fresh1234', 'Fresh1234', false)).body.code).toBe('ENCRYPTION_REQUIRED');
    expect(await change(token, ip, m.password, 'Fresh1234', 'Fresh12345')).toMatchObject({ status: 400, body: { code: 'PASSWORD_MISMATCH' } });
    // the weak default, too short for DEMO's rule (6..20), outside its pattern (letters and digits)
    for (const weak of ['123456', 'ab1', 'has space 1', 'x'.repeat(21)]) {
      expect(await change(token, ip, m.password, weak)).toMatchObject({ status: 400, body: { code: 'WEAK_PASSWORD' } });
    }
    expect(await change(token, ip, 'NotIt1234', 'Fresh1234')).toMatchObject({ status: 400, body: { code: 'OLD_PASSWORD_WRONG' } });

    expect(await change(token, ip, m.password, 'Fresh1234')).toMatchObject({ status: 200, body: { success: true, value: null } });
    // this session lives on, the others end
    expect((await info(token, ip)).status).toBe(200);
    expect((await info(otherSession, ip)).status).toBe(401);
    expect((await login(byPassword(m.username, m.password), { ip })).body.code).toBe('LOGIN_FAILED');
    const fresh = await login<LoginResult>(byPassword(m.username, 'Fresh1234'), { ip });
    expect(fresh.body.value).toMatchObject({ passwordExpired: false, defaultPassword: false });
  });

  it('clears the default-password flag', async () => {
    const m = await makeMember({ password: '123456' });
    const ip = freshIp();
    // makeMember does not set the flag; the seeded demo_default shows it (accounts-login.test.ts)
    const token = await tokenOf(m.username, m.password, ip);
    expect((await change(token, ip, '123456', 'Better123')).status).toBe(200);
    expect((await login<LoginResult>(byPassword(m.username, 'Better123'), { ip })).body.value.defaultPassword).toBe(false);
  });

  it('needs a login', async () => {
    expect((await change('nope', freshIp(), 'a', 'Fresh1234')).body.code).toBe('NOT_LOGGED_IN');
  });
});
