/**
 * The ledger under load ("Money must be exact"): 1,000 seamless-wallet callbacks,
 * 50 in flight at a time (debits and credits of 200 rounds of 20 players, each sent two or three times, in
 * shuffled order) move each round's money once; afterwards every stored balance equals the
 * sum of its entries, every transaction sums to zero and no wallet is negative
 * (GET /__admin/ledger/check, queries/money/ledger.ts).
 */
import { describe, expect, it } from 'vitest';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { admin } from './client';
import { inFlight, shuffle } from './concurrency';
import { balance, playerWithRounds, walletCallback } from './players';

const OPENING = 100_000;
const ROUNDS = 10;
const IN_FLIGHT = 50;

describe('ledger under concurrent retried callbacks', () => {
  it('moves each round once and keeps every balance equal to its entries', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => playerWithRounds(OPENING, ROUNDS)));
    const calls: (() => Promise<unknown>)[] = [];
    const expected = new Map<number, number>();
    for (const { p, rounds } of players) {
      let net = 0;
      rounds.forEach((roundId, i) => {
        const bet = 1_000 + i * 100;
        const win = i % 3 === 0 ? bet * 2 : 0;
        net += win - bet;
        const base = { roundId, memberId: p.id, merchantCode: 'DEMO' };
        for (let k = 0; k < 3; k++) calls.push(() => walletCallback({ ...base, action: 'debit', amount: bet }));
        for (let k = 0; k < 2; k++) calls.push(() => walletCallback({ ...base, action: 'credit', amount: win }));
      });
      expected.set(p.id, OPENING + net);
    }
    expect(calls).toHaveLength(1_000);
    const answers = (await inFlight(shuffle(calls), IN_FLIGHT)) as Awaited<ReturnType<typeof walletCallback>>[];
    expect(answers.every((a) => a.status === 200 && a.body.success)).toBe(true);
    // per round and action, exactly one answer moved money; the others were duplicates
    expect(answers.filter((a) => !a.body.value.duplicate)).toHaveLength(20 * ROUNDS * 2);
    for (const { p } of players) expect(await balance(p)).toBe(expected.get(p.id));

    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.status).toBe(200);
    expect(check.body.value.mismatched).toEqual([]);
    expect(check.body.value.unbalanced).toEqual([]);
    expect(check.body.value.negativeWallets).toBe(0);
    expect(check.body.value.transactions).toBeGreaterThan(20 * ROUNDS * 2);
  }, 120_000);

  it('refuses a debit the wallet cannot cover and moves nothing', async () => {
    const { p, rounds } = await playerWithRounds(OPENING, ROUNDS);
    const before = await balance(p);
    const refused = await walletCallback({ roundId: rounds[0]!, action: 'debit', amount: before + 1, memberId: p.id, merchantCode: 'DEMO' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(p)).toBe(before);
    // the same round can still be debited what the wallet holds: the refused try left no trace
    const paid = await walletCallback({ roundId: rounds[0]!, action: 'debit', amount: before, memberId: p.id, merchantCode: 'DEMO' });
    expect(paid.body.value).toEqual({ balance: 0, duplicate: false });
  });
});
