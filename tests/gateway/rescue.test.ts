/**
 * Rescue fund on the reference gateway: a share of yesterday's net loss (the brand's
 * UTC+7 day; stakes minus wins of the bets settled that day) once it reaches the brand's
 * minimum, capped, claimable once per day (three claims at once pay once), paid into the ledger
 * as a RESCUE bonus. The test servers' backdate hook moves today's rounds into yesterday.
 * The slot's rounds are provably fair, so the tests cannot choose them: they stake what the loss
 * still misses (playToLoss) and take another player when luck keeps one ahead (losingPlayer).
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { MAX_BET } from '@shared/api/play';
import type { RescueFund } from '@shared/api/member';
import type { BetRecordPage } from '@shared/api/cashier';
import { call } from './accounts-client';
import { admin } from './client';
import { inOneBrandDay } from './brand-day';
import { balance, newPlayer, openSlot, vendor, type Player } from './players';

const rid = () => `rs_${Math.random().toString(36).slice(2, 12)}`;
const fund = async (p: Player) => (await call<RescueFund>('GET', '/wps/rescue', undefined, p)).body.value;
const claim = (p: Player, requestId = rid()) => call<RescueFund>('POST', '/wps/rescue/claim', { requestId }, p);
const DAY = 86_400_000;

/** The player's net result of its settled rounds, stakes minus wins (what the gateway's betting record says): below 0 while ahead. */
async function net(p: Player) {
  const bets = await call<BetRecordPage>('GET', `/wps/cashier/bets?from=${Date.now() - 3 * DAY}&to=${Date.now() + 1}&pageNo=1&pageSize=50`, undefined, p);
  return bets.body.value.totals.stake - bets.body.value.totals.win;
}

/** The player's net loss of its settled rounds (what the rescue fund counts). */
const netLoss = async (p: Player) => Math.max(0, await net(p));

/** The slot the tests play (PG_002) and its smallest stake. */
const SLOT = { gameId: 'PG_002', minBet: 500 };

/**
 * Plays the slot until the player's net loss reaches `target`, at most `rounds` rounds; the net
 * loss then (below the target when luck would not have it). The slot pays up to 50 times the
 * stake (three of a kind, 1 in 36 rounds), so rounds of a fixed stake miss a target now and then:
 * a 20x win among the first rounds of 100,000 puts the player 1,900,000 ahead, more than 25
 * rounds lose back (2 % of the runs). Each round here stakes what the loss still misses (at least
 * the game's minimum, at most the maximum bet), so the first lost round (5 in 6) ends on the target.
 */
async function playToLoss(p: Player, target: number, rounds = 10): Promise<number> {
  const session = await openSlot(p, SLOT.gameId);
  let result = await net(p);
  for (let i = 0; i < rounds && result < target; i++) {
    const bet = Math.min(MAX_BET, Math.max(SLOT.minBet, target - result));
    const commit = await vendor<{ roundId: string }>('commit', {}, session);
    expect((await vendor('play', { roundId: commit.value.roundId, clientSeed: 'rescue', bet }, session)).success).toBe(true);
    result = await net(p);
  }
  return Math.max(0, result);
}

/**
 * A player whose net loss is at least `target`: `first`, or, when a big win keeps it ahead after
 * ten rounds (1 player in 280), a new player with the same opening balance; at most three players.
 */
async function losingPlayer(first: Player, opening: number, target: number): Promise<Player> {
  let p = first;
  for (let players = 1; (await playToLoss(p, target)) < target && players < 3; players++) p = await newPlayer(opening);
  return p;
}

describe('rescue fund', () => {
  it(
    'pays a share of yesterday’s loss once; three claims at once pay once',
    () =>
      inOneBrandDay(async () => {
        const fresh = await newPlayer(3_000_000);
        const empty = await fund(fresh);
        expect(empty).toMatchObject({ loss: 0, amount: 0, state: 'none', rateBps: 500, minLoss: 100_000, maxAmount: 2_000_000 });
        expect(empty.dayEnd - empty.dayStart).toBe(DAY);
        expect(empty.dayEnd).toBeLessThanOrEqual(Date.now());
        expect((await claim(fresh)).body.code).toBe('NOTHING_TO_CLAIM');

        // today's rounds do not count until they are yesterday's; a net loss past the minimum
        const p = await losingPlayer(fresh, 3_000_000, 150_000);
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
        expect((await admin('PUT', '/rescue', { merchantCode: 'DEMO', rateBps: 10_000, minLoss: 1, maxAmount: 300 })).status).toBe(200);
        onTestFinished(async () => void (await admin('PUT', '/rescue', { merchantCode: 'DEMO', rateBps: 500, minLoss: 100_000, maxAmount: 2_000_000 })));
        const p = await losingPlayer(await newPlayer(1_000_000), 1_000_000, 1_000);
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
