/**
 * A passkey as the second factor of a money step (domain/second-factor.ts through its passkey
 * seam): the member's session asks for a step challenge, the authenticator answers it, and the
 * call carries `secondFactor: { kind: 'passkey', assertion }`. A reused, another member's or
 * another page's assertion is a wrong proof.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@shared/api';
import { PASSKEY_PATHS, type PasskeyRequestOptions, PORTAL_ORIGIN_HEADER, type PasskeySummary } from '@shared/api/passkeys';
import type { LoginResult } from '@shared/api';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { byPassword, call, encrypt, login } from './accounts-client';
import { GATEWAY_URL, gatewayFetch } from './client';
import { newPlayer, type Player } from './players';
import { assert, createCredential, type SoftCredential, type Tamper } from './soft-authenticator';
import { COOL_OFF_MS, clockOf, passwordProof } from './totp-client';

// Demo Club's host (DEMO): browsers refuse passkeys on an IP address, the gateway has no reason to
const DEMO = 'http://127.0.0.1:8797';
const PIN = '246810';

/** A bodyless POST, or one with `sealed` sent encrypted as the edge worker does. */
async function send<T>(p: Player, path: string, sealed?: unknown) {
  const headers: Record<string, string> = { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}`, [PORTAL_ORIGIN_HEADER]: DEMO };
  if (sealed) headers['content-type'] = 'application/jose';
  const res = await gatewayFetch(GATEWAY_URL + path, { method: 'POST', headers, body: sealed ? await encrypt(sealed) : undefined });
  return (await res.json()) as Envelope<T>;
}

/**
 * Adds a passkey with the login password as the proof (the account has no factor yet), then
 * moves the member's clock past the brand's cool-off: a factor this session added proves none of
 * its money steps before.
 */
async function addPasskey(p: Player): Promise<SoftCredential> {
  const options = await send<PasskeyRequestOptions>(p, PASSKEY_PATHS.registerOptions, { secondFactor: passwordProof(p) });
  expect(options.success, JSON.stringify(options)).toBe(true);
  const made = await createCredential(options.value.options, DEMO);
  const res = await gatewayFetch(GATEWAY_URL + PASSKEY_PATHS.register, {
    method: 'POST',
    headers: {
      'X-Merchant-Code': 'DEMO',
      'X-Client-IP': p.ip,
      Authorization: `Bearer ${p.token}`,
      [PORTAL_ORIGIN_HEADER]: DEMO,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ challengeId: options.value.challengeId, name: 'Phone', response: made.response }),
  });
  expect(((await res.json()) as Envelope<PasskeySummary>).success).toBe(true);
  await clockOf(p, COOL_OFF_MS + 60_000);
  return made.credential;
}

/** The step's proof: a challenge of the member's session, answered by `credential`. */
async function proof(p: Player, credential: SoftCredential, tamper: Tamper = {}) {
  const options = await send<PasskeyRequestOptions>(p, PASSKEY_PATHS.stepOptions);
  expect(options.success, JSON.stringify(options)).toBe(true);
  const response = await assert(credential, options.value.options, DEMO, tamper);
  return { kind: 'passkey' as const, assertion: { challengeId: options.value.challengeId, response } };
}

const setPin = (p: Player, secondFactor?: unknown) =>
  call<SecondFactorRequired | null>('POST', '/wps/cashier/payment-password', { paymentPassword: PIN, secondFactor }, p);

describe('a passkey as the step-up proof', () => {
  it('the payment password asks for the passkey, and goes through with its assertion', async () => {
    const p = await newPlayer();
    const credential = await addPasskey(p);
    const asked = await setPin(p);
    expect(asked.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'PAYMENT_PASSWORD', methods: ['passkey'] } });
    const first = await proof(p, credential);
    const set = await setPin(p, first);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // the same assertion again: its challenge is spent
    expect((await setPin(p, first)).body.code).toBe('SECOND_FACTOR_WRONG');
  });

  it("refuses another member's passkey, an answer signed for another origin, and a counter that did not go up", async () => {
    const p = await newPlayer();
    const mine = await addPasskey(p);
    const other = await newPlayer();
    const theirs = await addPasskey(other);
    expect((await setPin(p, await proof(p, theirs))).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await setPin(p, await proof(p, mine, { origin: 'http://localhost:8797' }))).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await setPin(p, await proof(p, mine, { counter: 3 }))).status).toBe(200);
    expect((await setPin(p, await proof(p, mine, { counter: 3 }))).body.code).toBe('SECOND_FACTOR_WRONG');
  });

  it('a step challenge answers only in the session that asked for it', async () => {
    const p = await newPlayer();
    // the member's other session (another device), from before the passkey
    const other = (await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })).body.value.token;
    const credential = await addPasskey(p);
    // the member's own passkey, over a challenge the other session asked for, answering in this one
    expect((await setPin(p, await proof({ ...p, token: other }, credential))).body.code).toBe('SECOND_FACTOR_WRONG');
    expect((await setPin(p, await proof(p, credential))).status).toBe(200);
  });

  it('a password login of a member with a passkey stops at the second factor, and the passkey answers it', async () => {
    const p = await newPlayer();
    const credential = await addPasskey(p);
    const res = await login<SecondFactorRequired>(byPassword(p.username, p.password), { ip: p.ip });
    expect(res.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'LOGIN', methods: ['passkey'] } });
    const attempt = res.body.value.challengeId!;
    const ask = (ip: string) =>
      gatewayFetch(GATEWAY_URL + PASSKEY_PATHS.loginStepOptions, {
        method: 'POST',
        headers: { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': ip, [PORTAL_ORIGIN_HEADER]: DEMO, 'content-type': 'application/json' },
        body: JSON.stringify({ challengeId: attempt }),
      }).then((r) => r.json() as Promise<Envelope<PasskeyRequestOptions>>);
    // another address is not the browser that typed the password
    expect((await ask('2001:db8:ee::1')).code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    const options = await ask(p.ip);
    expect(options.success, JSON.stringify(options)).toBe(true);
    const response = await assert(credential, options.value.options, DEMO);
    const secondFactor = { kind: 'passkey', assertion: { challengeId: options.value.challengeId, response } };
    const done = await call<LoginResult>('POST', '/wps/session/login/second-factor', { challengeId: attempt, secondFactor }, { ip: p.ip });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.value.userName).toBe(p.username);
  });
});
