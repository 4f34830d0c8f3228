/**
 * The ledger's boundary assertions (gateway/db/queries/money/assert.ts) and the batch builder
 * that runs them (runLedgerBatch): each assertion refuses what it names, and a broken one throws
 * before a single statement reaches the database.
 */
import { describe, expect, it } from 'vitest';
import { assertAmount, assertKey, assertKind, assertMemberId, MAX_MOVEMENT, MoneyAssertionError } from '@gateway/db/queries/money/assert';
import { intentText, runLedgerBatch, type LedgerBatch } from '@gateway/db/queries/money/ledger';
import { MAX_MONEY_AMOUNT, moneyAmount } from '@shared/api/cashier';

const broken = (f: () => void) => expect(f).toThrow(MoneyAssertionError);

describe('assertAmount', () => {
  it('takes a positive safe integer within the maximum', () => {
    expect(() => assertAmount(1)).not.toThrow();
    expect(() => assertAmount(MAX_MOVEMENT)).not.toThrow();
    expect(() => assertAmount(500, 500)).not.toThrow();
  });
  it('refuses a fraction, NaN, an infinity, an unsafe integer, a string', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '100', null, undefined]) broken(() => assertAmount(bad));
  });
  it('refuses zero and negatives unless the path allows zero', () => {
    broken(() => assertAmount(0));
    broken(() => assertAmount(-1));
    expect(() => assertAmount(0, MAX_MOVEMENT, { zero: true })).not.toThrow();
    broken(() => assertAmount(-1, MAX_MOVEMENT, { zero: true }));
  });
  it("refuses more than the path's maximum, and a maximum above the ledger's", () => {
    broken(() => assertAmount(501, 500));
    broken(() => assertAmount(MAX_MOVEMENT + 1));
    broken(() => assertAmount(1, MAX_MOVEMENT * 2));
  });
  it('is the limit every amount schema has', () => {
    expect(MAX_MOVEMENT).toBe(MAX_MONEY_AMOUNT);
    expect(moneyAmount.safeParse(MAX_MONEY_AMOUNT).success).toBe(true);
    expect(moneyAmount.safeParse(MAX_MONEY_AMOUNT + 1).success).toBe(false);
  });
});

describe('assertKey, assertKind, assertMemberId', () => {
  it('a key is <kind>:<parts>, printable, at most 200 characters', () => {
    for (const good of ['deposit:DMX1', 'transfer-down:12:req_abcdefgh', 'round:r1:debit']) expect(() => assertKey(good)).not.toThrow();
    for (const bad of ['', 'deposit', 'Deposit:1', 'deposit: 1', 'deposit:', `deposit:${'x'.repeat(191)}`, 'deposit:\u00e9', 42]) broken(() => assertKey(bad));
  });
  it('a kind is capitals and underscores', () => {
    expect(() => assertKind('WITHDRAW_REFUND')).not.toThrow();
    for (const bad of ['deposit', 'X', 'BET;', '', 7]) broken(() => assertKind(bad));
  });
  it('a member is a positive safe integer id', () => {
    expect(() => assertMemberId(7)).not.toThrow();
    for (const bad of [0, -3, 1.5, '7', null]) broken(() => assertMemberId(bad));
  });
});

/** A database that records what reached it: a broken assertion must leave it untouched. */
function recordingDb() {
  const calls: string[] = [];
  const statement = { bind: () => statement };
  const db = {
    prepare: (sql: string) => {
      calls.push(`prepare ${sql.slice(0, 30)}`);
      return statement;
    },
    batch: async () => {
      calls.push('batch');
      return [];
    },
  } as unknown as D1Database;
  return { db, calls };
}

const batchOf = (intent: Partial<LedgerBatch['intent']>): LedgerBatch => ({
  intent: { key: 'deposit:DMX1', kind: 'DEPOSIT', amount: 100, parties: { member: 1 }, ...intent },
  statements: [],
  audit: { merchant: 'DEMO', memberId: 1, action: 'DEPOSIT_PAID', amount: 100, ref: 'DMX1', ip: null, result: 'PAID', at: 1 },
});

describe('runLedgerBatch', () => {
  it('writes nothing when an assertion breaks', async () => {
    const intents: Partial<LedgerBatch['intent']>[] = [
      { amount: -5 },
      { amount: 2.5 },
      { key: 'no key' },
      { kind: 'deposit' },
      { parties: { member: 0 } },
      { parties: { from: 1, to: -2 } },
    ];
    for (const intent of intents) {
      const { db, calls } = recordingDb();
      await expect(runLedgerBatch(db, batchOf(intent))).rejects.toThrow(MoneyAssertionError);
      expect(calls, JSON.stringify(intent)).toEqual([]);
    }
  });
  it('runs the intent, the movement and its audit row as one batch', async () => {
    const { db, calls } = recordingDb();
    await expect(runLedgerBatch(db, batchOf({}))).resolves.toEqual({ ok: true, duplicate: false });
    expect(calls[0]).toMatch(/^prepare INSERT INTO money_intents/);
    expect(calls.at(-2)).toMatch(/^prepare INSERT INTO money_audit/);
    expect(calls.at(-1)).toBe('batch');
  });
  it("an intent's text does not depend on the order its parties were written in", () => {
    const a = batchOf({ parties: { from: 1, to: 2 } }).intent;
    const b = batchOf({ parties: { to: 2, from: 1 } }).intent;
    expect(intentText(a)).toBe(intentText(b));
    expect(intentText(a)).not.toBe(intentText({ ...a, amount: 101 }));
  });
});
