/**
 * referral (invite friends) on the reference gateway: the programme is shown only
 * when the brand enables it (availablePromo REFERRAL); a member's code lists the friends who
 * registered with it, masked, newest first; a friend earns the member the brand's bonus once
 * it has a paid deposit of the qualifying amount; a claim pays once per friend (three at once
 * pay once), lands in the ledger as REFERRAL, a bonus with its turnover requirement.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AvailablePromo, ReferralFriend, ReferralInfo } from '@shared/api/member';
import type { DepositOrder } from '@shared/api/cashier';
import { maskUsername } from '@gateway/domain/play';
import { call, makeMember } from './accounts-client';
import { admin, get } from './client';
import { balance, newPlayer, playerOf, type Player } from './players';

const rid = () => `rf_${Math.random().toString(36).slice(2, 12)}`;
const info = async (p: Player) => (await call<ReferralInfo>('GET', '/wps/referral', undefined, p)).body.value;
const claim = (p: Player, friendId: number, requestId = rid()) => call<ReferralFriend>('POST', '/wps/referral/claim', { friendId, requestId }, p);

async function paidDeposit(p: Player, amount: number) {
  const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount, requestId: rid() }, p);
  expect((await admin('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo })).status).toBe(200);
}

describe('referral', () => {
  it('lists the friends of the member’s code and pays each qualifying friend once', async () => {
    const p = await newPlayer(0);
    const mine = await info(p);
    expect(mine).toMatchObject({ friendBonus: 50_000, minDeposit: 100_000, friends: [], earned: 0 });
    expect(mine.code).toMatch(/^R[0-9A-Z]{5,11}$/);

    const first = await makeMember({ referralCode: mine.code });
    const second = await makeMember({ referralCode: mine.code.toLowerCase() });
    await makeMember({ referralCode: 'RZZZZZZ' });
    const friends = (await info(p)).friends;
    expect(friends.map((f) => f.username)).toEqual([maskUsername(second.username), maskUsername(first.username)]);
    expect(friends.every((f) => f.state === 'waiting' && f.amount === 50_000)).toBe(true);
    const firstId = friends[1]!.id;
    expect((await claim(p, firstId)).body.code).toBe('REWARD_LOCKED');

    // a deposit under the qualifying amount does not count; one at it does
    const friend = await playerOf(first.username, first.password, p.ip);
    await paidDeposit(friend, 50_000);
    expect((await info(p)).friends[1]!.state).toBe('waiting');
    await paidDeposit(friend, 100_000);
    expect((await info(p)).friends[1]!.state).toBe('claimable');

    const answers = await Promise.all([claim(p, firstId), claim(p, firstId), claim(p, firstId)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['ALREADY_CLAIMED', 'ALREADY_CLAIMED']);
    expect(await balance(p)).toBe(50_000);
    const after = await info(p);
    expect(after.friends[1]).toMatchObject({ state: 'claimed', amount: 50_000 });
    expect(after.earned).toBe(50_000);
    // another member cannot claim someone else's friend
    const stranger = await newPlayer(0);
    expect((await claim(stranger, firstId)).body.code).toBe('FRIEND_NOT_FOUND');
  });

  it('is off when the brand turns it off: availablePromo says so and the calls are refused', async () => {
    const on = await get<AvailablePromo>('/wps/system/availablePromo');
    expect(on.body.value.availablePromo.REFERRAL.enabled).toBe(true);
    expect(on.body.value.availablePromoCount).toBeGreaterThan(0);
    expect((await get<AvailablePromo>('/wps/system/availablePromo', 'DEMO2')).body.value.availablePromo.REFERRAL.enabled).toBe(false);

    const p = await newPlayer(0);
    expect((await admin('PUT', '/referral', { merchantCode: 'DEMO', enabled: false })).status).toBe(200);
    onTestFinished(async () => void (await admin('PUT', '/referral', { merchantCode: 'DEMO', enabled: true })));
    expect((await get<AvailablePromo>('/wps/system/availablePromo')).body.value.availablePromo.REFERRAL.enabled).toBe(false);
    expect((await call('GET', '/wps/referral', undefined, p)).body.code).toBe('FEATURE_DISABLED');
    expect((await claim(p, 1)).status).toBe(403);
  });

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await newPlayer(0, 4);
    expect((await call('GET', '/wps/referral', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/referral', undefined, { ip: trial.ip })).status).toBe(401);
  });
});
