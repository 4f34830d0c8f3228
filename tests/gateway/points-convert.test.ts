/**
 * Point mall calls on the reference gateway: the brand's points config, points
 * details (every earning and spending), and converting points into money: approved and paid
 * at once, or in process above the review threshold until the operator approves (paid once)
 * or rejects (the points come back once). A repeated requestId converts once.
 */
import { describe, expect, it } from 'vitest';
import type { Paged } from '@shared/api';
import type { PointEntry, PointsConfig, Redemption } from '@shared/api/promotions';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { call, freshIp } from './accounts-client';
import { admin } from './client';
import { inFlight, repeated, shuffle } from './concurrency';
import { balance, newPlayer, openSlot, vendor, type Player } from './players';

const rid = () => `pc_${Math.random().toString(36).slice(2, 12)}`;
const points = async (p: Player) => (await call<{ points: number }>('GET', '/wps/points/balance', undefined, p)).body.value.points;
const details = async (p: Player, pageNo = 1, pageSize = 10) =>
  (await call<Paged<PointEntry>>('GET', `/wps/points/details?pageNo=${pageNo}&pageSize=${pageSize}`, undefined, p)).body.value;
const history = async (p: Player) => (await call<Paged<Redemption>>('GET', '/wps/points/redeem/list?pageNo=1&pageSize=20', undefined, p)).body.value.list;
const convert = (p: Player, n: number, requestId = rid()) => call<Redemption>('POST', '/wps/points/convert', { points: n, requestId }, p);
const grant = (p: Player, n: number, remark = 'Test grant') =>
  admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: n, remark });
const review = (p: Player, redemptionId: number, status: 'approved' | 'rejected', remark = '') =>
  admin<Redemption>('POST', '/points/review', { merchantCode: 'DEMO', username: p.username, redemptionId, status, remark });

describe('points config, details and convert', () => {
  it('answers the brand’s rules publicly', async () => {
    const res = await call<PointsConfig>('GET', '/wps/points/config', undefined, { ip: freshIp() });
    expect(res.body.value).toEqual({ convertRatio: 90, minConvert: 100, reviewAbove: 5000, turnoverPerPoint: 10_000, neverExpire: true });
  });

  it('converts at the ratio once, lists every earning and spending, and pages them', async () => {
    const p = await newPlayer(0);
    expect(await details(p)).toMatchObject({ list: [], totalPages: 0 });
    await grant(p, 1000, 'Welcome points');
    expect(await points(p)).toBe(1000);

    const requestId = rid();
    const answers = await repeated(3, () => convert(p, 300, requestId));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    expect(answers[0]!.body.value).toMatchObject({ kind: 'convert', points: 300, amount: 27_000, status: 'approved' });
    expect(await points(p)).toBe(700);
    expect(await balance(p)).toBe(27_000);

    const trail = await admin<{ action: string; result: string; amount: number | null }[]>('GET', `/cashier/audit?memberId=${p.id}`);
    expect(trail.body.value.filter((e) => e.action === 'POINTS_CONVERT')).toEqual([expect.objectContaining({ result: 'PAID', amount: 27_000 })]);

    expect((await convert(p, 99)).body.code).toBe('BELOW_MIN_CONVERT');
    expect((await convert(p, 800)).body.code).toBe('INSUFFICIENT_POINTS');
    expect(await points(p)).toBe(700);

    const list = (await details(p)).list;
    expect(list.map((e) => [e.kind, e.points])).toEqual([
      ['REDEEM', -300],
      ['EARN', 1000],
    ]);
    expect(list[0]!.redemptionId).toBe(answers[0]!.body.value.id);
    expect(list[1]!.remark).toBe('Welcome points');

    for (let i = 0; i < 11; i++) await grant(p, 1);
    const first = await details(p, 1, 5);
    expect(first.totalPages).toBe(3);
    expect(first.list).toHaveLength(5);
    // 13 entries, newest first: the last page ends with the conversion and the first grant
    expect((await details(p, 3, 5)).list.map((e) => e.kind)).toEqual(['EARN', 'REDEEM', 'EARN']);
  });

  it('keeps a large conversion in process until the operator decides: rejected gives the points back once, approved pays once', async () => {
    const p = await newPlayer(0);
    await grant(p, 20_000);
    const big = (await convert(p, 6000)).body.value;
    expect(big).toMatchObject({ status: 'processing', amount: 540_000 });
    expect(await points(p)).toBe(14_000);
    expect(await balance(p)).toBe(0);

    const rejected = await review(p, big.id, 'rejected', 'Turnover not met');
    expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'Turnover not met' });
    expect((await review(p, big.id, 'rejected')).status).toBe(409);
    expect((await review(p, big.id, 'approved')).status).toBe(409);
    expect(await points(p)).toBe(20_000);
    expect(await balance(p)).toBe(0);
    expect((await details(p)).list.map((e) => [e.kind, e.points])).toEqual([
      ['REFUND', 6000],
      ['REDEEM', -6000],
      ['EARN', 20_000],
    ]);

    const next = (await convert(p, 6000)).body.value;
    const approved = await Promise.all([review(p, next.id, 'approved'), review(p, next.id, 'approved')]);
    expect(approved.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(p)).toBe(540_000);
    expect(await points(p)).toBe(14_000);
    expect((await history(p)).map((r) => r.status)).toEqual(['approved', 'rejected']);
    // each decision that took is in the money audit once, the refused ones not at all
    const audited = (
      await admin<{ action: string; result: string; amount: number; ref: string }[]>('GET', `/cashier/audit?memberId=${p.id}`)
    ).body.value.filter((r) => r.action === 'POINTS_REVIEW');
    expect(audited.map((r) => [r.result, r.amount, r.ref]).sort()).toEqual(
      [
        ['APPROVED', 540_000, `redemption:${next.id}`],
        ['REJECTED', 540_000, `redemption:${big.id}`],
      ].sort(),
    );

    expect((await admin('PUT', '/points/config', { merchantCode: 'DEMO', convertRatio: 100, minConvert: 10, reviewAbove: 50_000 })).status).toBe(200);
    try {
      expect((await convert(p, 10_000)).body.value).toMatchObject({ status: 'approved', amount: 1_000_000 });
    } finally {
      await admin('PUT', '/points/config', { merchantCode: 'DEMO', convertRatio: 90, minConvert: 100, reviewAbove: 5000 });
    }
  });

  it('approve and reject of one conversion sent at the same instant: exactly one acts, paid or refunded once, the ledger balances', async () => {
    const p = await newPlayer(0);
    const n = 8;
    await grant(p, n * 6000);
    const pending: Redemption[] = [];
    for (let i = 0; i < n; i++) pending.push((await convert(p, 6000)).body.value);
    expect(pending.every((r) => r.status === 'processing')).toBe(true);
    expect(await points(p)).toBe(0);

    // each conversion approved three times and rejected three times, all mixed and at once
    const calls = shuffle(
      pending.flatMap((r) => (['approved', 'rejected', 'approved', 'rejected', 'approved', 'rejected'] as const).map((status) => ({ r, status }))),
    );
    const answers = await inFlight(
      calls.map(({ r, status }) => async () => ({ id: r.id, status, answer: await review(p, r.id, status) })),
      24,
    );
    const decided = new Map((await history(p)).map((r) => [r.id, r.status]));
    for (const r of pending) {
      const mine = answers.filter((a) => a.id === r.id);
      const won = mine.filter((a) => a.answer.status === 200);
      expect(won, `conversion ${r.id}`).toHaveLength(1);
      expect(mine.filter((a) => a.answer.status === 409)).toHaveLength(5);
      expect(decided.get(r.id)).toBe(won[0]!.status);
      expect(won[0]!.answer.body.value.status).toBe(won[0]!.status);
    }
    const approvedCount = pending.filter((r) => decided.get(r.id) === 'approved').length;
    const rejectedCount = n - approvedCount;
    // paid once per approval, the points back once per rejection, nothing else
    expect(await balance(p)).toBe(approvedCount * 540_000);
    expect(await points(p)).toBe(rejectedCount * 6000);
    const entries = (await details(p, 1, 50)).list;
    expect(
      entries
        .filter((e) => e.kind === 'REFUND')
        .map((e) => e.redemptionId)
        .sort(),
    ).toEqual(
      pending
        .filter((r) => decided.get(r.id) === 'rejected')
        .map((r) => r.id)
        .sort(),
    );
    const check = (await admin<LedgerCheck>('GET', '/ledger/check')).body.value;
    expect(check).toMatchObject({ mismatched: [], unbalanced: [], negativeWallets: 0 });
  });

  it('earns points from play: a point per 10,000 of each settled stake, once per round however often its settlement is sent; the operator changes or stops it', async () => {
    const p = await newPlayer(2_000_000);
    const session = await openSlot(p);
    const play = async (bet: number) => {
      const { roundId } = (await vendor<{ roundId: string }>('commit', {}, session)).value;
      // the settlement sent three times at once, then once more
      const answers = await repeated(3, () => vendor<{ bet: number; win: number }>('play', { roundId, clientSeed: 'points', bet }, session));
      const settled = answers.find((a) => a.success);
      expect(settled).toBeDefined();
      await vendor('play', { roundId, clientSeed: 'points', bet }, session);
      return settled!.value.win - bet;
    };
    let net = 0;
    for (const bet of [20_000, 35_000, 9_000]) net += await play(bet);
    // 2 + 3 + 0 (a stake under the unit earns nothing)
    expect(await points(p)).toBe(5);
    // and each stake was taken once, the rounds that earned points too (a settlement whose
    // trigger wrote a point entry once read as "settled already" and skipped the debit)
    expect(await balance(p)).toBe(2_000_000 + net);
    const earned = (await details(p)).list;
    expect(earned.map((e) => [e.kind, e.points, e.fromPlay])).toEqual([
      ['EARN', 3, true],
      ['EARN', 2, true],
    ]);

    const changed = await admin<PointsConfig>('PUT', '/points/config', {
      merchantCode: 'DEMO',
      convertRatio: 90,
      minConvert: 100,
      reviewAbove: 5000,
      turnoverPerPoint: 1000,
    });
    try {
      expect(changed.body.value.turnoverPerPoint).toBe(1000);
      expect((await call<PointsConfig>('GET', '/wps/points/config', undefined, p)).body.value.turnoverPerPoint).toBe(1000);
      await play(9_000);
      expect(await points(p)).toBe(14);
      // a config change without turnoverPerPoint keeps it
      await admin('PUT', '/points/config', { merchantCode: 'DEMO', convertRatio: 90, minConvert: 100, reviewAbove: 5000 });
      expect((await call<PointsConfig>('GET', '/wps/points/config', undefined, p)).body.value.turnoverPerPoint).toBe(1000);
      await admin('PUT', '/points/config', { merchantCode: 'DEMO', convertRatio: 90, minConvert: 100, reviewAbove: 5000, turnoverPerPoint: 0 });
      await play(50_000);
      expect(await points(p)).toBe(14);
    } finally {
      await admin('PUT', '/points/config', { merchantCode: 'DEMO', convertRatio: 90, minConvert: 100, reviewAbove: 5000, turnoverPerPoint: 10_000 });
    }
    expect(
      (await admin('PUT', '/points/config', { merchantCode: 'DEMO', convertRatio: 90, minConvert: 100, reviewAbove: 5000, turnoverPerPoint: -1 })).status,
    ).toBe(400);
  });

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await newPlayer(0, 4);
    expect((await convert(trial, 100)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/points/details', undefined, { ip: trial.ip })).status).toBe(401);
  });
});
