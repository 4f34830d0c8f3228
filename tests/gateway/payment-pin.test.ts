/**
 * The payment PIN cannot be guessed: wrong tries are counted per member across every call that
 * checks the PIN (binding a card, withdrawing, transferring to the upline or a downline); five
 * wrong in a row lock it for 15 minutes on the member's clock (longer for each further lock),
 * every answer says the tries left or the lock's end, the lock ends every session, a right PIN
 * starts the count again, and the operator or the member (re-entering the login password) can
 * lift a lock. Parallel guesses get at most five judged.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api';
import type { BankCard, PinAttempts } from '@shared/api/cashier';
import { byPassword, call, login } from './accounts-client';
import { admin } from './client';
import { newPlayer, type Player } from './players';

const PIN = '246810';
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const card = (paymentPassword: string, accountNo = '4111111111111111') => ({ bankName: 'ACB', accountName: 'TRAN THI B', accountNo, paymentPassword });
const bind = (p: Player, pin: string, accountNo?: string) => call<PinAttempts | BankCard[]>('POST', '/wps/cashier/cards', card(pin, accountNo), p);
const advance = (username: string, advanceMs: number) => admin('POST', '/protection/clock', { merchantCode: 'DEMO', username, advanceMs });
const relogin = async (p: Player): Promise<Player> => ({
  ...p,
  token: (await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })).body.value.token,
});
const trail = async (p: Player) =>
  (await admin<{ action: string; result: string; ref: string | null }[]>('GET', `/cashier/audit?memberId=${p.id}`)).body.value.filter(
    (r) => r.action === 'PAYMENT_PIN',
  );

async function pinPlayer(opening = 1_000_000) {
  const p = await newPlayer(opening);
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p)).status).toBe(200);
  return p;
}

describe('payment PIN tries', () => {
  it('40 parallel wrong guesses: at most 5 judged, the PIN locked (the right one refused too) until the time passes on the clock', async () => {
    const p = await pinPlayer();
    const guesses = Array.from({ length: 40 }, (_, i) => String(100000 + i));
    const answers = await Promise.all(guesses.map((g) => bind(p, g)));
    const codes = answers.map((a) => a.body.code);
    // every guess is refused: wrong (with tries left), locked, or the session the lock ended
    expect(codes.every((c) => ['PAYMENT_PASSWORD_WRONG', 'PAYMENT_PASSWORD_LOCKED', 'NOT_LOGGED_IN'].includes(c))).toBe(true);
    const wrong = answers.filter((a) => a.body.code === 'PAYMENT_PASSWORD_WRONG').map((a) => (a.body.value as PinAttempts).triesLeft);
    expect(wrong.sort()).toEqual([1, 2, 3, 4]);
    const locks = answers.filter((a) => a.body.code === 'PAYMENT_PASSWORD_LOCKED').map((a) => a.body.value as PinAttempts);
    expect(locks.length).toBeGreaterThan(0);
    const until = locks[0]!.lockedUntil!;
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // judged: exactly five wrong tries in the money audit, and the lock
    const rows = await trail(p);
    expect(rows.filter((r) => r.result === 'WRONG')).toHaveLength(5);
    expect(rows.filter((r) => r.result === 'LOCKED')).toHaveLength(1);
    expect(rows.every((r) => r.ref === 'BIND_CARD')).toBe(true);
    // the lock ended the guessing session
    expect((await bind(p, PIN)).status).toBe(401);
    // the owner logs in again: the right PIN is refused while locked, on every call that checks it
    const owner = await relogin(p);
    const refused = await bind(owner, PIN);
    expect(refused.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((refused.body.value as PinAttempts).lockedUntil).toBe(until);
    const withdraw = await call('POST', '/wps/cashier/withdraw', { cardId: 1, amount: 200_000, paymentPassword: PIN, requestId: rid() }, owner);
    expect(withdraw.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    // 15 minutes later on the member's clock the right PIN works again
    await advance(p.username, 15 * 60_000 + 1_000);
    const bound = await bind(owner, PIN);
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  });

  it('counts across calls, a right PIN starts again, a further lock doubles, and both kinds of unlock lift it', async () => {
    const p = await pinPlayer();
    expect((await bind(p, '000001')).body.value).toEqual({ triesLeft: 4, lockedUntil: null });
    const w = await call<PinAttempts>('POST', '/wps/cashier/withdraw', { cardId: 1, amount: 200_000, paymentPassword: '000002', requestId: rid() }, p);
    expect(w.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { triesLeft: 3, lockedUntil: null } });
    expect((await bind(p, PIN)).status).toBe(200);
    // the count started again
    expect((await bind(p, '000003', '4012888888881881')).body.value).toEqual({ triesLeft: 4, lockedUntil: null });
    for (let i = 0; i < 3; i++) await bind(p, '000004', '4012888888881881');
    const first = await bind(p, '000005', '4012888888881881');
    expect(first.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    // the operator lifts the lock; the next lock lasts twice as long
    expect((await admin('POST', '/cashier/payment-password/unlock', { merchantCode: 'DEMO', username: p.username })).status).toBe(200);
    let me = await relogin(p);
    for (let i = 0; i < 4; i++) await bind(me, '000006', '4012888888881881');
    const second = await bind(me, '000007', '4012888888881881');
    expect(second.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    const secondFor = (second.body.value as PinAttempts).lockedUntil! - Date.now();
    expect(secondFor).toBeGreaterThan(29 * 60_000);
    expect(secondFor).toBeLessThanOrEqual(30 * 60_000);
    // the member lifts it with the login password (JWE); a wrong one ends the session
    me = await relogin(p);
    const wrongPassword = await call('POST', '/wps/cashier/payment-password/unlock', { password: 'Nope1234' }, { ...me, encrypted: true });
    expect(wrongPassword.body.code).toBe('OLD_PASSWORD_WRONG');
    expect((await bind(me, PIN, '4012888888881881')).status).toBe(401);
    me = await relogin(p);
    const lifted = await call<PinAttempts>('POST', '/wps/cashier/payment-password/unlock', { password: p.password }, { ...me, encrypted: true });
    expect(lifted.body.value).toEqual({ triesLeft: 5, lockedUntil: null });
    expect((await bind(me, PIN, '4012888888881881')).status).toBe(200);
  });

  it("the member's own parallel calls with the right PIN all pass: a check waits for a slot rather than counting as wrong", async () => {
    const p = await pinPlayer();
    const numbers = [
      '4111111111111111',
      '4012888888881881',
      '5555555555554444',
      '5105105105105100',
      '4222222222222',
      '378282246310005',
      '6011111111111117',
      '3530111333300000',
    ];
    const answers = await Promise.all(numbers.map((n) => bind(p, PIN, n)));
    expect(answers.map((a) => a.status)).toEqual(numbers.map(() => 200));
    expect((await bind(p, '000001', '4111111111111111')).body.value).toEqual({ triesLeft: 4, lockedUntil: null });
  });
});
