/**
 * A break, a self-exclusion or a password change ends every session of the member, including
 * one a login was creating at that very moment: the session insert checks the member's
 * generation and running exclusions in the same statement, and the break bumps the generation
 * in its own batch, so no session made before it, or racing it, can move money after it.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api';
import type { Exclusion } from '@shared/api/protection';
import { byPassword, call, login } from './accounts-client';
import { newPlayer, type Player } from './players';

const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every money call a live session could make, with the statuses they answered. */
async function moneyStatuses(p: Player) {
  const calls = await Promise.all([
    call('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 200_000, requestId: rid() }, p),
    call('POST', '/wps/cashier/transfer/upline', { amount: 100_000, paymentPassword: '123456', requestId: rid() }, p),
    call('POST', '/wps/cashier/withdraw', { cardId: 1, amount: 200_000, paymentPassword: '123456', requestId: rid() }, p),
    call('POST', '/wps/v2/wallets/transfer', { vendor: 'PG', direction: 'in', amount: 10_000, requestId: rid() }, p),
    call('GET', '/wps/member/info', undefined, p),
  ]);
  return calls.map((c) => c.status);
}

describe('sessions end with a break', () => {
  it('8 logins racing a break: none of their sessions is alive after it, every money call 401 or 403', async () => {
    const p = await newPlayer();
    const logins = Array.from({ length: 8 }, (_, i) => sleep(i * 12).then(() => login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })));
    await sleep(45);
    const brk = await call<Exclusion>('POST', '/wps/protection/timeout', { kind: 'break', duration: '24h', requestId: rid() }, p);
    expect(brk.status, JSON.stringify(brk.body)).toBe(200);
    const answers = await Promise.all(logins);
    // each login either got a session before the break or was refused during it
    for (const a of answers) expect(a.body.success ? 'session' : a.body.code).toMatch(/^(session|SELF_EXCLUDED|NOT_LOGGED_IN)$/);
    const tokens = answers.filter((a) => a.body.success).map((a) => a.body.value.token);
    for (const token of [p.token, ...tokens]) {
      for (const status of await moneyStatuses({ ...p, token })) expect([401, 403]).toContain(status);
    }
    // and a fresh login is refused for the break's length
    expect((await login(byPassword(p.username, p.password), { ip: p.ip })).body.code).toBe('SELF_EXCLUDED');
  });

  it('a password change ends the sessions of logins that read the account before it', async () => {
    const p = await newPlayer();
    const other = (await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })).body.value.token;
    const racing = Array.from({ length: 4 }, (_, i) => sleep(i * 10).then(() => login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })));
    const changed = await call(
      'POST',
      '/wps/member/password',
      { oldPassword: p.password, newPassword: 'Changed5678', confirmNewPassword: 'Changed5678' },
      { ...p, encrypted: true },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const settled = await Promise.all(racing);
    // the session that changed the password lives on; every other one, racing or not, is dead
    expect((await call('GET', '/wps/member/info', undefined, p)).status).toBe(200);
    expect((await call('GET', '/wps/member/info', undefined, { ...p, token: other })).status).toBe(401);
    const info = await Promise.all(
      settled.filter((a) => a.body.success).map((a) => call('GET', '/wps/member/info', undefined, { ...p, token: a.body.value.token })),
    );
    // a login that checked the old password after the change stored nothing; one before it was ended
    expect(info.filter((r) => r.status === 200)).toHaveLength(0);
  });
});
