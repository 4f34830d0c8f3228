/**
 * manualRebate and playerRank on the reference gateway: turnover of settled bets
 * since the last claim, by category, at the brand's rate for the member's VIP level; a claim
 * pays once (three at once pay once; the same requestId answers the same claim; a second
 * claim of the period is refused), lands in the ledger and in the record of claims; the
 * member's level follows its lifetime turnover or its club label's rank.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Paged } from '@shared/api';
import type { RebateClaim, RebateSummary, VipStatus } from '@shared/api/member';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { call } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, openSlot, playerOf, vendor, type Player } from './players';

const rid = () => `rb_${Math.random().toString(36).slice(2, 12)}`;

/** Settled rounds of the slot PG_002 (category RNG) with these bets. */
async function play(p: Player, bets: number[]) {
  const session = await openSlot(p);
  for (const bet of bets) {
    const commit = await vendor<{ roundId: string }>('commit', {}, session);
    const played = await vendor('play', { roundId: commit.value.roundId, clientSeed: 'rebate', bet }, session);
    expect(played.success, JSON.stringify(played)).toBe(true);
  }
}

const summary = async (p: Player) => (await call<RebateSummary>('GET', '/wps/rebate/summary', undefined, p)).body.value;
const claim = (p: Player, requestId = rid()) => call<RebateClaim>('POST', '/wps/rebate/claim', { requestId }, p);
const vipOf = async (p: Player) => (await call<VipStatus>('GET', '/wps/vip/status', undefined, p)).body.value;

describe('rebate', () => {
  it('earns by category at the level’s rate, pays one of three concurrent claims once, refuses the second claim', async () => {
    const p = await newPlayer(1_000_000);
    expect(await summary(p)).toMatchObject({ level: 0, levelName: 'Member', since: null, categories: [], total: 0 });
    expect((await claim(p)).body.code).toBe('NOTHING_TO_CLAIM');

    await play(p, [100_000, 100_000]);
    const earned = await summary(p);
    expect(earned.categories).toEqual([{ category: 'RNG', turnover: 200_000, rateBps: 50, amount: 1_000 }]);
    expect(earned.total).toBe(1_000);

    const before = await balance(p);
    const answers = await Promise.all([claim(p), claim(p), claim(p)]);
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(['ALREADY_CLAIMED', 'NOTHING_TO_CLAIM']).toContain(refused.body.code);
    }
    expect(await balance(p)).toBe(before + 1_000);
    const first = paid[0]!.body.value;
    expect(first).toMatchObject({ amount: 1_000, level: 0, from: null, categories: earned.categories });

    // nothing earned since: a second claim is refused; the first requestId answers its claim again
    expect((await summary(p)).total).toBe(0);
    const again = await claim(p);
    expect([again.status, again.body.code]).toEqual([409, 'NOTHING_TO_CLAIM']);
    const list = await call<Paged<RebateClaim>>('GET', '/wps/rebate/claims', undefined, p);
    expect(list.body.value.list).toEqual([first]);
    expect(await balance(p)).toBe(before + 1_000);

    // the next period starts where the claim ended
    await play(p, [40_000]);
    const next = await summary(p);
    expect(next.since).toBe(first.to);
    expect(next.categories).toEqual([{ category: 'RNG', turnover: 40_000, rateBps: 50, amount: 200 }]);
    const second = await claim(p);
    expect(second.body.value).toMatchObject({ amount: 200, from: first.to });
    expect((await call<Paged<RebateClaim>>('GET', '/wps/rebate/claims', undefined, p)).body.value.list.map((c) => c.amount)).toEqual([200, 1_000]);

    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.body.value).toMatchObject({ mismatched: [], unbalanced: [], negativeWallets: 0 });
  });

  it('answers the same claim to a repeated requestId, paying once', async () => {
    const p = await newPlayer(500_000);
    await play(p, [100_000]);
    const before = await balance(p);
    const requestId = rid();
    const [a, b] = await Promise.all([claim(p, requestId), claim(p, requestId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.value.id).toBe(b.body.value.id);
    expect((await claim(p, requestId)).body.value.id).toBe(a.body.value.id);
    expect(await balance(p)).toBe(before + 500);
  });

  it('uses the operator’s rates, set per level and category', async () => {
    const p = await newPlayer(500_000);
    await play(p, [100_000]);
    expect((await admin('PUT', '/rebate/rates', { merchantCode: 'DEMO', level: 0, category: 'RNG', rateBps: 120 })).status).toBe(200);
    onTestFinished(async () => void (await admin('PUT', '/rebate/rates', { merchantCode: 'DEMO', level: 0, category: 'RNG', rateBps: 50 })));
    expect((await summary(p)).categories).toEqual([{ category: 'RNG', turnover: 100_000, rateBps: 120, amount: 1_200 }]);
    expect((await admin('PUT', '/rebate/rates', { merchantCode: 'DEMO', level: 99, category: 'RNG', rateBps: 1 })).status).toBe(404);
    expect((await admin('PUT', '/rebate/rates', { merchantCode: 'DEMO', level: 0, category: 'RNG', rateBps: 5000 })).status).toBe(400);
  });

  it('refuses trial accounts, calls without a session and bad request ids', async () => {
    const trial = await newPlayer(100_000, 4);
    expect((await call('GET', '/wps/rebate/summary', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await claim(trial)).status).toBe(403);
    expect((await call('GET', '/wps/vip/status', undefined, trial)).status).toBe(403);
    const p = await newPlayer();
    expect((await call('POST', '/wps/rebate/claim', { requestId: rid() }, { ip: p.ip })).status).toBe(401);
    expect((await call('POST', '/wps/rebate/claim', { requestId: 'x' }, p)).status).toBe(400);
  });
});

describe('VIP level', () => {
  it('follows the lifetime turnover: progress to the next level, then the level’s own rates', async () => {
    const p = await newPlayer(2_000_000);
    await play(p, [200_000]);
    const start = await vipOf(p);
    expect(start).toMatchObject({
      level: 0,
      name: 'Member',
      turnover: 200_000,
      next: { level: 1, name: 'Bronze', minTurnover: 1_000_000, remaining: 800_000 },
    });
    expect(start.vipService).toBe(false);
    expect(start.levels.map((l) => l.name)).toEqual(['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown']);
    expect(start.levels[1]).toMatchObject({ upgradeBonus: 18_000, rebateRates: expect.arrayContaining([{ category: 'RNG', rateBps: 60 }]) });

    await play(p, [800_000]);
    expect(await vipOf(p)).toMatchObject({ level: 1, name: 'Bronze', turnover: 1_000_000, next: { level: 2, remaining: 9_000_000 } });
    // the rebate of the whole period is at the level reached
    expect((await summary(p)).categories).toEqual([{ category: 'RNG', turnover: 1_000_000, rateBps: 60, amount: 6_000 }]);
  });

  it('takes the club label’s rank when it is higher: demo_vip is Diamond with VIP service', async () => {
    const p = await playerOf('demo_vip', 'Vip12345');
    expect(await vipOf(p)).toMatchObject({ level: 5, name: 'Diamond', vipService: true, next: { level: 6, name: 'Crown' } });
  });
});
