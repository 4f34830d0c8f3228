/**
 * rewardCenter on the reference gateway: the brand's rewards as a member sees them
 * (claimable, claimed, locked); the first-deposit reward unlocks with a paid deposit (10 % up to
 * 200,000), level-up rewards with the VIP level, the Zalo app reward when the operator unlocks
 * it (up to 131K); a claim pays once (three at once pay once), lands in the ledger as REWARD
 * and carries the bonus turnover requirement (bonusDetails).
 */
import { describe, expect, it } from 'vitest';
import type { BonusRecord, DepositOrder } from '@shared/api/cashier';
import type { Reward } from '@shared/api/member';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { call } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, playerOf, type Player } from './players';

const rid = () => `rw_${Math.random().toString(36).slice(2, 12)}`;
const list = async (p: Player) => (await call<Reward[]>('GET', '/wps/rewards', undefined, p)).body.value;
const byCode = async (p: Player, code: string) => (await list(p)).find((r) => r.code === code)!;
const claim = (p: Player, code: string, requestId = rid()) => call<Reward>('POST', '/wps/rewards/claim', { code, requestId }, p);

async function paidDeposit(p: Player, amount: number) {
  const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount, requestId: rid() }, p);
  expect(order.status).toBe(200);
  expect((await admin('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo })).status).toBe(200);
}

describe('reward centre', () => {
  it('a new member: every reward locked; the first deposit unlocks 10 % of it; three claims at once pay once', async () => {
    const p = await newPlayer(0);
    const start = await list(p);
    expect(start.map((r) => [r.code, r.state])).toEqual([
      ['FIRST_DEPOSIT', 'locked'],
      ['ZALO_APP', 'locked'],
      ['LEVEL_1', 'locked'],
      ['LEVEL_2', 'locked'],
      ['LEVEL_3', 'locked'],
      ['LEVEL_4', 'locked'],
      ['LEVEL_5', 'locked'],
      ['LEVEL_6', 'locked'],
    ]);
    expect(start[0]).toMatchObject({ kind: 'first_deposit', amount: 200_000, upTo: true, percentBps: 1_000 });
    expect(start[2]).toMatchObject({ kind: 'level_up', level: 1, levelName: 'Bronze', amount: 18_000, upTo: false });
    expect((await claim(p, 'FIRST_DEPOSIT')).body.code).toBe('REWARD_LOCKED');
    expect((await claim(p, 'NO_SUCH')).status).toBe(404);

    await paidDeposit(p, 300_000);
    expect(await byCode(p, 'FIRST_DEPOSIT')).toMatchObject({ state: 'claimable', amount: 30_000, upTo: false, turnoverRequired: 30_000 });
    const before = await balance(p);
    const answers = await Promise.all([claim(p, 'FIRST_DEPOSIT'), claim(p, 'FIRST_DEPOSIT'), claim(p, 'FIRST_DEPOSIT')]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['ALREADY_CLAIMED', 'ALREADY_CLAIMED']);
    expect(await balance(p)).toBe(before + 30_000);
    const claimed = await byCode(p, 'FIRST_DEPOSIT');
    expect(claimed).toMatchObject({ state: 'claimed', amount: 30_000 });
    expect(claimed.claimedAt).toEqual(expect.any(Number));
    // a later deposit changes nothing: the reward was the first deposit's, once
    await paidDeposit(p, 1_000_000);
    expect((await claim(p, 'FIRST_DEPOSIT')).body.code).toBe('ALREADY_CLAIMED');
    expect(await balance(p)).toBe(before + 30_000 + 1_000_000);

    // the reward is a bonus with its turnover requirement
    const bonuses = await call<BonusRecord[]>('GET', '/wps/cashier/bonuses', undefined, p);
    expect(bonuses.body.value).toEqual([expect.objectContaining({ kind: 'REWARD', amount: 30_000, turnoverRequired: 30_000, turnoverDone: 0 })]);
    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.body.value).toMatchObject({ mismatched: [], unbalanced: [], negativeWallets: 0 });
  });

  it('caps the first-deposit reward and answers a repeated requestId with the same claim', async () => {
    const p = await newPlayer(0);
    await paidDeposit(p, 5_000_000);
    const requestId = rid();
    const [a, b] = await Promise.all([claim(p, 'FIRST_DEPOSIT', requestId), claim(p, 'FIRST_DEPOSIT', requestId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.value).toMatchObject({ state: 'claimed', amount: 200_000 });
    expect((await claim(p, 'FIRST_DEPOSIT', requestId)).body.value.claimedAt).toBe(a.body.value.claimedAt);
    expect(await balance(p)).toBe(5_200_000);
  });

  it('unlocks the app reward when the operator says so, at a drawn amount up to 131K', async () => {
    const p = await newPlayer(0);
    expect(await byCode(p, 'ZALO_APP')).toMatchObject({ state: 'locked', amount: 131_000, upTo: true });
    expect((await admin('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: p.username, code: 'ZALO_APP' })).status).toBe(200);
    const app = await byCode(p, 'ZALO_APP');
    expect(app.state).toBe('claimable');
    expect(app.amount).toBeGreaterThanOrEqual(13_100);
    expect(app.amount).toBeLessThanOrEqual(131_000);
    expect(app.amount % 100).toBe(0);
    // unlocking again keeps the first draw
    await admin('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: p.username, code: 'ZALO_APP' });
    expect((await byCode(p, 'ZALO_APP')).amount).toBe(app.amount);
    expect((await claim(p, 'ZALO_APP')).body.value).toMatchObject({ state: 'claimed', amount: app.amount });
    expect(await balance(p)).toBe(app.amount);
    expect((await admin('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: p.username, code: 'LEVEL_1' })).status).toBe(404);
  });

  it('level-up rewards follow the VIP level: demo_vip (rank 5) can claim levels 1 to 5, not 6', async () => {
    const p = await playerOf('demo_vip', 'Vip12345');
    const states = Object.fromEntries((await list(p)).filter((r) => r.kind === 'level_up').map((r) => [r.level, r.state]));
    expect(states[6]).toBe('locked');
    for (const level of [1, 2, 3, 4, 5]) expect(['claimable', 'claimed']).toContain(states[level]);
  });

  it('refuses trial accounts, calls without a session and bad bodies', async () => {
    const trial = await newPlayer(0, 4);
    expect((await call('GET', '/wps/rewards', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    const p = await newPlayer(0);
    expect((await call('GET', '/wps/rewards', undefined, { ip: p.ip })).status).toBe(401);
    expect((await call('POST', '/wps/rewards/claim', { code: 'FIRST_DEPOSIT' }, p)).status).toBe(400);
  });
});
