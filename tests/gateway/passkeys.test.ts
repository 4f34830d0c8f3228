/**
 * Passkeys on the reference gateway (shared/api/passkeys.ts): the registration and sign-in
 * ceremonies with a software authenticator, and each way an answer must be refused: a wrong
 * challenge, origin or RP ID, a signature counter that does not go up, a challenge used twice or
 * asked by another browser or session, another brand's host, a removed passkey.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope, LoginResult } from '@shared/api';
import { PASSKEY_BINDING_HEADER, PASSKEY_PATHS, type PasskeyRequestOptions, PORTAL_ORIGIN_HEADER, type PasskeySummary } from '@shared/api/passkeys';
import { byPassword, encrypt, freshIp, login, makeMember } from './accounts-client';
import { GATEWAY_URL, gatewayFetch } from './client';
import { assert, createCredential, type SoftCredential, type Tamper } from './soft-authenticator';

// Lucky Star (DEMO2) and its members-only site, a second brand of the same merchant on its own host
const LUCKY = 'http://localhost:8797';
const GUARD = 'http://guard.localhost:8797';

interface Call {
  origin?: string;
  token?: string;
  nonce?: string;
  ip?: string;
}

/** A body with a password proof goes encrypted, as the edge worker sends it. */
async function send<T>(method: string, path: string, body: unknown, o: Call) {
  const sealed = (body as { secondFactor?: { kind?: string } } | undefined)?.secondFactor?.kind === 'password';
  const headers: Record<string, string> = {
    'X-Merchant-Code': 'DEMO2',
    'X-Client-IP': o.ip ?? '2001:db8:ff::1',
    'content-type': sealed ? 'application/jose' : 'application/json',
  };
  if (o.origin) headers[PORTAL_ORIGIN_HEADER] = o.origin;
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  if (o.nonce) headers[PASSKEY_BINDING_HEADER] = o.nonce;
  const payload = body === undefined ? undefined : sealed ? await encrypt(body) : JSON.stringify(body);
  const res = await gatewayFetch(GATEWAY_URL + path, { method, headers, body: payload });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** The proof of a factor change on an account with no factor yet: its login password. */
const byLoginPassword = (m: { password: string }) => ({ secondFactor: { kind: 'password', password: m.password } });

/** The proof of a factor change by the member's passkey: a step challenge of the session, answered. */
async function byPasskey(m: { token: string; ip: string }, credential: SoftCredential, origin = LUCKY) {
  const options = await send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.stepOptions, undefined, { origin, token: m.token, ip: m.ip });
  expect(options.body.success, JSON.stringify(options.body)).toBe(true);
  const response = await assert(credential, options.body.value.options, origin);
  return { secondFactor: { kind: 'passkey', assertion: { challengeId: options.body.value.challengeId, response } } };
}

async function member() {
  const m = await makeMember({}, 'DEMO2');
  const ip = freshIp();
  const res = await login<LoginResult>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return { ...m, ip, token: res.body.value.token };
}

/** A member with a passkey made on `origin` through the gateway's registration ceremony. */
async function withPasskey(origin = LUCKY) {
  const m = await member();
  const options = await send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.registerOptions, byLoginPassword(m), { origin, token: m.token, ip: m.ip });
  expect(options.body.success, JSON.stringify(options.body)).toBe(true);
  const made = await createCredential(options.body.value.options, origin);
  const added = await send<PasskeySummary>(
    'POST',
    PASSKEY_PATHS.register,
    { challengeId: options.body.value.challengeId, name: 'Phone', response: made.response },
    { origin, token: m.token, ip: m.ip },
  );
  expect(added.body.success, JSON.stringify(added.body)).toBe(true);
  return { ...m, credential: made.credential, passkey: added.body.value };
}

const newNonce = () => `nonce-${crypto.randomUUID()}`;

/** A sign-in: options on `origin` for this browser's nonce, the authenticator's answer (tampered as asked), the login call. */
async function signIn(credential: SoftCredential, origin = LUCKY, tamper: Tamper = {}, nonce = newNonce()) {
  const options = await send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.loginOptions, undefined, { origin, nonce });
  expect(options.body.success, JSON.stringify(options.body)).toBe(true);
  const response = await assert(credential, options.body.value.options, origin, tamper);
  const assertion = { challengeId: options.body.value.challengeId, response };
  return { assertion, nonce, answer: await send<LoginResult>('POST', PASSKEY_PATHS.login, { assertion }, { origin, nonce }) };
}

describe('passkeys', () => {
  it('a member adds a passkey, signs in with it (a session of that member), and sees when it was added and last used', async () => {
    const m = await withPasskey();
    expect(m.passkey).toMatchObject({ name: 'Phone', lastUsedAt: null });
    const { answer } = await signIn(m.credential);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value.userName).toBe(m.username);
    const info = await send<{ account: string }>('GET', '/wps/member/info', undefined, { token: answer.body.value.token });
    expect(info.body.value.account).toBe(m.username);
    const list = await send<PasskeySummary[]>('GET', PASSKEY_PATHS.list, undefined, { origin: LUCKY, token: m.token, ip: m.ip });
    expect(list.body.value).toHaveLength(1);
    expect(list.body.value[0]!.lastUsedAt).toBeGreaterThanOrEqual(list.body.value[0]!.createdAt);
  });

  it('refuses an assertion signed over another challenge, from another origin, or for another RP ID', async () => {
    const m = await withPasskey();
    const other = await send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.loginOptions, undefined, { origin: LUCKY, nonce: newNonce() });
    const cases: Tamper[] = [
      { challenge: (other.body.value.options as { challenge: string }).challenge },
      { origin: 'http://evil.localhost:8797' },
      { rpId: 'evil.example' },
    ];
    for (const tamper of cases) {
      const { answer } = await signIn(m.credential, LUCKY, tamper);
      expect([answer.status, answer.body.code], JSON.stringify(tamper)).toEqual([401, 'PASSKEY_REFUSED']);
    }
    // none of them moved the counter: the right answer still signs in
    expect((await signIn(m.credential)).answer.status).toBe(200);
  });

  it('refuses a signature counter that does not go up (a replayed or cloned key)', async () => {
    const m = await withPasskey();
    expect((await signIn(m.credential, LUCKY, { counter: 5 })).answer.status).toBe(200);
    for (const counter of [5, 4]) {
      const { answer } = await signIn(m.credential, LUCKY, { counter });
      expect([answer.status, answer.body.code]).toEqual([401, 'PASSKEY_REFUSED']);
    }
    expect((await signIn(m.credential, LUCKY, { counter: 6 })).answer.status).toBe(200);
  });

  it('a challenge answers once, and only to the browser that asked for it', async () => {
    const m = await withPasskey();
    const first = await signIn(m.credential);
    expect(first.answer.status).toBe(200);
    const again = await send('POST', PASSKEY_PATHS.login, { assertion: first.assertion }, { origin: LUCKY, nonce: first.nonce });
    expect([again.status, again.body.code]).toEqual([410, 'PASSKEY_CHALLENGE_EXPIRED']);

    const options = await send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.loginOptions, undefined, { origin: LUCKY, nonce: newNonce() });
    const response = await assert(m.credential, options.body.value.options, LUCKY);
    const elsewhere = await send(
      'POST',
      PASSKEY_PATHS.login,
      { assertion: { challengeId: options.body.value.challengeId, response } },
      { origin: LUCKY, nonce: newNonce() },
    );
    expect([elsewhere.status, elsewhere.body.code]).toEqual([410, 'PASSKEY_CHALLENGE_EXPIRED']);
  });

  it('a passkey made on one brand is refused on another brand of the same merchant, and no page names a host outside the merchant', async () => {
    const m = await withPasskey(LUCKY);
    // the guard brand's challenge, answered by the authenticator for its own RP ID (localhost)
    const { answer } = await signIn(m.credential, GUARD);
    expect([answer.status, answer.body.code]).toEqual([401, 'PASSKEY_REFUSED']);
    // or signed as if for guard.localhost: the passkey is not one of that RP ID
    const forged = await signIn(m.credential, GUARD, { rpId: 'guard.localhost' });
    expect([forged.answer.status, forged.answer.body.code]).toEqual([401, 'PASSKEY_REFUSED']);
    const list = await send<PasskeySummary[]>('GET', PASSKEY_PATHS.list, undefined, { origin: GUARD, token: m.token, ip: m.ip });
    expect(list.body.value).toEqual([]);
    // Demo Club's host is not DEMO2's
    const foreign = await send('POST', PASSKEY_PATHS.loginOptions, undefined, { origin: 'http://127.0.0.1:8797', nonce: newNonce() });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'PASSKEY_ORIGIN']);
  });

  it('adding is bound to the session that asked, to its origin, and a removed passkey no longer signs in', async () => {
    const m = await member();
    const other = await login<LoginResult>(byPassword(m.username, m.password), { ip: m.ip, merchant: 'DEMO2' });
    const ask = () => send<PasskeyRequestOptions>('POST', PASSKEY_PATHS.registerOptions, byLoginPassword(m), { origin: LUCKY, token: m.token, ip: m.ip });
    const register = (challengeId: string, response: unknown, token = m.token) =>
      send<PasskeySummary>('POST', PASSKEY_PATHS.register, { challengeId, name: 'Laptop', response }, { origin: LUCKY, token, ip: m.ip });

    let options = await ask();
    let made = await createCredential(options.body.value.options, LUCKY);
    const bySibling = await register(options.body.value.challengeId, made.response, other.body.value.token);
    expect([bySibling.status, bySibling.body.code]).toEqual([410, 'PASSKEY_CHALLENGE_EXPIRED']);

    options = await ask();
    made = await createCredential(options.body.value.options, LUCKY, { origin: 'http://evil.localhost:8797' });
    const wrongOrigin = await register(options.body.value.challengeId, made.response);
    expect([wrongOrigin.status, wrongOrigin.body.code]).toEqual([400, 'PASSKEY_REFUSED']);

    options = await ask();
    made = await createCredential(options.body.value.options, LUCKY);
    const added = await register(options.body.value.challengeId, made.response);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await signIn(made.credential)).answer.status).toBe(200);

    const removeCall = (extra: object) =>
      send('POST', PASSKEY_PATHS.remove, { id: added.body.value.id, ...extra }, { origin: LUCKY, token: m.token, ip: m.ip });
    // with a passkey on the account, the password is no proof of a change: the passkey is
    expect((await removeCall({})).body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'PASSKEY_REMOVE', methods: ['passkey'] } });
    expect((await removeCall(byLoginPassword(m))).body.code).toBe('SECOND_FACTOR_WRONG');
    const removed = await removeCall(await byPasskey(m, made.credential));
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const { answer } = await signIn(made.credential);
    expect([answer.status, answer.body.code]).toEqual([401, 'PASSKEY_REFUSED']);
  });

  it("renames its own passkey (trimmed, 1-40 characters), not another member's", async () => {
    const m = await withPasskey();
    const renamed = await send<PasskeySummary>('POST', PASSKEY_PATHS.rename, { id: m.passkey.id, name: '  Work laptop ' }, { token: m.token, ip: m.ip });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.value).toMatchObject({ id: m.passkey.id, name: 'Work laptop', createdAt: m.passkey.createdAt });
    const listed = await send<PasskeySummary[]>('GET', PASSKEY_PATHS.list, undefined, { origin: LUCKY, token: m.token, ip: m.ip });
    expect(listed.body.value.map((p) => p.name)).toEqual(['Work laptop']);
    for (const name of ['', '   ', 'x'.repeat(41)]) {
      expect((await send('POST', PASSKEY_PATHS.rename, { id: m.passkey.id, name }, { token: m.token, ip: m.ip })).status, JSON.stringify(name)).toBe(400);
    }
    const other = await member();
    const theirs = await send('POST', PASSKEY_PATHS.rename, { id: m.passkey.id, name: 'Mine now' }, { token: other.token, ip: other.ip });
    expect(theirs.status).toBe(404);
    expect((await send<PasskeySummary[]>('GET', PASSKEY_PATHS.list, undefined, { origin: LUCKY, token: m.token, ip: m.ip })).body.value[0]!.name).toBe(
      'Work laptop',
    );
  });
});
