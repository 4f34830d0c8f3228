/**
 * missionLeaderboard on the reference gateway: the brand's daily missions (UTC+7 day)
 * with progress fed by real play (settled slot rounds), paid deposits and the day's login; a
 * completed mission is claimed once a day (three claims at once pay once) into the ledger as a
 * MISSION bonus; the summary (the menu's badge) counts the day's missions not claimed yet; the
 * leaderboard ranks the day's turnover.
 */
import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '@shared/api/cashier';
import type { Leaderboard, Mission, MissionBoard, MissionSummary } from '@shared/api/member';
import { maskUsername } from '@gateway/domain/play';
import { call } from './accounts-client';
import { admin } from './client';
import { inOneBrandDay } from './brand-day';
import { balance, newPlayer, openSlot, vendor, type Player } from './players';

const rid = () => `ms_${Math.random().toString(36).slice(2, 12)}`;
const board = async (p: Player) => (await call<MissionBoard>('GET', '/wps/missions', undefined, p)).body.value;
const state = async (p: Player) => Object.fromEntries((await board(p)).missions.map((m) => [m.code, [m.state, m.progress]]));
const summary = async (p: Player) => (await call<MissionSummary>('GET', '/wps/missions/summary', undefined, p)).body.value.outstanding;
const claim = (p: Player, code: string, requestId = rid()) => call<Mission>('POST', '/wps/missions/claim', { code, requestId }, p);

async function play(p: Player, bets: number[]) {
  const session = await openSlot(p);
  for (const bet of bets) {
    const commit = await vendor<{ roundId: string }>('commit', {}, session);
    expect((await vendor('play', { roundId: commit.value.roundId, clientSeed: 'mission', bet }, session)).success).toBe(true);
  }
}

describe('missions', () => {
  it(
    'progress from logins, slot rounds and deposits; each mission is claimed once a day; the badge count falls',
    () =>
      inOneBrandDay(async () => {
        const p = await newPlayer(2_000_000);
        const start = await board(p);
        expect(start.periodEnd - start.periodStart).toBe(86_400_000);
        expect((start.periodStart + 7 * 3_600_000) % 86_400_000).toBe(0);
        expect(await state(p)).toEqual({
          DAILY_LOGIN: ['claimable', 1],
          DAILY_SLOTS_500K: ['in_progress', 0],
          DAILY_BET_1M: ['in_progress', 0],
          DAILY_DEPOSIT_200K: ['in_progress', 0],
        });
        expect(await summary(p)).toBe(4);
        expect((await claim(p, 'DAILY_SLOTS_500K')).body.code).toBe('REWARD_LOCKED');

        await play(p, [300_000, 200_000]);
        expect(await state(p)).toMatchObject({ DAILY_SLOTS_500K: ['claimable', 500_000], DAILY_BET_1M: ['in_progress', 500_000] });

        const before = await balance(p);
        const answers = await Promise.all([claim(p, 'DAILY_SLOTS_500K'), claim(p, 'DAILY_SLOTS_500K'), claim(p, 'DAILY_SLOTS_500K')]);
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['ALREADY_CLAIMED', 'ALREADY_CLAIMED']);
        expect(await balance(p)).toBe(before + 10_000);
        expect(await summary(p)).toBe(3);
        const requestId = rid();
        expect((await claim(p, 'DAILY_LOGIN', requestId)).body.value).toMatchObject({ code: 'DAILY_LOGIN', state: 'claimed', reward: 2_000 });
        expect((await claim(p, 'DAILY_LOGIN', requestId)).body.value.state).toBe('claimed');
        expect(await balance(p)).toBe(before + 12_000);
        expect(await summary(p)).toBe(2);

        const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 200_000, requestId: rid() }, p);
        await admin('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo });
        expect((await state(p)).DAILY_DEPOSIT_200K).toEqual(['claimable', 200_000]);
        expect((await claim(p, 'DAILY_DEPOSIT_200K')).status).toBe(200);
        expect(await summary(p)).toBe(1);
      }),
    60_000,
  );

  it(
    'ranks the day’s turnover: the member sees its own place',
    () =>
      inOneBrandDay(async () => {
        // the day's tenth place before this player plays (gateway files run one at a time, so no
        // one else plays meanwhile): turning over more than it puts the player in the top ten
        const before = (await call<Leaderboard>('GET', '/wps/missions/leaderboard', undefined, await newPlayer(0))).body.value.top;
        const tenth = before.length >= 10 ? before[9]!.turnover : 0;
        const bets = Array.from({ length: Math.max(2, Math.floor(tenth / 900_000) + 1) }, () => 900_000);
        const turnover = bets.length * 900_000;
        const p = await newPlayer(turnover + 1_200_000);
        await play(p, bets);
        const lb = (await call<Leaderboard>('GET', '/wps/missions/leaderboard', undefined, p)).body.value;
        expect(lb.me).toMatchObject({ username: maskUsername(p.username), turnover });
        const turnovers = lb.top.map((e) => e.turnover);
        expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
        expect(lb.top.map((e) => e.rank)).toEqual(lb.top.map((_, i) => i + 1));
        expect(lb.me!.rank).toBeLessThanOrEqual(10);
        expect(lb.top[lb.me!.rank - 1]).toMatchObject({ username: maskUsername(p.username), turnover });
        const fresh = await newPlayer(0);
        expect((await call<Leaderboard>('GET', '/wps/missions/leaderboard', undefined, fresh)).body.value.me).toBeNull();
      }),
    60_000,
  );

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await newPlayer(0, 4);
    expect((await call('GET', '/wps/missions/summary', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/missions', undefined, { ip: trial.ip })).status).toBe(401);
  });
});
