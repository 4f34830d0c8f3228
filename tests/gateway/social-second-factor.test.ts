/**
 * docs/product.md 4: a social login never skips the second factor. A member with the
 * authenticator app who allows the stand-in provider comes back to the portal with a waiting
 * attempt (?pendingLogin=, the methods), not a session; the attempt answers only the browser
 * that started the login (X-Login-Binding, the worker's nonce), from its address, once, for
 * 5 minutes, and then starts the session like a password login's second step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@shared/api';
import type { SocialStartAnswer } from '@shared/api/login';
import { LOGIN_BINDING_HEADER, type SecondFactorProof } from '@shared/api/second-factor';
import { verifyLoginSecondFactor } from '@gateway/domain/login-second-factor';
import { createSecondFactorLogin } from '@gateway/db/queries/second-factor';
import { hashToken } from '@gateway/domain/accounts';
import { byPassword, call, freshIp, login, outbox } from './accounts-client';
import { GATEWAY_URL } from './client';
import type { Player } from './players';
import { migratedDatabase } from './sql-migrations';
import { nextCode, turnOnTotp } from './totp-client';

const RETURN = 'http://127.0.0.1:8797/?sflow=abc';

/** A started social login of `ip`, bound (or not) to the browser nonce; through the consent page with `email`: where it sends the browser. */
async function socialLogin(email: string, ip: string, nonce?: string): Promise<URL> {
  const headers = nonce ? { [LOGIN_BINDING_HEADER]: nonce } : undefined;
  const started = await call<SocialStartAnswer>('POST', '/wps/session/social/google/start', { returnUrl: RETURN }, { ip, headers });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await consent(started.body.value.authorizeUrl, email);
  expect(back.status, await back.clone().text()).toBe(302);
  return new URL(back.headers.get('location')!);
}

/** The stand-in provider's consent page of `authorizeUrl`, allowed as `email`: its answer, not followed. */
async function consent(authorizeUrl: string, email: string): Promise<Response> {
  const page = await fetch(authorizeUrl);
  const state = /name="state" value="([^"]+)"/.exec(await page.text())![1]!;
  return fetch(`${GATEWAY_URL}/social/google/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email, decision: 'allow' }),
  });
}

/** A member made by a first social login (no second factor yet) with the authenticator turned on. */
async function socialMemberWithTotp(): Promise<{ email: string; player: Player; secret: string }> {
  const email = `sf_social_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.test`;
  const ip = freshIp();
  const first = await socialLogin(email, ip, 'nonce-of-the-first-browser-0001');
  const token = first.searchParams.get('token')!;
  expect(token).toBeTruthy();
  const me = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token });
  // the account's password is random (the provider is the credential): turning a factor on needs
  // one of the member's own, set through recovery (a temporary password by e-mail, logged in with once)
  const account = me.body.value.account;
  expect((await call('POST', '/wps/member/password/email', { username: account, email }, { ip })).status).toBe(200);
  const password = (await outbox(email, 'password_reset'))[0]!.code;
  const withPassword = await login<LoginResult>(byPassword(account, password), { ip });
  expect(withPassword.status, JSON.stringify(withPassword.body)).toBe(200);
  const player: Player = { token: withPassword.body.value.token, ip, id: me.body.value.id, username: account, password };
  const { secret } = await turnOnTotp(player);
  return { email, player, secret };
}

const answer = (challengeId: string, secondFactor: SecondFactorProof, ip: string, nonce?: string) =>
  call<LoginResult>(
    'POST',
    '/wps/session/login/second-factor',
    { challengeId, secondFactor },
    { ip, headers: nonce ? { [LOGIN_BINDING_HEADER]: nonce } : undefined },
  );

describe('a social login of a member with a second factor', () => {
  it('comes back with a waiting attempt and no session; only the starting browser, from its address, answers it, once', async () => {
    const { email, player, secret } = await socialMemberWithTotp();
    const ip = freshIp();
    const nonce = 'nonce-of-this-browser-00000001';
    const back = await socialLogin(email, ip, nonce);
    expect(back.searchParams.get('token')).toBeNull();
    expect(back.searchParams.get('methods')).toBe('totp');
    expect(back.searchParams.get('sflow')).toBe('abc');
    const pending = back.searchParams.get('pendingLogin')!;
    expect(pending).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // the id is no session
    expect((await call('GET', '/wps/member/info', undefined, { ip, token: pending })).status).toBe(401);

    const code = await nextCode(player, secret);
    const proof = { kind: 'totp', code } as const;
    // no binding, another browser's binding, another address: as if it did not exist
    expect((await answer(pending, proof, ip)).body.code).toBe('TWO_FACTOR_EXPIRED');
    expect((await answer(pending, proof, ip, 'nonce-of-another-browser-0002')).body.code).toBe('TWO_FACTOR_EXPIRED');
    expect((await answer(pending, proof, freshIp(), nonce)).body.code).toBe('TWO_FACTOR_EXPIRED');

    const done = await answer(pending, proof, ip, nonce);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const me = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token: done.body.value.token });
    expect(me.body.value.account).toBe(player.username);
    // single use: the same attempt starts no second session, even with a fresh code
    expect((await answer(pending, { kind: 'totp', code: await nextCode(player, secret) }, ip, nonce)).body.code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('is refused when the start was bound to no browser (the id would answer anyone at that address)', async () => {
    const { email } = await socialMemberWithTotp();
    const started = await call<SocialStartAnswer>('POST', '/wps/session/social/google/start', { returnUrl: RETURN }, { ip: freshIp() });
    const back = await consent(started.body.value.authorizeUrl, email);
    expect(back.status).toBe(403);
    expect(back.headers.get('location')).toBeNull();
  });

  it('goes straight in for a member without a second factor (the nonce changes nothing)', async () => {
    const back = await socialLogin(`sf_plain_${Date.now()}@example.test`, freshIp(), 'nonce-of-a-plain-browser-0003');
    expect(back.searchParams.get('token')).toBeTruthy();
    expect(back.searchParams.get('pendingLogin')).toBeNull();
  });
});

describe('a waiting social login attempt on its own database', () => {
  let db: D1Database;
  let member = 0;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, demoMember: member, dispose } = await migratedDatabase());
  }, 120_000);
  afterAll(() => dispose?.());

  it('expires after its 5 minutes even for the right browser and address', async () => {
    const visit = { ip: '203.0.113.9', country: 'VN', device: null };
    const binding = await hashToken('nonce-of-this-browser-00000001');
    await createSecondFactorLogin(db, {
      id: 'old',
      merchant_code: 'DEMO',
      member_id: member,
      ip: visit.ip,
      step: 'LOGIN',
      expires_at: Date.now() - 1,
      binding_hash: binding,
      generation: null,
    });
    const outcome = await verifyLoginSecondFactor(db, 'DEMO', visit, 'old', { kind: 'totp', code: '123456' }, binding);
    expect(outcome).toMatchObject({ ok: false, status: 410, code: 'TWO_FACTOR_EXPIRED' });
  });
});
