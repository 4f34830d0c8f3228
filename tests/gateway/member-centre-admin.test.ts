/**
 * The operator's API over the member centre's rules ("limits and rules are the
 * reference gateway's, seeded per brand and changeable through its operator API"): a brand's
 * missions, rewards and VIP levels change what members see and can claim.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Mission, MissionBoard, Reward, VipStatus } from '@shared/api/member';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { admin } from './client';
import { inOneBrandDay } from './brand-day';
import { balance, newPlayer } from './players';

const rid = () => `op_${Math.random().toString(36).slice(2, 12)}`;

describe('operator API of the member centre', () => {
  it(
    'adds a mission the members see and can complete, changes it, then removes it',
    () =>
      inOneBrandDay(async () => {
        const code = `TEST_LOGIN_${Date.now() % 1_000_000}`;
        expect((await admin('PUT', '/missions', { merchantCode: 'DEMO', code, kind: 'login', target: 1, reward: 700 })).status).toBe(200);
        onTestFinished(async () => void (await admin('DELETE', '/missions', { merchantCode: 'DEMO', code })));
        const p = await newPlayer(0);
        const mine = (await call<MissionBoard>('GET', '/wps/missions', undefined, p)).body.value.missions.find((m) => m.code === code);
        expect(mine).toMatchObject({ kind: 'login', state: 'claimable', reward: 700 });
        expect((await admin('PUT', '/missions', { merchantCode: 'DEMO', code, kind: 'login', target: 1, reward: 900 })).status).toBe(200);
        const paid = await call<Mission>('POST', '/wps/missions/claim', { code, requestId: rid() }, p);
        expect(paid.body.value).toMatchObject({ state: 'claimed', reward: 900 });
        expect(await balance(p)).toBe(900);
        expect((await admin('DELETE', '/missions', { merchantCode: 'DEMO', code })).status).toBe(200);
        expect((await call<MissionBoard>('GET', '/wps/missions', undefined, p)).body.value.missions.some((m) => m.code === code)).toBe(false);
        expect((await admin('DELETE', '/missions', { merchantCode: 'DEMO', code })).status).toBe(404);
        expect((await admin('PUT', '/missions', { merchantCode: 'DEMO', code: 'bad code', kind: 'login', target: 1, reward: 1 })).status).toBe(400);
      }),
    60_000,
  );

  it('adds an app reward and removes it; a level-up reward needs its level', async () => {
    const code = `TEST_APP_${Date.now() % 1_000_000}`;
    expect((await admin('PUT', '/rewards', { merchantCode: 'DEMO', code, kind: 'app', amount: 5_000 })).status).toBe(200);
    onTestFinished(async () => void (await admin('DELETE', '/rewards', { merchantCode: 'DEMO', code })));
    const p = await newPlayer(0);
    const listed = (await call<Reward[]>('GET', '/wps/rewards', undefined, p)).body.value.find((r) => r.code === code);
    expect(listed).toMatchObject({ kind: 'app', state: 'locked', amount: 5_000, upTo: true });
    expect((await admin('PUT', '/rewards', { merchantCode: 'DEMO', code: 'TEST_LEVEL', kind: 'level_up', amount: 1 })).status).toBe(400);
    expect((await admin('DELETE', '/rewards', { merchantCode: 'DEMO', code })).status).toBe(200);
    expect((await call<Reward[]>('GET', '/wps/rewards', undefined, p)).body.value.some((r) => r.code === code)).toBe(false);
  });

  it('changes a VIP level’s turnover and benefits', async () => {
    const bronze = { merchantCode: 'DEMO2', level: 1, name: 'Bronze', minTurnover: 1_000_000, upgradeBonus: 18_000, dailyWithdrawals: 5 };
    expect((await admin('PUT', '/vip/levels', { ...bronze, name: 'Copper', minTurnover: 0, upgradeBonus: 25_000 })).status).toBe(200);
    onTestFinished(async () => void (await admin('PUT', '/vip/levels', bronze)));
    // a DEMO2 member with no turnover now reaches level 1, and its level-up reward pays the new bonus
    const m = await makeMember({}, 'DEMO2');
    const ip = freshIp();
    const token = (await login<{ token: string }>(byPassword(m.username, m.password), { ip, merchant: 'DEMO2' })).body.value.token;
    const p = { ip, token, merchant: 'DEMO2' };
    expect((await call<VipStatus>('GET', '/wps/vip/status', undefined, p)).body.value).toMatchObject({ level: 1, name: 'Copper', next: { level: 2 } });
    const reward = (await call<Reward[]>('GET', '/wps/rewards', undefined, p)).body.value.find((r) => r.code === 'LEVEL_1');
    expect(reward).toMatchObject({ state: 'claimable', amount: 25_000 });
    expect((await admin('PUT', '/vip/levels', { ...bronze, level: 99 })).status).toBe(404);
  });
});
