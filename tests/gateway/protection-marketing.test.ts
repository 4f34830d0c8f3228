/**
 * Player protection, the rest: marketing stops during a break or self-exclusion (the
 * member's claims and inbox need the session the exclusion ended; what an operator pushes is
 * refused; a game left open takes no stake); the deposit-limit prompt of registration and the
 * first deposit is answered once per member; the gateway's own birthday check refuses anyone
 * under 21 at registration and in the profile; each loss-limit window holds when stakes race.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LoginResult } from '@shared/api';
import type { RegisterResult } from '@shared/api/register';
import type { Birthday, Exclusion, ProtectionState } from '@shared/api/protection';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, playerWithRounds, walletCallback, type Player } from './players';
import { validRegistration } from './register-client';
import { todayIn } from '@shared/birthday';
import { DEFAULT_TIME_ZONE } from '@shared/constants';

const DAY = 86_400_000;
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const state = async (p: Player) => (await call<ProtectionState>('GET', '/wps/protection', undefined, p)).body.value;
const takeBreak = (p: Player, duration = '24h') => call<Exclusion>('POST', '/wps/protection/timeout', { kind: 'break', duration, requestId: rid() }, p);
const advance = (username: string, advanceMs: number) => admin('POST', '/protection/clock', { merchantCode: 'DEMO', username, advanceMs });
const message = (p: Player, title: string) =>
  admin<{ id: number }>('POST', '/messages', { merchantCode: 'DEMO', username: p.username, title, content: 'Bonus!' });
/** n years before the brand's today (Asia/Ho_Chi_Minh, as the gateway counts ages), yyyy-MM-dd, give or take days */
const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = todayIn(DEFAULT_TIME_ZONE).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
};

describe('marketing stops during a break or self-exclusion', () => {
  it('the member reaches no claim or message with the ended session; operator pushes are refused; after the break, nothing sent during it arrives', async () => {
    const p = await newPlayer();
    expect((await message(p, 'before the break')).status).toBe(200);
    expect((await takeBreak(p)).status).toBe(200);

    // every marketing call the page makes with the old session is refused (the session ended)
    const calls: [string, string, unknown][] = [
      ['GET', '/wps/relay/message/list', undefined],
      ['GET', '/wps/relay/message/unread', undefined],
      ['GET', '/wps/promotion/member', undefined],
      ['POST', '/wps/promotion/join', { promotionId: 1, requestId: rid() }],
      ['POST', '/wps/rewards/claim', { code: 'FIRST_DEPOSIT', requestId: rid() }],
      ['POST', '/wps/missions/claim', { code: 'DAILY_BETS', requestId: rid() }],
      ['POST', '/wps/rescue/claim', { requestId: rid() }],
      ['POST', '/wps/referral/claim', { requestId: rid() }],
      ['POST', '/wps/rebate/claim', { requestId: rid() }],
      ['POST', '/wps/points/redeem', { itemId: 1, quantity: 1, requestId: rid() }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, body, p);
      expect(res.status, `${method} ${path}`).toBe(401);
    }

    // what the operator pushes to the member is refused, saying why
    const pushed = await message(p, 'during the break');
    expect(pushed.status).toBe(409);
    expect(pushed.body.code).toBe('MEMBER_EXCLUDED');
    const reward = await admin('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: p.username, code: 'ZALO_APP' });
    expect(reward.body.code).toBe('MEMBER_EXCLUDED');
    const points = await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: 500 });
    expect(points.body.code).toBe('MEMBER_EXCLUDED');

    // the break ends: the member logs in and finds only what came before it; marketing resumes
    await advance(p.username, DAY + 60_000);
    const token = (await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })).body.value.token;
    const back = { ...p, token };
    const inbox = await call<{ list: { title: string }[] }>('GET', '/wps/relay/message/list', undefined, back);
    const titles = inbox.body.value.list.map((m) => m.title);
    expect(titles).toContain('before the break');
    expect(titles).not.toContain('during the break');
    expect((await message(back, 'after the break')).status).toBe(200);
    expect((await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: 500 })).status).toBe(200);
  });

  it('a game left open takes no stake once a break starts; a stake taken before still settles', async () => {
    const { p, rounds } = await playerWithRounds(1_000_000, 3);
    const stake = (roundId: string, amount: number) => walletCallback({ roundId, action: 'debit', amount, memberId: p.id, merchantCode: 'DEMO' });
    expect((await stake(rounds[0]!, 10_000)).status).toBe(200);
    expect((await takeBreak(p)).status).toBe(200);
    const refused = await stake(rounds[1]!, 10_000);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SELF_EXCLUDED');
    // a vendor's retry of the earlier stake is a duplicate, and its win is paid
    expect((await stake(rounds[0]!, 10_000)).body.value.duplicate).toBe(true);
    expect((await walletCallback({ roundId: rounds[0]!, action: 'credit', amount: 25_000, memberId: p.id, merchantCode: 'DEMO' })).status).toBe(200);
    await advance(p.username, DAY + 60_000);
    const token = (await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })).body.value.token;
    expect(await balance({ ...p, token })).toBe(1_015_000);
    expect((await stake(rounds[2]!, 10_000)).status).toBe(200);
  });
});

describe('the deposit-limit prompt', () => {
  const skip = (p: Player) => call<ProtectionState>('POST', '/wps/protection/deposit-limit/prompt', { answer: 'skipped' }, p);
  const setLimit = (p: Player, amount: number | null) =>
    call<ProtectionState>('PUT', '/wps/protection/deposit-limit', { period: 'week', amount, requestId: rid() }, p);

  it('is due for a new member until skipped, and skipping is kept on the gateway (every session)', async () => {
    const p = await newPlayer();
    expect((await state(p)).depositLimitPrompt).toBe(true);
    expect((await call('POST', '/wps/protection/deposit-limit/prompt', { answer: 'later' }, p)).status).toBe(400);
    expect((await skip(p)).body.value.depositLimitPrompt).toBe(false);
    const other = (await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip })).body.value.token;
    expect((await state({ ...p, token: other })).depositLimitPrompt).toBe(false);
    // a limit set after a skip: still answered
    await setLimit(p, 500_000);
    expect((await state(p)).depositLimitPrompt).toBe(false);
  });

  it('is answered by setting a limit, also once that limit is removed again', async () => {
    const p = await newPlayer();
    expect((await setLimit(p, 500_000)).body.value.depositLimitPrompt).toBe(false);
    await setLimit(p, null);
    await advance(p.username, DAY + 60_000);
    const after = await state(p);
    expect(after.depositLimits.every((l) => l.amount === null)).toBe(true);
    expect(after.depositLimitPrompt).toBe(false);
  });

  it('is never due where the brand does not offer deposit limits', async () => {
    const m = await makeMember({ opening: 0 }, 'DEMO2');
    const ip = freshIp();
    const token = (await login<LoginResult>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' })).body.value.token;
    const p = { token, ip, merchant: 'DEMO2' };
    onTestFinished(async () => {
      await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGDEPOSITLIMIT', on: true });
    });
    expect((await call<ProtectionState>('GET', '/wps/protection', undefined, p)).body.value.depositLimitPrompt).toBe(true);
    await admin('POST', '/modules', { merchantCode: 'DEMO2', modId: 'RGDEPOSITLIMIT', on: false });
    expect((await call<ProtectionState>('GET', '/wps/protection', undefined, p)).body.value.depositLimitPrompt).toBe(false);
    expect((await call('POST', '/wps/protection/deposit-limit/prompt', { answer: 'skipped' }, p)).body.code).toBe('FEATURE_DISABLED');
  });
});

describe('the birthday check (minimum age 21)', () => {
  const register = (body: unknown, ip: string) => call<RegisterResult>('PUT', '/wps/member/register', body, { ip, encrypted: true });

  it('registration refuses a birthday under 21 and keeps one of 21 or more', async () => {
    const ip = freshIp();
    const young = await register(await validRegistration(ip, { birthday: yearsAgo(21, 1) }), ip);
    expect(young.status).toBe(403);
    expect(young.body.code).toBe('UNDERAGE');
    expect(young.body.value).toEqual({ minimumAge: 21 });
    const bad = await register(await validRegistration(ip, { birthday: '2001-02-30' }), ip);
    expect(bad.status).toBe(400);
    // every brand asks for the birthday and the 21+ box, whatever the page sent
    const none = await register(await validRegistration(ip, { birthday: undefined }), ip);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('BAD_REQUEST');
    const unconfirmed = await register(await validRegistration(ip, { confirmAge: false }), ip);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe('REGISTER_INVALID');
    expect((unconfirmed.body.value as unknown as { fields: Record<string, unknown> }).fields).toEqual({
      confirmAge: { key: 'validation.confirm_age', vars: { age: 21 } },
    });
    const ok = await register(await validRegistration(ip, { birthday: yearsAgo(21) }), ip);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const saved = await call<Birthday>('GET', '/wps/member/birthday', undefined, { ip, token: ok.body.value.token });
    expect(saved.body.value.birthday).toBe(yearsAgo(21));
  });

  it('the profile sets a birthday once, never under 21', async () => {
    const p = await newPlayer();
    const setBirthday = (birthday: string) => call<Birthday>('PUT', '/wps/member/birthday', { birthday }, p);
    expect((await call<Birthday>('GET', '/wps/member/birthday', undefined, p)).body.value.birthday).toBeNull();
    expect((await setBirthday(yearsAgo(20))).body.code).toBe('UNDERAGE');
    expect((await setBirthday(yearsAgo(21, 1))).body.code).toBe('UNDERAGE');
    expect((await setBirthday('not a date')).status).toBe(400);
    expect((await setBirthday(yearsAgo(-1))).status).toBe(400);
    expect((await setBirthday(yearsAgo(30))).body.value).toEqual({ birthday: yearsAgo(30) });
    const again = await setBirthday(yearsAgo(40));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BIRTHDAY_SET');
    expect((await call<Birthday>('GET', '/wps/member/birthday', undefined, p)).body.value.birthday).toBe(yearsAgo(30));
  });
});

describe('loss limits under racing stakes', () => {
  it('each window holds when stakes race for the last of it', async () => {
    for (const period of ['day', 'week', 'month'] as const) {
      const { p, rounds } = await playerWithRounds(1_000_000, 6);
      await call('PUT', '/wps/protection/loss-limit', { period, amount: 100_000, requestId: rid() }, p);
      const stake = (roundId: string, amount: number) => walletCallback({ roundId, action: 'debit', amount, memberId: p.id, merchantCode: 'DEMO' });
      expect((await stake(rounds[0]!, 80_000)).status).toBe(200);
      const raced = await Promise.all(rounds.slice(1, 6).map((r) => stake(r, 20_000)));
      expect(
        raced.filter((r) => r.status === 200),
        period,
      ).toHaveLength(1);
      expect(
        raced.filter((r) => r.body.code === 'LOSS_LIMIT_REACHED'),
        period,
      ).toHaveLength(4);
      expect(await balance(p), period).toBe(900_000);
      expect(
        (await state(p)).lossLimits.find((l) => l.period === period),
        period,
      ).toMatchObject({ used: 100_000, remaining: 0 });
    }
  });
});
