/**
 * A second factor that holds against a stolen session, tried as a holder of a copied
 * session token would: changing a factor (adding or removing a passkey, turning the authenticator
 * on or off, new recovery codes) needs a fresh proof of a factor the account has, or with none
 * its login password; a factor a session added proves none of that session's money steps for the
 * brand's cool-off; every change is in the login history; a passkey without user verification
 * proves nothing; a login waiting for its second step dies with a password change.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginResult } from '@shared/api';
import type { BankCard } from '@shared/api/cashier';
import { PASSKEY_BINDING_HEADER, PASSKEY_PATHS, type PasskeyRequestOptions, PORTAL_ORIGIN_HEADER, type PasskeySummary } from '@shared/api/passkeys';
import type { LoginRecord } from '@shared/api/protection';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { byPassword, call, encrypt, login } from './accounts-client';
import { admin, GATEWAY_URL, gatewayFetch } from './client';
import { newPlayer, type Player } from './players';
import { assert, createCredential, type SoftCredential, type Tamper } from './soft-authenticator';
import { totpCodeAt } from '@tests/setup/totp';
import { COOL_OFF_MS, clockOf, nextCode, passwordProof, turnOnTotp } from './totp-client';

const DEMO = 'http://127.0.0.1:8797';
const PIN = '246810';

/** A member call from Demo Club's page (its origin named, as the edge worker does); a password proof goes encrypted. */
async function send<T>(p: Player, path: string, body?: Record<string, unknown>) {
  const sealed = (body?.secondFactor as { kind?: string } | undefined)?.kind === 'password';
  const headers: Record<string, string> = { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}`, [PORTAL_ORIGIN_HEADER]: DEMO };
  if (body) headers['content-type'] = sealed ? 'application/jose' : 'application/json';
  const payload = body ? (sealed ? await encrypt(body) : JSON.stringify(body)) : undefined;
  const res = await gatewayFetch(GATEWAY_URL + path, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A passkey added through the ceremony with `proof`; the new credential (or the refusal of its options). */
async function addPasskey(p: Player, proof: unknown, tamper: Tamper = {}) {
  const options = await send<PasskeyRequestOptions>(p, PASSKEY_PATHS.registerOptions, proof === undefined ? undefined : { secondFactor: proof });
  if (!options.body.success) return { refused: options };
  expect(options.body.value.options).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });
  const made = await createCredential(options.body.value.options, DEMO, tamper);
  const added = await send<PasskeySummary>(p, PASSKEY_PATHS.register, { challengeId: options.body.value.challengeId, name: 'Phone', response: made.response });
  return { added, credential: made.credential };
}

/** A step proof by the member's passkey: a challenge of this session, answered. */
async function passkeyProof(p: Player, credential: SoftCredential, tamper: Tamper = {}) {
  const options = await send<PasskeyRequestOptions>(p, PASSKEY_PATHS.stepOptions);
  expect(options.body.success, JSON.stringify(options.body)).toBe(true);
  expect(options.body.value.options).toMatchObject({ userVerification: 'required' });
  const response = await assert(credential, options.body.value.options, DEMO, tamper);
  return { kind: 'passkey' as const, assertion: { challengeId: options.body.value.challengeId, response } };
}

const status = async (p: Player) =>
  (await call<{ totp: { enabled: boolean }; passkeys: PasskeySummary[] }>('GET', '/wps/member/security/second-factor', undefined, p)).body.value;

afterAll(() => admin('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: 1_000_000, factorCoolOffMinutes: 60 }));

describe('changing a factor needs a factor', () => {
  it('with the authenticator on, a stolen session cannot add a passkey, nor turn the app off or renew its codes, without a code', async () => {
    const p = await newPlayer();
    const { secret } = await turnOnTotp(p);
    const none = await addPasskey(p, undefined);
    expect(none.refused?.status).toBe(403);
    expect(none.refused?.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'PASSKEY_ADD', methods: ['totp'] } });
    // the login password is no proof once the account has a factor
    expect((await addPasskey(p, passwordProof(p))).refused?.body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await status(p)).passkeys).toEqual([]);
    expect((await send(p, '/wps/member/security/totp/disable', { secondFactor: passwordProof(p) })).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await send(p, '/wps/member/security/recovery-codes', {})).status).toBe(400);
    expect((await status(p)).totp.enabled).toBe(true);
    // the owner, with a code from the app, adds one
    const owner = await addPasskey(p, { kind: 'totp', code: await nextCode(p, secret) });
    expect(owner.added?.status, JSON.stringify(owner.added?.body)).toBe(200);
    expect((await status(p)).passkeys).toHaveLength(1);
  });

  it('with a passkey, turning the authenticator on needs the passkey; removing the only passkey needs it too', async () => {
    const p = await newPlayer();
    const { credential } = await addPasskey(p, passwordProof(p));
    const started = await call<{ secret: string }>('POST', '/wps/member/security/totp/start', undefined, p);
    const code = totpCodeAt(started.body.value.secret, await clockOf(p));
    const unproven = await send<SecondFactorRequired>(p, '/wps/member/security/totp/confirm', { code });
    expect(unproven.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'TOTP_ON', methods: ['passkey'] } });
    expect((await send(p, '/wps/member/security/totp/confirm', { code, secondFactor: passwordProof(p) })).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await status(p)).totp.enabled).toBe(false);

    const id = (await status(p)).passkeys[0]!.id;
    const remove = (secondFactor?: unknown) => send(p, PASSKEY_PATHS.remove, secondFactor ? { id, secondFactor } : { id });
    expect((await remove()).body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'PASSKEY_REMOVE', methods: ['passkey'] } });
    expect((await status(p)).passkeys).toHaveLength(1);
    expect((await remove(await passkeyProof(p, credential!))).status).toBe(200);
    expect((await status(p)).passkeys).toEqual([]);
  });

  it('on an account with no factor, adding one needs the login password (sent encrypted); a wrong one counts as a wrong proof', async () => {
    const p = await newPlayer();
    const none = await addPasskey(p, undefined);
    expect(none.refused?.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'PASSKEY_ADD', methods: ['password'] } });
    const wrong = await addPasskey(p, { kind: 'password', password: 'Wrong12345' });
    expect(wrong.refused?.body).toMatchObject({ code: 'SECOND_FACTOR_WRONG', value: { triesLeft: 4 } });
    const plain = await gatewayFetch(GATEWAY_URL + PASSKEY_PATHS.registerOptions, {
      method: 'POST',
      headers: {
        'X-Merchant-Code': 'DEMO',
        'X-Client-IP': p.ip,
        Authorization: `Bearer ${p.token}`,
        [PORTAL_ORIGIN_HEADER]: DEMO,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ secondFactor: passwordProof(p) }),
    });
    expect(((await plain.json()) as Envelope<unknown>).code).toBe('ENCRYPTION_REQUIRED');
    expect((await addPasskey(p, passwordProof(p))).added?.status).toBe(200);
  });

  it('every change is written in the login history', async () => {
    const p = await newPlayer();
    const { secret } = await turnOnTotp(p);
    await send(p, '/wps/member/security/recovery-codes', { secondFactor: { kind: 'totp', code: await nextCode(p, secret) } });
    const logins = (await call<LoginRecord[]>('GET', '/wps/protection/logins', undefined, p)).body.value;
    expect(logins.filter((l) => l.result === 'factor_changed')).toHaveLength(2);
  });
});

describe('a factor a session added', () => {
  it("proves none of that session's money steps for the brand's cool-off; a new login with it, or the cool-off's end, does", async () => {
    await admin('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: 1_000_000, factorCoolOffMinutes: 60 });
    const p = await newPlayer();
    expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p)).status).toBe(200);
    const { secret } = await turnOnTotp(p);
    const bind = (who: Player, code: string) =>
      call<BankCard[]>(
        'POST',
        '/wps/cashier/cards',
        { bankName: 'ACB', accountName: 'TRAN THI B', accountNo: '4111111111111111', paymentPassword: PIN, secondFactor: { kind: 'totp', code } },
        who,
      );
    const cooling = await bind(p, await nextCode(p, secret));
    expect(cooling.status).toBe(403);
    expect(cooling.body.code).toBe('SECOND_FACTOR_COOLING');
    const until = (cooling.body.value as unknown as { until: number }).until;
    expect(until - (await clockOf(p))).toBeGreaterThan(COOL_OFF_MS - 5 * 60_000);
    // the member's next login, with the new factor, is not held back
    const started = await login<SecondFactorRequired>(byPassword(p.username, p.password), { ip: p.ip });
    const second = await call<LoginResult>(
      'POST',
      '/wps/session/login/second-factor',
      { challengeId: started.body.value.challengeId, secondFactor: { kind: 'totp', code: await nextCode(p, secret) } },
      { ip: p.ip },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const fresh = { ...p, token: second.body.value.token };
    expect((await bind(fresh, await nextCode(p, secret))).status).toBe(200);
    // and past the cool-off, the session that added it may too
    await clockOf(p, COOL_OFF_MS);
    const later = await call<BankCard[]>(
      'POST',
      '/wps/cashier/cards',
      {
        bankName: 'ACB',
        accountName: 'TRAN THI B',
        accountNo: '4000000000000002',
        paymentPassword: PIN,
        secondFactor: { kind: 'totp', code: await nextCode(p, secret) },
      },
      p,
    );
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('a passkey added in this session cools off as well', async () => {
    const p = await newPlayer();
    const { credential } = await addPasskey(p, passwordProof(p));
    const setPin = async () => call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN, secondFactor: await passkeyProof(p, credential!) }, p);
    expect((await setPin()).body.code).toBe('SECOND_FACTOR_COOLING');
    await clockOf(p, COOL_OFF_MS + 60_000);
    expect((await setPin()).status).toBe(200);
  });
});

describe('passkeys need user verification', () => {
  it('a registration and a sign-in without the UV flag are refused', async () => {
    const p = await newPlayer();
    const unverified = await addPasskey(p, passwordProof(p), { userVerified: false });
    expect(unverified.added?.body.code).toBe('PASSKEY_REFUSED');
    const { credential } = await addPasskey(p, passwordProof(p));
    const signIn = async (tamper: Tamper) => {
      const nonce = `nonce-${crypto.randomUUID()}`;
      const headers = {
        'X-Merchant-Code': 'DEMO',
        'X-Client-IP': p.ip,
        [PORTAL_ORIGIN_HEADER]: DEMO,
        [PASSKEY_BINDING_HEADER]: nonce,
        'content-type': 'application/json',
      };
      const options = (await (
        await gatewayFetch(GATEWAY_URL + PASSKEY_PATHS.loginOptions, { method: 'POST', headers })
      ).json()) as Envelope<PasskeyRequestOptions>;
      expect(options.value.options).toMatchObject({ userVerification: 'required' });
      const response = await assert(credential!, options.value.options, DEMO, tamper);
      const body = JSON.stringify({ assertion: { challengeId: options.value.challengeId, response } });
      return (await (await gatewayFetch(GATEWAY_URL + PASSKEY_PATHS.login, { method: 'POST', headers, body })).json()) as Envelope<LoginResult>;
    };
    expect((await signIn({ userVerified: false })).code).toBe('PASSKEY_REFUSED');
    expect((await signIn({})).success).toBe(true);
  });
});

describe('a login waiting for its second step', () => {
  it('dies with a password change: the old password does not finish it', async () => {
    const p = await newPlayer();
    const { secret } = await turnOnTotp(p);
    const waiting = await login<SecondFactorRequired>(byPassword(p.username, p.password), { ip: p.ip });
    expect(waiting.body.code).toBe('SECOND_FACTOR_REQUIRED');
    const changed = await call(
      'POST',
      '/wps/member/password',
      { oldPassword: p.password, newPassword: 'Changed5678', confirmNewPassword: 'Changed5678' },
      { ...p, encrypted: true },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const answer = await call(
      'POST',
      '/wps/session/login/second-factor',
      { challengeId: waiting.body.value.challengeId, secondFactor: { kind: 'totp', code: await nextCode(p, secret) } },
      { ip: p.ip },
    );
    expect([answer.status, answer.body.code]).toEqual([410, 'TWO_FACTOR_EXPIRED']);
  });
});
