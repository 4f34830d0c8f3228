/**
 * Rescue fund on the reference gateway (issue 12): a share of yesterday's net loss (the brand's
 * UTC+7 day; stakes minus wins of the bets settled that day) once it reaches the brand's
 * minimum, capped, claimable once per day (three claims at once pay once), paid into the ledger
 * as a RESCUE bonus. The test servers' backdate hook moves today's rounds into yesterday.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RescueFund } from '@shared/contract-member';
import type { BetRecordPage } from '@shared/contract-cashier';
import { call } from './accounts-client';
import { admin } from './client';
import { inOneBrandDay } from './brand-day';
import { balance, newPlayer, openSlot, vendor, type Player } from './players';

const rid = () => `rs_${Math.random().toString(36).slice(2, 12)}`;
const fund = async (p: Player) => (await call<RescueFund>('GET', '/wps/rescue', undefined, p)).body.value;
const claim = (p: Player, requestId = rid()) => call<RescueFund>('POST', '/wps/rescue/claim', { requestId }, p);
const DAY = 86_400_000;

async function play(p: Player, bets: number[]) {
  const session = await openSlot(p);
  for (const bet of bets) {
    const commit = await vendor<{ roundId: string }>('commit', {}, session);
    expect((await vendor('play', { roundId: commit.value.roundId, clientSeed: 'rescue', bet }, session)).success).toBe(true);
  }
}

/** The player's net loss of its settled rounds (what the gateway's betting record says). */
async function netLoss(p: Player) {
  const bets = await call<BetRecordPage>('GET', `/wps/cashier/bets?from=${Date.now() - 3 * DAY}&to=${Date.now() + 1}&pageNo=1&pageSize=50`, undefined, p);
  return Math.max(0, bets.body.value.totals.stake - bets.body.value.totals.win);
}

describe('rescue fund', () => {
  it(
    'pays a share of yesterday’s loss once; three claims at once pay once',
    () =>
      inOneBrandDay(async () => {
        const p = await newPlayer(3_000_000);
        const empty = await fund(p);
        expect(empty).toMatchObject({ loss: 0, amount: 0, state: 'none', rateBps: 500, minLoss: 100_000, maxAmount: 2_000_000 });
        expect(empty.dayEnd - empty.dayStart).toBe(DAY);
        expect(empty.dayEnd).toBeLessThanOrEqual(Date.now());
        expect((await claim(p)).body.code).toBe('NOTHING_TO_CLAIM');

        // today's rounds do not count until they are yesterday's; rounds of 100,000 until the net loss passes the minimum
        for (let i = 0; i < 25 && (await netLoss(p)) < 150_000; i++) await play(p, [100_000]);
        const loss = await netLoss(p);
        expect(loss).toBeGreaterThanOrEqual(150_000);
        expect((await fund(p)).loss).toBe(0);
        expect((await admin('POST', '/rescue/backdate', { merchantCode: 'DEMO', username: p.username, ms: DAY })).status).toBe(200);
        const due = await fund(p);
        expect(due.loss).toBe(loss);
        const expected = Math.min(2_000_000, Math.floor(loss * 0.05));
        expect(due).toMatchObject({ amount: expected, state: 'claimable' });

        const before = await balance(p);
        const answers = await Promise.all([claim(p), claim(p), claim(p)]);
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['ALREADY_CLAIMED', 'ALREADY_CLAIMED']);
        expect(await balance(p)).toBe(before + expected);
        expect(await fund(p)).toMatchObject({ state: 'claimed', amount: expected });
        expect((await claim(p)).body.code).toBe('ALREADY_CLAIMED');
      }),
    60_000,
  );

  it(
    'follows the brand’s rules set by the operator',
    () =>
      inOneBrandDay(async () => {
        const p = await newPlayer(1_000_000);
        expect((await admin('PUT', '/rescue', { merchantCode: 'DEMO', rateBps: 10_000, minLoss: 1, maxAmount: 300 })).status).toBe(200);
        onTestFinished(async () => void (await admin('PUT', '/rescue', { merchantCode: 'DEMO', rateBps: 500, minLoss: 100_000, maxAmount: 2_000_000 })));
        for (let i = 0; i < 25 && (await netLoss(p)) < 1_000; i++) await play(p, [1_000]);
        await admin('POST', '/rescue/backdate', { merchantCode: 'DEMO', username: p.username, ms: DAY });
        const loss = await netLoss(p);
        expect(loss).toBeGreaterThanOrEqual(1_000);
        expect(await fund(p)).toMatchObject({ loss, amount: 300, state: 'claimable' });
      }),
    60_000,
  );

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await newPlayer(0, 4);
    expect((await call('GET', '/wps/rescue', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/rescue', undefined, { ip: trial.ip })).status).toBe(401);
  });
});
