/**
 * Every money path at once: 20 members, each with deposits (created and confirmed by
 * the provider's notice and the operator at the same time), withdrawals (held, one rejected and
 * refunded), vendor-wallet transfers and a recall, and slot rounds; every call sent two or three
 * times at once, about 1,200 calls in all with about 80 in flight (20 actions at a time), in shuffled order. Afterwards
 * every stored balance equals the sum of its entries, every transaction sums to zero, no wallet
 * is negative, each member's money is exactly what the calls should have made it, and each
 * movement is in the ledger exactly once, with exactly one audit row that says it moved.
 */
import { describe, expect, it } from 'vitest';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import type { BankCard, ConsolidatedFunds, DepositOrder, WalletMovementPage, Withdrawal } from '@shared/api/cashier';
import { call } from './accounts-client';
import { admin } from './client';
import { inFlight, repeated, shuffle } from './concurrency';
import { newPlayer, paymentNotice, roundsFor, walletCallback, type Player } from './players';

const PLAYERS = 20;
const OPENING = 5_000_000;
const ROUNDS = 5;
const SCENARIOS_IN_FLIGHT = 20;
/** The audit rows of a movement that moved (action/result), by the ledger kind they record. */
const MOVED_ROWS: Record<string, string> = {
  'DEPOSIT_PAID/PAID': 'DEPOSIT',
  'WITHDRAW/HELD': 'WITHDRAW',
  'WITHDRAW_REJECTED/REFUNDED': 'WITHDRAW_REFUND',
  'VENDOR_IN/MOVED': 'VENDOR_IN',
  'BET/MOVED': 'BET',
  'WIN/MOVED': 'WIN',
};
const rid = () => `storm_${Math.random().toString(36).slice(2, 14)}`;

interface Member {
  p: Player;
  card: BankCard;
  rounds: string[];
  /** what main plus vendor wallets must hold at the end */
  expected: number;
  /** how many ledger movements of each kind the member's main wallet must show */
  kinds: Record<string, number>;
}

async function readyMember(): Promise<Member> {
  const p = await newPlayer(OPENING);
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, p)).status).toBe(200);
  const cards = await call<BankCard[]>(
    'POST',
    '/wps/cashier/cards',
    { bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', accountNo: '0123456789', paymentPassword: '246810' },
    p,
  );
  return { p, card: cards.body.value[0]!, rounds: await roundsFor(p, ROUNDS), expected: OPENING, kinds: {} };
}

const count = (m: Member, kind: string, n = 1) => {
  m.kinds[kind] = (m.kinds[kind] ?? 0) + n;
};

/** Each scenario: one money action of one member, its calls sent two or three times at once. Answers every call made. */
type Scenario = () => Promise<{ ok: boolean; calls: number; detail: string }>;

function scenariosOf(m: Member, index: number): Scenario[] {
  const list: Scenario[] = [];
  const { p } = m;
  // deposits: the same request id three times, then the provider's notice and the operator's confirmation together
  for (let d = 0; d < 3; d++) {
    const amount = 100_000 + index * 1_000 + d * 10_000;
    m.expected += amount;
    count(m, 'DEPOSIT');
    list.push(async () => {
      const requestId = rid();
      const created = await repeated(3, () => call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount, requestId }, p));
      const orderNo = created[0]!.body.value?.orderNo;
      const sameOrder = created.every((c) => c.body.success && c.body.value.orderNo === orderNo);
      const notice = { orderNo, amount, merchantCode: 'DEMO' };
      const paid = await Promise.all([paymentNotice(notice), paymentNotice(notice), admin('POST', '/cashier/deposits/confirm', { orderNo })]);
      const ok = sameOrder && paid.every((a) => a.body.success);
      return { ok, calls: 6, detail: `deposit ${JSON.stringify(paid.map((a) => a.body))}` };
    });
  }
  // withdrawals: held once per request id; the second is rejected twice over and refunded once
  for (let w = 0; w < 2; w++) {
    const amount = 100_000;
    m.expected -= w === 0 ? amount : 0;
    count(m, 'WITHDRAW');
    if (w === 1) count(m, 'WITHDRAW_REFUND');
    list.push(async () => {
      const requestId = rid();
      const held = await repeated(3, () =>
        call<Withdrawal>('POST', '/wps/cashier/withdraw', { cardId: m.card.id, amount, paymentPassword: '246810', requestId }, p),
      );
      const orderNo = held[0]!.body.value?.orderNo;
      let ok = held.every((h) => h.body.success && h.body.value.orderNo === orderNo);
      let calls = 3;
      if (w === 1) {
        const rejected = await repeated(2, () => admin('POST', '/cashier/withdrawals/reject', { orderNo }));
        // the one that came second finds it rejected already: refused, nothing moves
        ok &&= rejected.some((r) => r.body.success) && rejected.every((r) => r.body.success || r.body.code === 'NOT_CONFIRMABLE');
        calls += 2;
      }
      return { ok, calls, detail: `withdraw ${JSON.stringify(held.map((h) => h.body.code))}` };
    });
  }
  // vendor wallets: four moves in (money stays the member's), and a recall racing them
  for (let v = 0; v < 4; v++) {
    count(m, 'VENDOR_IN');
    list.push(async () => {
      const requestId = rid();
      const moved = await repeated(2, () =>
        call<ConsolidatedFunds>('POST', '/wps/v2/wallets/transfer', { vendor: v % 2 ? 'SABA' : 'BTI', direction: 'in', amount: 50_000, requestId }, p),
      );
      return { ok: moved.every((a) => a.body.success), calls: 2, detail: `vendor ${JSON.stringify(moved.map((a) => a.body.code))}` };
    });
  }
  list.push(async () => {
    const requestId = rid();
    const recalled = await repeated(2, () => call<ConsolidatedFunds>('POST', '/wps/v2/wallets/recall', { requestId }, p));
    return { ok: recalled.every((a) => a.body.success), calls: 2, detail: `recall ${JSON.stringify(recalled.map((a) => a.body.code))}` };
  });
  // slot rounds: the debit three times, the credit twice, in either order of arrival
  m.rounds.forEach((roundId, i) => {
    const bet = 2_000 + i * 500;
    const win = i % 2 === 0 ? bet * 3 : 0;
    m.expected += win - bet;
    count(m, 'BET');
    count(m, 'WIN');
    list.push(async () => {
      const base = { roundId, memberId: p.id, merchantCode: 'DEMO' };
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () => walletCallback({ ...base, action: 'debit', amount: bet })),
        ...Array.from({ length: 2 }, () => walletCallback({ ...base, action: 'credit', amount: win })),
      ]);
      const moved = answers.filter((a) => a.body.success && !a.body.value.duplicate).length;
      return { ok: answers.every((a) => a.body.success) && moved === 2, calls: 5, detail: `round ${JSON.stringify(answers.map((a) => a.body.code))}` };
    });
  });
  return list;
}

describe('every money path at once, each call retried', () => {
  it('moves every amount once and keeps the ledger exact', async () => {
    const members: Member[] = [];
    for (let i = 0; i < PLAYERS; i += 5) members.push(...(await Promise.all(Array.from({ length: 5 }, () => readyMember()))));
    const scenarios = shuffle(members.flatMap((m, i) => scenariosOf(m, i)));
    const results = await inFlight(scenarios, SCENARIOS_IN_FLIGHT);
    const calls = results.reduce((sum, r) => sum + r.calls, 0);
    expect(calls).toBeGreaterThanOrEqual(1_000);
    expect(results.filter((r) => !r.ok).map((r) => r.detail)).toEqual([]);

    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.body.value.mismatched).toEqual([]);
    expect(check.body.value.unbalanced).toEqual([]);
    expect(check.body.value.negativeWallets).toBe(0);

    const now = Date.now();
    for (const m of members) {
      const funds = (await call<ConsolidatedFunds>('GET', '/wps/member/info/funds/consolidated', undefined, m.p)).body.value;
      expect(funds.total, m.p.username).toBe(m.expected);
      // each movement is in the ledger once: counted on the main wallet's side
      const record = (
        await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${now - 3_600_000}&to=${now + 60_000}&pageSize=1000`, undefined, m.p)
      ).body.value;
      const seen: Record<string, number> = {};
      for (const row of record.list) if (row.wallet === null && row.kind !== 'OPENING' && row.kind !== 'VENDOR_OUT') seen[row.kind] = (seen[row.kind] ?? 0) + 1;
      // a round that won nothing still records its credit of 0
      expect(seen, m.p.username).toEqual(m.kinds);
      // every movement has its audit row, written in its batch: one row that moved per ledger movement
      const rows = (await admin<{ action: string; result: string }[]>('GET', `/cashier/audit?memberId=${m.p.id}`)).body.value;
      const audited: Record<string, number> = {};
      for (const row of rows) {
        const kind = MOVED_ROWS[`${row.action}/${row.result}`];
        if (kind) audited[kind] = (audited[kind] ?? 0) + 1;
      }
      expect(audited, `${m.p.username} audit`).toEqual(m.kinds);
    }
  }, 300_000);
});
