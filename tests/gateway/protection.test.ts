/**
 * Player protection on the reference gateway (shared/api/protection.ts): breaks
 * and self-exclusion end every session and refuse every login until they end, nothing shortens
 * them and pending withdrawals still pay out; deposit limits per rolling window (lowest wins,
 * a decrease at once, an increase or removal after 24 hours) refuse an order over the
 * remainder before any money moves, also when deposits race; the login history, the last
 * login at sign-in, ending other sessions; the reality check's session clock; each tool
 * switched per brand by its whitelabel module.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LoginResult, MemberInfo } from '@shared/api';
import type { BankCard, DepositOrder, Withdrawal } from '@shared/api/cashier';
import type { DepositAllowance, Exclusion, LoginRecord, ProtectionState, SessionClock } from '@shared/api/protection';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, playerWithRounds, walletCallback, type Player } from './players';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;

const deposit = (p: Player, amount: number, requestId = rid()) =>
  call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount, requestId }, p);
const setLimit = (p: Player, period: 'day' | 'week' | 'month', amount: number | null) =>
  call<ProtectionState>('PUT', '/wps/protection/deposit-limit', { period, amount, requestId: rid() }, p);
const state = async (p: Player) => (await call<ProtectionState>('GET', '/wps/protection', undefined, p)).body.value;
const timeout = (p: Player, kind: 'break' | 'self_exclusion', duration: string, o: { merchant?: string } = {}) =>
  call<Exclusion>('POST', '/wps/protection/timeout', { kind, duration, requestId: rid() }, { ...p, ...o });
const advance = (username: string, advanceMs: number, merchantCode = 'DEMO') =>
  admin<{ offsetMs: number }>('POST', '/protection/clock', { merchantCode, username, advanceMs });
const relogin = (p: Player, password = p.password) => login<LoginResult>(byPassword(p.username, password), { ip: p.ip });
const stillLoggedIn = async (token: string, ip: string) => (await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token })).status;

describe('take a break and self-exclusion', () => {
  it('a break ends every session at once and refuses every login until it ends, saying until when', async () => {
    const p = await newPlayer();
    const second = (await relogin(p)).body.value.token;
    const before = Date.now();
    const res = await timeout(p, 'break', '24h');
    expect(res.status).toBe(200);
    expect(res.body.value.kind).toBe('break');
    expect(res.body.value.until).toBeGreaterThanOrEqual(before + DAY);
    expect(res.body.value.until).toBeLessThan(Date.now() + DAY + 5_000);
    expect(await stillLoggedIn(p.token, p.ip)).toBe(401);
    expect(await stillLoggedIn(second, p.ip)).toBe(401);

    const refused = await relogin(p);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SELF_EXCLUDED');
    expect(refused.body.value).toEqual({ kind: 'break', until: res.body.value.until });
    // a wrong password still says only that
    expect((await relogin(p, 'Wrong9999')).body.code).toBe('LOGIN_FAILED');

    // the operator's reset does not lift it; after it ends, the login works again
    await admin('POST', '/members/reset', { merchantCode: 'DEMO', username: p.username });
    expect((await relogin(p)).body.code).toBe('SELF_EXCLUDED');
    expect((await advance(p.username, DAY - 60_000)).status).toBe(200);
    expect((await relogin(p)).body.code).toBe('SELF_EXCLUDED');
    await advance(p.username, 2 * 60_000);
    const back = await relogin(p);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it('self-exclusion runs calendar months or years; a later, shorter request does not shorten it', async () => {
    const p = await newPlayer();
    const start = new Date();
    const res = await timeout(p, 'self_exclusion', '1y');
    expect(res.status).toBe(200);
    const expected = new Date(start);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(res.body.value.until - expected.getTime())).toBeLessThan(10_000);
    // 6 months on it still holds (and nobody holds a session to ask for anything else)
    await advance(p.username, 183 * DAY);
    const refused = await relogin(p);
    expect(refused.body.code).toBe('SELF_EXCLUDED');
    expect((refused.body.value as unknown as Exclusion).until).toBe(res.body.value.until);
  });

  it('accepts only the offered durations per kind', async () => {
    const p = await newPlayer();
    expect((await timeout(p, 'break', '1y')).status).toBe(400);
    expect((await timeout(p, 'self_exclusion', '24h')).status).toBe(400);
    expect((await timeout(p, 'break', '2d')).status).toBe(400);
    expect(await stillLoggedIn(p.token, p.ip)).toBe(200);
  });

  it('a withdrawal requested before the break is still paid out', async () => {
    const p = await newPlayer(1_000_000);
    expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, p)).status).toBe(200);
    const cards = await call<BankCard[]>(
      'POST',
      '/wps/cashier/cards',
      { bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', accountNo: '0123456789', paymentPassword: '246810' },
      p,
    );
    const w = await call<Withdrawal>(
      'POST',
      '/wps/cashier/withdraw',
      { cardId: cards.body.value[0]!.id, amount: 200_000, paymentPassword: '246810', requestId: rid() },
      p,
    );
    expect(w.status).toBe(200);
    expect((await timeout(p, 'break', '7d')).status).toBe(200);
    expect((await admin('POST', '/cashier/withdrawals/pay', { orderNo: w.body.value.orderNo })).status).toBe(200);
    await advance(p.username, 7 * DAY + 60_000);
    const token = (await relogin(p)).body.value.token;
    const list = await call<Withdrawal[]>('GET', '/wps/cashier/withdrawals', undefined, { ip: p.ip, token });
    expect(list.body.value.find((x) => x.orderNo === w.body.value.orderNo)?.status).toBe('paid');
    expect(await balance({ ...p, token })).toBe(800_000);
  });

  it('is switched per brand by the RGTIMEOUT module', async () => {
    const m = await makeMember({ opening: 0 }, 'DEMO2');
    const ip = freshIp();
    const token = (await login<LoginResult>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' })).body.value.token;
    const p = { token, ip, merchant: 'DEMO2' };
    onTestFinished(async () => {
      await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGTIMEOUT', on: true });
    });
    await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGTIMEOUT', on: false });
    const off = await call('POST', '/wps/protection/timeout', { kind: 'break', duration: '24h', requestId: rid() }, p);
    expect(off.body.code).toBe('FEATURE_DISABLED');
    expect((await call<ProtectionState>('GET', '/wps/protection', undefined, p)).body.value.tools.timeout).toBe(false);
    await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGTIMEOUT', on: true });
    expect((await call('POST', '/wps/protection/timeout', { kind: 'break', duration: '24h', requestId: rid() }, p)).status).toBe(200);
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over the remainder before any order exists, answering what is left', async () => {
    const p = await newPlayer();
    const set = await setLimit(p, 'week', 300_000);
    expect(set.body.value.depositLimits.find((l) => l.period === 'week')).toMatchObject({ amount: 300_000, pending: null, used: 0, remaining: 300_000 });
    expect((await deposit(p, 200_000)).status).toBe(200);
    const over = await deposit(p, 150_000);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(over.body.value as unknown as DepositAllowance).toEqual({ remaining: 100_000, period: 'week' });
    const orders = await call<DepositOrder[]>('GET', '/wps/cashier/deposit/orders', undefined, p);
    expect(orders.body.value.map((o) => o.amount)).toEqual([200_000]);
    expect((await deposit(p, 100_000)).status).toBe(200);
    expect((await state(p)).allowance).toEqual({ remaining: 0, period: 'week' });
  });

  it('the lowest remainder of the windows wins', async () => {
    const p = await newPlayer();
    await setLimit(p, 'month', 1_000_000);
    await setLimit(p, 'week', 500_000);
    await setLimit(p, 'day', 100_000);
    expect((await state(p)).allowance).toEqual({ remaining: 100_000, period: 'day' });
    expect((await deposit(p, 100_000)).status).toBe(200);
    expect((await deposit(p, 50_000)).body.value as unknown as DepositAllowance).toEqual({ remaining: 0, period: 'day' });
  });

  it('a decrease is at once; an increase or removal waits 24 hours, shown with its time', async () => {
    const p = await newPlayer();
    await setLimit(p, 'week', 300_000);
    const lowered = await setLimit(p, 'week', 200_000);
    expect(lowered.body.value.depositLimits.find((l) => l.period === 'week')).toMatchObject({ amount: 200_000, pending: null });

    const asked = Date.now();
    const raised = (await setLimit(p, 'week', 1_000_000)).body.value.depositLimits.find((l) => l.period === 'week')!;
    expect(raised.amount).toBe(200_000);
    expect(raised.pending?.amount).toBe(1_000_000);
    expect(raised.pending!.from).toBeGreaterThanOrEqual(asked + DAY);
    expect(raised.pending!.from).toBeLessThan(Date.now() + DAY + 5_000);
    expect((await deposit(p, 300_000)).body.code).toBe('DEPOSIT_LIMIT_EXCEEDED');

    await advance(p.username, DAY + 60_000);
    const week = (await state(p)).depositLimits.find((l) => l.period === 'week')!;
    expect(week).toMatchObject({ amount: 1_000_000, pending: null });
    expect((await deposit(p, 300_000)).status).toBe(200);

    // removal waits as well; a decrease meanwhile cancels it
    const removal = (await setLimit(p, 'week', null)).body.value.depositLimits.find((l) => l.period === 'week')!;
    expect(removal).toMatchObject({ amount: 1_000_000, pending: { amount: null } });
    const cancelled = (await setLimit(p, 'week', 900_000)).body.value.depositLimits.find((l) => l.period === 'week')!;
    expect(cancelled).toMatchObject({ amount: 900_000, pending: null });
    await setLimit(p, 'week', null);
    await advance(p.username, DAY + 60_000);
    expect((await state(p)).depositLimits.find((l) => l.period === 'week')).toMatchObject({ amount: null, pending: null, remaining: null });
  });

  it('holds when deposits race for the last of an allowance', async () => {
    for (const period of ['day', 'week', 'month'] as const) {
      const p = await newPlayer();
      await setLimit(p, period, 300_000);
      expect((await deposit(p, 200_000)).status).toBe(200);
      const raced = await Promise.all(Array.from({ length: 4 }, () => deposit(p, 100_000)));
      expect(
        raced.filter((r) => r.status === 200),
        period,
      ).toHaveLength(1);
      expect(
        raced.filter((r) => r.body.code === 'DEPOSIT_LIMIT_EXCEEDED'),
        period,
      ).toHaveLength(3);
      const used = (await state(p)).depositLimits.find((l) => l.period === period)!;
      expect(used).toMatchObject({ used: 300_000, remaining: 0 });
    }
  });

  it('the same request id answers the same order even when the allowance is spent', async () => {
    const p = await newPlayer();
    await setLimit(p, 'day', 100_000);
    const id = rid();
    const first = await deposit(p, 100_000, id);
    const again = await deposit(p, 100_000, id);
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
  });

  it('refuses a bad period or amount, and is switched per brand', async () => {
    const p = await newPlayer();
    expect((await call('PUT', '/wps/protection/deposit-limit', { period: 'year', amount: 1, requestId: rid() }, p)).status).toBe(400);
    expect((await call('PUT', '/wps/protection/deposit-limit', { period: 'day', amount: -5, requestId: rid() }, p)).status).toBe(400);
    const m = await makeMember({ opening: 0 }, 'DEMO2');
    const ip = freshIp();
    const token = (await login<LoginResult>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' })).body.value.token;
    onTestFinished(async () => {
      await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGDEPOSITLIMIT', on: true });
    });
    await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGDEPOSITLIMIT', on: false });
    const off = await call('PUT', '/wps/protection/deposit-limit', { period: 'day', amount: 100_000, requestId: rid() }, { ip, token, merchant: 'DEMO2' });
    expect(off.body.code).toBe('FEATURE_DISABLED');
  });
});

describe('loss limits', () => {
  const setLoss = (p: Player, period: 'day' | 'week' | 'month', amount: number | null) =>
    call<ProtectionState>('PUT', '/wps/protection/loss-limit', { period, amount, requestId: rid() }, p);
  const stake = (p: Player, roundId: string, amount: number) => walletCallback({ roundId, action: 'debit', amount, memberId: p.id, merchantCode: 'DEMO' });
  const win = (p: Player, roundId: string, amount: number) => walletCallback({ roundId, action: 'credit', amount, memberId: p.id, merchantCode: 'DEMO' });

  it('refuses a stake the net loss of a window has no room for; wins make room; retries still answer', async () => {
    const { p, rounds } = await playerWithRounds(1_000_000, 4);
    const set = await setLoss(p, 'day', 100_000);
    expect(set.body.value.lossLimits.find((l) => l.period === 'day')).toMatchObject({ amount: 100_000, used: 0, remaining: 100_000 });
    expect((await stake(p, rounds[0]!, 80_000)).status).toBe(200);
    const refused = await stake(p, rounds[1]!, 30_000);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('LOSS_LIMIT_REACHED');
    expect(await balance(p)).toBe(920_000);
    // a retried debit of a stake already taken is a duplicate, not a refusal
    expect((await stake(p, rounds[0]!, 80_000)).body.value.duplicate).toBe(true);
    expect((await win(p, rounds[0]!, 50_000)).status).toBe(200);
    expect((await stake(p, rounds[1]!, 30_000)).status).toBe(200);
    expect((await state(p)).lossLimits.find((l) => l.period === 'day')).toMatchObject({ used: 60_000, remaining: 40_000 });
    // a raise waits 24 hours like a deposit limit's
    const raised = (await setLoss(p, 'day', 500_000)).body.value.lossLimits.find((l) => l.period === 'day')!;
    expect(raised).toMatchObject({ amount: 100_000, pending: { amount: 500_000 } });
    expect((await stake(p, rounds[2]!, 50_000)).body.code).toBe('LOSS_LIMIT_REACHED');
  });

  it('holds when stakes race for the last of a limit', async () => {
    const { p, rounds } = await playerWithRounds(1_000_000, 6);
    await setLoss(p, 'week', 100_000);
    expect((await stake(p, rounds[0]!, 80_000)).status).toBe(200);
    const raced = await Promise.all(rounds.slice(1, 6).map((r) => stake(p, r, 20_000)));
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.body.code === 'LOSS_LIMIT_REACHED')).toHaveLength(4);
    expect(await balance(p)).toBe(900_000);
  });
});

describe('login history and sessions', () => {
  it('lists logins with address, country, device and result; the sign-in answer carries the previous login', async () => {
    const p = await newPlayer();
    expect((await relogin(p, 'Wrong9999')).status).toBe(401);
    const again = await relogin(p);
    expect(again.body.value.lastLogin?.ip).toBe(p.ip);
    expect(again.body.value.lastLogin?.at).toBeLessThanOrEqual(Date.now());
    const list = (await call<LoginRecord[]>('GET', '/wps/protection/logins', undefined, p)).body.value;
    expect(list.map((r) => r.result)).toEqual(['success', 'wrong_password', 'success']);
    expect(list[0]).toMatchObject({ ip: p.ip, country: 'VN' });
    expect(list[0]!.device).toBeTruthy();
    expect(list[2]!.at).toBe(again.body.value.lastLogin?.at);
  });

  it('a refused login is listed after the exclusion ends', async () => {
    const p = await newPlayer();
    await timeout(p, 'break', '24h');
    await relogin(p);
    await advance(p.username, DAY + 60_000);
    const token = (await relogin(p)).body.value.token;
    const list = (await call<LoginRecord[]>('GET', '/wps/protection/logins', undefined, { ip: p.ip, token })).body.value;
    expect(list.map((r) => r.result)).toEqual(['success', 'refused', 'success']);
  });

  it('ends every other session, keeping this one', async () => {
    const p = await newPlayer();
    const other = (await relogin(p)).body.value.token;
    const res = await call<{ ended: number }>('POST', '/wps/protection/sessions/end-others', undefined, p);
    expect(res.body.value.ended).toBe(1);
    expect(await stillLoggedIn(other, p.ip)).toBe(401);
    expect(await stillLoggedIn(p.token, p.ip)).toBe(200);
  });
});

describe('session time limit', () => {
  const setSessionLimit = (p: Player, minutes: number | null) =>
    call<ProtectionState>('PUT', '/wps/protection/session-limit', { minutes, requestId: rid() }, p);

  it('ends the session when it has lasted the limit; the next login starts a new one', async () => {
    const p = await newPlayer();
    expect((await setSessionLimit(p, 45)).status).toBe(400);
    expect((await setSessionLimit(p, 30)).body.value.sessionLimit).toEqual({ minutes: 30, pending: null });
    const clock = (await call<SessionClock>('GET', '/wps/protection/session', undefined, p)).body.value;
    expect(clock.limitEndsAt).toBe(clock.startedAt + 30 * 60_000);
    await advance(p.username, 29 * 60_000);
    expect(await stillLoggedIn(p.token, p.ip)).toBe(200);
    await advance(p.username, 2 * 60_000);
    const ended = await call('GET', '/wps/member/info', undefined, p);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('SESSION_LIMIT_REACHED');
    expect((await call('GET', '/wps/member/info', undefined, p)).body.code).toBe('NOT_LOGGED_IN');
    const again = (await relogin(p)).body.value.token;
    expect(await stillLoggedIn(again, p.ip)).toBe(200);
  });

  it('a longer limit or none waits 24 hours; a shorter one is at once', async () => {
    const p = await newPlayer();
    await setSessionLimit(p, 60);
    const longer = (await setSessionLimit(p, 240)).body.value.sessionLimit;
    expect(longer.minutes).toBe(60);
    expect(longer.pending?.minutes).toBe(240);
    expect((await setSessionLimit(p, null)).body.value.sessionLimit).toMatchObject({ minutes: 60, pending: { minutes: null } });
    expect((await setSessionLimit(p, 30)).body.value.sessionLimit).toEqual({ minutes: 30, pending: null });
  });
});

describe('reality check', () => {
  it('counts from the login on the gateway; answering it starts the next interval', async () => {
    const p = await newPlayer();
    const off = (await call<SessionClock>('GET', '/wps/protection/session', undefined, p)).body.value;
    expect(off).toMatchObject({ realityCheckMinutes: 0, nextCheckAt: null, netSinceLogin: 0 });
    expect((await call('PUT', '/wps/protection/reality-check', { minutes: 20 }, p)).status).toBe(400);
    expect((await call<ProtectionState>('PUT', '/wps/protection/reality-check', { minutes: 15 }, p)).body.value.realityCheckMinutes).toBe(15);
    const clock = (await call<SessionClock>('GET', '/wps/protection/session', undefined, p)).body.value;
    expect(clock.nextCheckAt).toBe(clock.startedAt + 15 * 60_000);
    expect(clock.now).toBeLessThan(clock.nextCheckAt!);
    await advance(p.username, 16 * 60_000);
    const due = (await call<SessionClock>('GET', '/wps/protection/session', undefined, p)).body.value;
    expect(due.now).toBeGreaterThanOrEqual(due.nextCheckAt!);
    const acked = (await call<SessionClock>('POST', '/wps/protection/session/ack', undefined, p)).body.value;
    expect(acked.nextCheckAt! - acked.now).toBeGreaterThan(14 * 60_000);
    expect(acked.nextCheckAt! - acked.now).toBeLessThanOrEqual(15 * 60_000);
  });

  it('where the brand requires it (RGREALITYREQUIRED), it runs every 60 minutes by default and cannot be off', async () => {
    const m = await makeMember({ opening: 0 }, 'DEMO2');
    const ip = freshIp();
    const token = (await login<LoginResult>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' })).body.value.token;
    const p = { ip, token, merchant: 'DEMO2' };
    onTestFinished(async () => {
      await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGREALITYREQUIRED', on: false });
      await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGREALITYCHECK', on: false });
    });
    await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGREALITYCHECK', on: true });
    expect((await call<SessionClock>('GET', '/wps/protection/session', undefined, p)).body.value.nextCheckAt).toBeNull();
    await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGREALITYREQUIRED', on: true });
    const st = (await call<ProtectionState>('GET', '/wps/protection', undefined, p)).body.value;
    expect(st).toMatchObject({ realityCheckMinutes: 60, realityCheckRequired: true });
    const clock = (await call<SessionClock>('GET', '/wps/protection/session', undefined, p)).body.value;
    expect(clock.nextCheckAt).toBe(clock.startedAt + 60 * 60_000);
    expect((await call('PUT', '/wps/protection/reality-check', { minutes: 0 }, p)).status).toBe(400);
    expect((await call<ProtectionState>('PUT', '/wps/protection/reality-check', { minutes: 15 }, p)).body.value.realityCheckMinutes).toBe(15);
  });

  it('Lucky Star does not offer it (RGREALITYCHECK off)', async () => {
    const m = await makeMember({ opening: 0 }, 'DEMO2');
    const ip = freshIp();
    const token = (await login<LoginResult>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' })).body.value.token;
    const res = await call('PUT', '/wps/protection/reality-check', { minutes: 15 }, { ip, token, merchant: 'DEMO2' });
    expect(res.body.code).toBe('FEATURE_DISABLED');
  });
});

describe('test clock', () => {
  it('needs the admin token', async () => {
    expect((await admin('POST', '/protection/clock', { merchantCode: 'DEMO', username: 'demo_member', advanceMs: 1 }, null)).status).toBe(401);
  });
});
