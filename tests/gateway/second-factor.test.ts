/**
 * The authenticator app (TOTP) on the gateway's test clock: turned on with a first code (ten
 * recovery codes), a login then asks for a code after the password (and instead of the SMS
 * code from a new address), a code is good once, a recovery code once, guessing locks like the
 * payment PIN, a passkey proof with no passkey half wired is refused, turning off needs a code.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api';
import type { PinAttempts } from '@shared/api/cashier';
import type { SecondFactorProof, SecondFactorRequired, SecondFactorStatus } from '@shared/api/second-factor';
import { totpCodeAt } from '@tests/setup/totp';
import { byPassword, call, freshIp, freshMobile, login, makeMember, outbox } from './accounts-client';
import { admin } from './client';
import { newPlayer, type Player } from './players';
import { clockOf, nextCode, passwordProof, turnOnTotp } from './totp-client';

const status = async (p: Player) => (await call<SecondFactorStatus>('GET', '/wps/member/security/second-factor', undefined, p)).body.value;
const passwordLogin = (p: Player, ip = p.ip) => login<SecondFactorRequired | LoginResult>(byPassword(p.username, p.password), { ip });
const answer = (challengeId: string, secondFactor: SecondFactorProof, ip: string) =>
  call<LoginResult | PinAttempts>('POST', '/wps/session/login/second-factor', { challengeId, secondFactor }, { ip });

/** A password login that stops at the second factor: its challenge. */
async function asked(p: Player, ip = p.ip, step = 'LOGIN'): Promise<string> {
  const res = await passwordLogin(p, ip);
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.code).toBe('SECOND_FACTOR_REQUIRED');
  const required = res.body.value as SecondFactorRequired;
  expect(required).toMatchObject({ step, methods: ['totp'] });
  return required.challengeId!;
}

describe('turning the authenticator on and off', () => {
  it('starts with a secret shown once, is off until a first code confirms it, then gives ten recovery codes; nothing secret in the audit', async () => {
    const p = await newPlayer();
    expect(await status(p)).toEqual({ totp: { enabled: false, recoveryCodesLeft: 0 }, passkeys: [] });
    const started = await call<{ secret: string; uri: string }>('POST', '/wps/member/security/totp/start', undefined, p);
    const { secret, uri } = started.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`otpauth://totp/Demo%20Club:${p.username}?`);
    expect(uri).toContain(`secret=${secret}`);
    // not on yet: a login goes straight in
    expect((await passwordLogin(p)).status).toBe(200);
    const wrong = await call('POST', '/wps/member/security/totp/confirm', { code: '000000' }, p);
    expect(wrong.body.code).toBe('TOTP_CODE_WRONG');
    // the right first code alone: a session cookie is no proof that the member turns it on
    const code = totpCodeAt(secret, await clockOf(p));
    const unproven = await call('POST', '/wps/member/security/totp/confirm', { code }, p);
    expect(unproven.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'TOTP_ON', methods: ['password'] } });
    const confirm = (secondFactor: unknown, encrypted = true) =>
      call<{ recoveryCodes: string[] }>('POST', '/wps/member/security/totp/confirm', { code, secondFactor }, { ...p, encrypted });
    // a password travels encrypted only
    expect((await confirm(passwordProof(p), false)).body.code).toBe('ENCRYPTION_REQUIRED');
    expect((await confirm({ kind: 'password', password: 'not-the-password-1' })).body.code).toBe('SECOND_FACTOR_WRONG');
    // a code of the app being set up is no proof of a factor the account has
    expect((await confirm({ kind: 'totp', code })).body.code).toBe('SECOND_FACTOR_WRONG');
    expect(await status(p)).toEqual({ totp: { enabled: false, recoveryCodesLeft: 0 }, passkeys: [] });
    const on = await confirm(passwordProof(p));
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const codes = on.body.value.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(p)).toEqual({ totp: { enabled: true, recoveryCodesLeft: 10 }, passkeys: [] });
    expect((await call('POST', '/wps/member/security/totp/start', undefined, p)).body.code).toBe('TOTP_ON');
    const audit = JSON.stringify((await admin('GET', `/cashier/audit?memberId=${p.id}`)).body.value);
    expect(audit).toContain('SECOND_FACTOR_SETUP');
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(p.password);
    for (const c of codes) expect(audit).not.toContain(c);
  });

  it("ends the member's other sessions when it is turned on, as a password change does; the one that turned it on lives on", async () => {
    const p = await newPlayer();
    const other = await passwordLogin(p);
    expect(other.status).toBe(200);
    const otherToken = (other.body.value as { token: string }).token;
    expect((await call('GET', '/wps/member/info', undefined, { ...p, token: otherToken })).status).toBe(200);
    await turnOnTotp(p);
    expect((await call('GET', '/wps/member/info', undefined, { ...p, token: otherToken })).status).toBe(401);
    expect((await call('GET', '/wps/member/info', undefined, p)).status).toBe(200);
  });

  it('turns off only with a right code: the login then asks for nothing more', async () => {
    const p = await newPlayer();
    const { secret } = await turnOnTotp(p);
    const refused = await call('POST', '/wps/member/security/totp/disable', { secondFactor: { kind: 'totp', code: '123456' } }, p);
    expect(refused.body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await status(p)).totp.enabled).toBe(true);
    const off = await call<SecondFactorStatus>(
      'POST',
      '/wps/member/security/totp/disable',
      { secondFactor: { kind: 'totp', code: await nextCode(p, secret) } },
      p,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.value.totp).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordLogin(p)).status).toBe(200);
    expect((await call('POST', '/wps/member/security/totp/disable', { secondFactor: { kind: 'totp', code: '123456' } }, p)).body.code).toBe('TOTP_OFF');
  });
});

describe('new recovery codes', () => {
  it('need a proof, replace all ten (the old ones stop working, the new ones log in once), and are never audited', async () => {
    const p = await newPlayer();
    const { secret, recoveryCodes: old } = await turnOnTotp(p);
    const renew = (secondFactor?: SecondFactorProof) =>
      call<{ recoveryCodes: string[] }>('POST', '/wps/member/security/recovery-codes', secondFactor ? { secondFactor } : {}, p);
    expect((await renew()).status).toBe(400);
    expect((await renew({ kind: 'totp', code: '000000' })).body.code).toBe('SECOND_FACTOR_WRONG');
    // a recovery code spent on the way: nine left before the renewal
    const spent = await answer(await asked(p), { kind: 'recovery', code: old[0]! }, p.ip);
    expect(spent.status).toBe(200);
    expect((await status(p)).totp.recoveryCodesLeft).toBe(9);

    const renewed = await renew({ kind: 'totp', code: await nextCode(p, secret) });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const fresh = renewed.body.value.recoveryCodes;
    expect(fresh).toHaveLength(10);
    for (const c of fresh) {
      expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(old).not.toContain(c);
    }
    expect((await status(p)).totp).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await answer(await asked(p), { kind: 'recovery', code: old[5]! }, p.ip)).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await answer(await asked(p), { kind: 'recovery', code: fresh[5]! }, p.ip)).status).toBe(200);
    const audit = JSON.stringify((await admin('GET', `/cashier/audit?memberId=${p.id}`)).body.value);
    expect(audit).toContain('RECOVERY_CODES');
    for (const c of fresh) expect(audit).not.toContain(c);
  });

  it('are refused while the authenticator is off', async () => {
    const p = await newPlayer();
    const res = await call('POST', '/wps/member/security/recovery-codes', { secondFactor: { kind: 'totp', code: '123456' } }, p);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TOTP_OFF');
  });
});

describe('a login with the authenticator on', () => {
  it('asks for a code after the password; a right code logs in once, the same code again is refused', async () => {
    const p = await newPlayer();
    const { secret } = await turnOnTotp(p);
    const challenge = await asked(p);
    // the code that confirmed the set-up is of a step already taken
    const reused = await answer(challenge, { kind: 'totp', code: totpCodeAt(secret, await clockOf(p)) }, p.ip);
    expect(reused.body).toMatchObject({ code: 'SECOND_FACTOR_WRONG', value: { triesLeft: 4, lockedUntil: null } });
    const code = await nextCode(p, secret);
    // another address answering is not the browser that typed the password
    expect((await answer(challenge, { kind: 'totp', code }, freshIp())).status).toBe(410);
    const ok = await answer(challenge, { kind: 'totp', code }, p.ip);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body.value as LoginResult).token).toBeTruthy();
    // the challenge is spent, and the code is spent on a new one too
    expect((await answer(challenge, { kind: 'totp', code }, p.ip)).status).toBe(410);
    expect((await answer(await asked(p), { kind: 'totp', code }, p.ip)).body.code).toBe('SECOND_FACTOR_WRONG');
  });

  it('a recovery code logs in once and only once', async () => {
    const p = await newPlayer();
    const { recoveryCodes } = await turnOnTotp(p);
    const first = await answer(await asked(p), { kind: 'recovery', code: recoveryCodes[3]!.toUpperCase() }, p.ip);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await answer(await asked(p), { kind: 'recovery', code: recoveryCodes[3]! }, p.ip);
    expect(again.body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await status(p)).totp.recoveryCodesLeft).toBe(9);
  });

  it('from a new address asks for the authenticator code instead of sending an SMS code', async () => {
    const mobileNum = freshMobile();
    const m = await makeMember({ mobileNum, countryDialingCode: '84' });
    const ip = freshIp();
    const first = await login<LoginResult>(byPassword(m.username, m.password), { ip });
    const p: Player = { token: first.body.value.token, ip, id: 0, username: m.username, password: m.password };
    const { secret } = await turnOnTotp(p);
    const elsewhere = freshIp();
    const challenge = await asked(p, elsewhere, 'NEW_ADDRESS');
    expect(await outbox(`+84${mobileNum}`, 'two_factor')).toHaveLength(0);
    expect((await answer(challenge, { kind: 'totp', code: await nextCode(p, secret) }, elsewhere)).status).toBe(200);
  });

  it('a new password set with an SMS code (forgot password) still waits for the code before a session starts', async () => {
    const mobileNum = freshMobile();
    const m = await makeMember({ mobileNum, countryDialingCode: '84' });
    const ip = freshIp();
    const first = await login<LoginResult>(byPassword(m.username, m.password), { ip });
    const p: Player = { token: first.body.value.token, ip, id: 0, username: m.username, password: m.password };
    const { secret } = await turnOnTotp(p);
    expect((await call('POST', '/wps/verification/sms/forgot', { mobileNum, countryDialingCode: '84' }, { ip })).status).toBe(200);
    const [sms] = await outbox(`+84${mobileNum}`, 'forgot');
    const reset = await call<SecondFactorRequired>(
      'POST',
      '/wps/member/password/verification',
      { mobileNum, countryDialingCode: '84', verificationCode: sms!.code, newPassword: 'Newer1234' },
      { ip, encrypted: true },
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(403);
    expect(reset.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'LOGIN', methods: ['totp'] } });
    const ok = await answer(reset.body.value.challengeId!, { kind: 'totp', code: await nextCode(p, secret) }, ip);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('a passkey proof is refused while no passkey verifies it', async () => {
    const p = await newPlayer();
    await turnOnTotp(p);
    const res = await answer(await asked(p), { kind: 'passkey', assertion: { challengeId: 'made-up', response: { id: 'x', type: 'public-key' } } }, p.ip);
    expect(res.body.code).toBe('SECOND_FACTOR_WRONG');
  });

  it('guessing: 20 parallel wrong codes get at most 5 judged, then even the right code is locked out until 15 minutes pass on the clock', async () => {
    const p = await newPlayer();
    const { secret } = await turnOnTotp(p);
    const challenges = await Promise.all(Array.from({ length: 20 }, () => asked(p)));
    const answers = await Promise.all(challenges.map((c, i) => answer(c, { kind: 'totp', code: String(100000 + i) }, p.ip)));
    const wrong = answers.filter((a) => a.body.code === 'SECOND_FACTOR_WRONG').map((a) => (a.body.value as PinAttempts).triesLeft);
    expect(wrong.sort()).toEqual([1, 2, 3, 4]);
    const locks = answers.filter((a) => a.body.code === 'SECOND_FACTOR_LOCKED').map((a) => a.body.value as PinAttempts);
    expect(locks.length).toBe(16);
    const until = locks[0]!.lockedUntil!;
    const now = await clockOf(p);
    expect(until - now).toBeGreaterThan(14 * 60_000);
    expect(until - now).toBeLessThanOrEqual(15 * 60_000);
    const audit = (await admin<{ action: string; result: string }[]>('GET', `/cashier/audit?memberId=${p.id}`)).body.value.filter(
      (r) => r.action === 'SECOND_FACTOR',
    );
    expect(audit.filter((r) => r.result === 'WRONG')).toHaveLength(5);
    // the right code is refused while locked
    const locked = await answer(await asked(p), { kind: 'totp', code: totpCodeAt(secret, now + 30_000) }, p.ip);
    expect(locked.body.code).toBe('SECOND_FACTOR_LOCKED');
    await clockOf(p, 15 * 60_000);
    const ok = await answer(await asked(p), { kind: 'totp', code: await nextCode(p, secret) }, p.ip);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});
