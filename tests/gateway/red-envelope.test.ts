/**
 * Red envelope on the reference gateway: a timed giveaway of random shares of a
 * pool, one per member and envelope, paid through the ledger (kind ENVELOPE) and audited.
 * Three claims of one member at once pay once; many members racing never take the pool
 * below zero and what they were paid is what left the pool. The operator opens a new
 * envelope with PUT /__admin/redEnvelope; the last test puts back one like the seed's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { RedEnvelope } from '@shared/api/envelope';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { call } from './accounts-client';
import { admin } from './client';
import { inFlight, repeated } from './concurrency';
import { balance, newPlayer, type Player } from './players';

const rid = () => `re_${Math.random().toString(36).slice(2, 12)}`;
const HOUR = 3_600_000;
const envelope = async (p: Player) => (await call<RedEnvelope>('GET', '/wps/redEnvelope', undefined, p)).body;
const claim = (p: Player, requestId = rid()) => call<RedEnvelope>('POST', '/wps/redEnvelope/claim', { requestId }, p);
const open = (s: { startsAt?: number; endsAt?: number; pool?: number; minAmount?: number; maxAmount?: number } = {}) =>
  admin<RedEnvelope>('PUT', '/redEnvelope', {
    merchantCode: 'DEMO',
    startsAt: Date.now() - HOUR,
    endsAt: Date.now() + HOUR,
    pool: 5_000_000,
    minAmount: 1_000,
    maxAmount: 50_000,
    ...s,
  });

afterAll(async () => {
  // as the seed has it: open for 30 days, 5,000,000 in shares of 1,000 to 50,000
  await open({ endsAt: Date.now() + 30 * 24 * HOUR });
});

describe('red envelope', () => {
  it('pays one share once: three claims at once, and the same request again, pay once', async () => {
    expect((await open({ minAmount: 10_000, maxAmount: 20_000 })).status).toBe(200);
    const p = await newPlayer(0);
    const before = await envelope(p);
    expect(before.value).toMatchObject({ state: 'open', amount: null, minAmount: 10_000, maxAmount: 20_000, pool: 5_000_000, remaining: 5_000_000 });
    expect(Math.abs(before.value.now - Date.now())).toBeLessThan(60_000);

    const answers = await repeated(3, () => claim(p));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['ALREADY_CLAIMED', 'ALREADY_CLAIMED']);
    const share = paid[0]!.body.value.amount!;
    expect(share).toBeGreaterThanOrEqual(10_000);
    expect(share).toBeLessThanOrEqual(20_000);
    expect(await balance(p)).toBe(share);

    const after = await envelope(p);
    expect(after.value).toMatchObject({ state: 'claimed', amount: share, remaining: 5_000_000 - share });

    // a retried request answers its claim; any other claim is refused; nothing more is paid
    const requestId = rid();
    const q = await newPlayer(0);
    const twice = await repeated(3, () => claim(q, requestId));
    expect(twice.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(twice.map((a) => a.body.value.amount)).size).toBe(1);
    expect((await claim(q)).body.code).toBe('ALREADY_CLAIMED');
    expect(await balance(q)).toBe(twice[0]!.body.value.amount);
    expect(await balance(p)).toBe(share);

    const trail = await admin<{ action: string; result: string; amount: number | null }[]>('GET', `/cashier/audit?memberId=${p.id}`);
    const claims = trail.body.value.filter((e) => e.action === 'RED_ENVELOPE_CLAIM');
    expect(claims.filter((e) => e.result === 'PAID')).toEqual([expect.objectContaining({ amount: share })]);
    expect(claims.filter((e) => e.result === 'ALREADY_CLAIMED').length).toBeGreaterThanOrEqual(2);
  });

  it('never takes the pool below zero with many members racing, each paid at most once', async () => {
    const pool = 80_000;
    expect((await open({ pool, minAmount: 5_000, maxAmount: 15_000 })).status).toBe(200);
    const players = await inFlight(
      Array.from({ length: 16 }, () => () => newPlayer(0)),
      6,
    );
    // every member claims twice at once, all members at the same time
    const answers = await inFlight(
      players.flatMap((p) => [() => claim(p).then((a) => ({ p, a })), () => claim(p).then((a) => ({ p, a }))]),
      32,
    );
    for (const { a } of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    const refusals = new Set(answers.filter(({ a }) => a.status === 409).map(({ a }) => a.body.code));
    for (const code of refusals) expect(['ALREADY_CLAIMED', 'POOL_EXHAUSTED']).toContain(code);

    let paidTotal = 0;
    let winners = 0;
    for (const p of players) {
      const won = answers.filter((x) => x.p === p && x.a.status === 200);
      expect(won.length).toBeLessThanOrEqual(1);
      const wallet = await balance(p);
      expect(wallet).toBe(won[0]?.a.body.value.amount ?? 0);
      paidTotal += wallet;
      if (wallet > 0) winners++;
    }
    const last = (await envelope(players[0]!)).value;
    expect(last.remaining).toBeGreaterThanOrEqual(0);
    expect(paidTotal).toBe(pool - last.remaining);
    // 16 members asking at least 5,000 each outdraw 80,000: the pool runs dry
    expect(last.remaining).toBe(0);
    expect(winners).toBeGreaterThanOrEqual(6);
    const loser = players.find((_, i) => answers.filter((x) => x.p === players[i] && x.a.status === 200).length === 0);
    if (loser) {
      expect((await envelope(loser)).value.state).toBe('exhausted');
      expect((await claim(loser)).body.code).toBe('POOL_EXHAUSTED');
    }
    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.body.value).toMatchObject({ mismatched: [], unbalanced: [], negativeWallets: 0 });
  }, 90_000);

  it('refuses before the start and after the end, shows a claim made, and follows the operator', async () => {
    const p = await newPlayer(0);
    const startsAt = Date.now() + 2 * HOUR;
    await open({ startsAt, endsAt: startsAt + HOUR });
    expect((await envelope(p)).value).toMatchObject({ state: 'upcoming', startsAt });
    expect((await claim(p)).body.code).toBe('ENVELOPE_NOT_STARTED');

    await open({ startsAt: Date.now() - 2 * HOUR, endsAt: Date.now() - HOUR });
    expect((await envelope(p)).value.state).toBe('ended');
    expect((await claim(p)).body.code).toBe('ENVELOPE_ENDED');

    // a new envelope: claims start again
    await open({ minAmount: 7_000, maxAmount: 7_000 });
    expect((await claim(p)).body.value).toMatchObject({ state: 'claimed', amount: 7_000 });
    expect(await balance(p)).toBe(7_000);

    const bad = await admin('PUT', '/redEnvelope', { merchantCode: 'DEMO', startsAt: 10, endsAt: 5, pool: 1, minAmount: 1, maxAmount: 1 });
    expect(bad.status).toBe(400);
    expect((await admin('PUT', '/redEnvelope', { merchantCode: 'NOPE', startsAt: 1, endsAt: 5, pool: 1, minAmount: 1, maxAmount: 1 })).status).toBe(400);
  });

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await newPlayer(0, 4);
    expect((await call('GET', '/wps/redEnvelope', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await claim(trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/redEnvelope', undefined, { ip: trial.ip })).status).toBe(401);
  });
});
