/**
 * Deposits on the reference gateway (shared/api/cashier.ts): the brand's
 * channels, a pending order per request id, and the payment provider's signed notice (or
 * the operator's confirmation) crediting the wallet exactly once, whatever the retries.
 */
import { describe, expect, it } from 'vitest';
import type { BetRecordPage, BonusRecord, DepositChannel, DepositOrder, ProfitReport, WalletMovementPage } from '@shared/api/cashier';
import { call } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, openSlot, paymentNotice, playerWithRounds, roundsFor, vendor, walletCallback, type Player } from './players';

const deposit = (p: Player, channelId: string, amount: number, requestId: string) =>
  call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId, amount, requestId }, p);
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;

describe('deposit channels and orders', () => {
  it('lists the brand channels with their limits, presets, fees and where to pay', async () => {
    const p = await newPlayer();
    const res = await call<DepositChannel[]>('GET', '/wps/cashier/deposit/channels', undefined, p);
    expect(res.body.value.map((ch) => [ch.id, ch.type])).toEqual([
      ['bank-vcb', 'bank'],
      ['momo', 'ewallet'],
      ['usdt-trc20', 'usdt'],
    ]);
    const bank = res.body.value[0]!;
    expect(bank).toMatchObject({ min: 50_000, max: 300_000_000, feeBps: 0, payTo: { type: 'bank', accountNo: '0071000123456' } });
    expect(bank.presets.length).toBeGreaterThan(0);
  });

  it('needs a session and a real account', async () => {
    expect((await call('GET', '/wps/cashier/deposit/channels', undefined, { ip: '198.18.9.9' })).status).toBe(401);
    const trial = await newPlayer(0, 4);
    expect((await call('GET', '/wps/cashier/deposit/channels', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('refuses amounts outside the channel limits, fractions and unknown channels; moves nothing', async () => {
    const p = await newPlayer();
    const before = await balance(p);
    expect((await deposit(p, 'bank-vcb', 49_999, rid())).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await deposit(p, 'bank-vcb', 300_000_001, rid())).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await deposit(p, 'bank-vcb', 100_000.5, rid())).status).toBe(400);
    expect((await deposit(p, 'nope', 100_000, rid())).body.code).toBe('CHANNEL_NOT_FOUND');
    expect(await balance(p)).toBe(before);
  });

  it('answers the same pending order for a repeated request id, with a reference and a fee', async () => {
    const p = await newPlayer();
    const id = rid();
    const [a, b] = await Promise.all([deposit(p, 'momo', 200_000, id), deposit(p, 'momo', 200_000, id)]);
    expect(a.body.value.orderNo).toBe(b.body.value.orderNo);
    expect(a.body.value).toMatchObject({ status: 'pending', amount: 200_000, fee: 2_000, payTo: { type: 'ewallet' } });
    expect(a.body.value.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const orders = await call<DepositOrder[]>('GET', '/wps/cashier/deposit/orders', undefined, p);
    expect(orders.body.value.map((o) => o.orderNo)).toEqual([a.body.value.orderNo]);
  });
});

describe('payment notices', () => {
  it('credits the wallet once for concurrent, retried notices and an operator confirmation', async () => {
    const p = await newPlayer();
    const before = await balance(p);
    const order = (await deposit(p, 'bank-vcb', 500_000, rid())).body.value;
    expect((await paymentNotice({ orderNo: order.orderNo, amount: order.amount, merchantCode: 'DEMO' }, 'wrong-secret')).status).toBe(401);
    expect((await paymentNotice({ orderNo: order.orderNo, amount: 400_000, merchantCode: 'DEMO' })).body.code).toBe('AMOUNT_MISMATCH');
    const notices = await Promise.all(Array.from({ length: 5 }, () => paymentNotice({ orderNo: order.orderNo, amount: order.amount, merchantCode: 'DEMO' })));
    expect(notices.every((n) => n.status === 200)).toBe(true);
    expect(notices.filter((n) => n.body.value?.duplicate === false)).toHaveLength(1);
    const operator = await admin<{ duplicate: boolean }>('POST', '/cashier/deposits/confirm', { orderNo: order.orderNo });
    expect(operator.body.value.duplicate).toBe(true);
    expect(await balance(p)).toBe(before + 500_000);
    const paid = await call<DepositOrder>('GET', `/wps/cashier/deposit/order?orderNo=${order.orderNo}`, undefined, p);
    expect(paid.body.value.status).toBe('paid');
    expect(paid.body.value.paidAt).toBeGreaterThan(0);
  });

  it("an order is only its member's to read", async () => {
    const [p, other] = await Promise.all([newPlayer(), newPlayer()]);
    const order = (await deposit(p, 'bank-vcb', 100_000, rid())).body.value;
    expect((await call('GET', `/wps/cashier/deposit/order?orderNo=${order.orderNo}`, undefined, other)).body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('wallet records (transactionHistory)', () => {
  it('lists every movement of the range newest first, by kind, paged, with the range totals', async () => {
    const p = await newPlayer(1_000_000);
    const from = Date.now() - 60_000;
    for (const amount of [100_000, 200_000, 300_000]) {
      const order = (await deposit(p, 'bank-vcb', amount, rid())).body.value;
      await paymentNotice({ orderNo: order.orderNo, amount, merchantCode: 'DEMO' });
    }
    const to = Date.now() + 60_000;
    const all = await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${from}&to=${to}&pageSize=2`, undefined, p);
    expect(all.body.value.total).toBe(4);
    expect(all.body.value.totalPages).toBe(2);
    expect(all.body.value.list.map((m) => [m.kind, m.amount])).toEqual([
      ['DEPOSIT', 300_000],
      ['DEPOSIT', 200_000],
    ]);
    expect(all.body.value.totals).toEqual({ in: 1_600_000, out: 0 });
    const deposits = await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${from}&to=${to}&kind=DEPOSIT&pageNo=2&pageSize=2`, undefined, p);
    expect(deposits.body.value.list.map((m) => m.amount)).toEqual([100_000]);
    expect(deposits.body.value.totals.in).toBe(600_000);
  });

  it('refuses a range over 92 days (RANGE_TOO_LONG) or upside down (BAD_REQUEST) on every record', async () => {
    const p = await newPlayer();
    const now = Date.now();
    // one range rule and one code for every record and report (shared/api/range.ts), as the agent's reports answer
    for (const page of ['transactions', 'bets', 'profit']) {
      const long = await call('GET', `/wps/cashier/${page}?from=${now - 93 * 86_400_000}&to=${now}`, undefined, p);
      expect([long.status, long.body.code], page).toEqual([400, 'RANGE_TOO_LONG']);
      const upside = await call('GET', `/wps/cashier/${page}?from=${now}&to=${now - 1}`, undefined, p);
      expect([upside.status, upside.body.code], page).toEqual([400, 'BAD_REQUEST']);
      expect((await call('GET', `/wps/cashier/${page}?from=${now - 92 * 86_400_000}&to=${now}`, undefined, p)).status, page).toBe(200);
    }
  });
});

describe('personal P&L (personalProfit)', () => {
  it('sums stakes, wins and bonuses per day in the player time zone', async () => {
    const { p, rounds } = await playerWithRounds(1_000_000, 3);
    const from = Date.now() - 60_000;
    const base = { memberId: p.id, merchantCode: 'DEMO' };
    await walletCallback({ ...base, roundId: rounds[0]!, action: 'debit', amount: 1_000 });
    await walletCallback({ ...base, roundId: rounds[1]!, action: 'debit', amount: 2_000 });
    await walletCallback({ ...base, roundId: rounds[2]!, action: 'debit', amount: 3_000 });
    await walletCallback({ ...base, roundId: rounds[2]!, action: 'credit', amount: 5_000 });
    const to = Date.now() + 60_000;
    const tz = 7 * 60;
    const report = await call<ProfitReport>('GET', `/wps/cashier/profit?from=${from}&to=${to}&tz=${tz}`, undefined, p);
    const today = new Date(Date.now() + tz * 60_000).toISOString().slice(0, 10);
    expect(report.body.value.days).toEqual([{ day: today, stake: 6_000, win: 5_000, bonus: 0, net: -1_000 }]);
    expect(report.body.value.totals).toEqual({ stake: 6_000, win: 5_000, bonus: 0, net: -1_000 });
    expect((await call('GET', `/wps/cashier/profit?from=${to}&to=${from}`, undefined, p)).status).toBe(400);
  });
});

describe('betting record (personalHistoryCopy)', () => {
  it('lists settled rounds newest first with provably-fair seeds, by category and vendor, with totals', async () => {
    const { p } = await playerWithRounds(1_000_000, 0);
    const from = Date.now() - 60_000;
    // two rounds played through the vendor stand-in (bet, settle, callbacks inside)
    const session = await openSlot(p);
    for (const bet of [1_000, 2_000]) {
      const commit = await vendor<{ roundId: string }>('commit', {}, session);
      expect((await vendor('play', { roundId: commit.value.roundId, clientSeed: 'seed', bet }, session)).success).toBe(true);
    }
    const to = Date.now() + 60_000;
    const page = await call<BetRecordPage>('GET', `/wps/cashier/bets?from=${from}&to=${to}`, undefined, p);
    expect(page.body.value.total).toBe(2);
    expect(page.body.value.list.map((b) => b.stake)).toEqual([2_000, 1_000]);
    expect(page.body.value.list[0]).toMatchObject({
      source: 'round',
      vendor: 'PG',
      category: 'RNG',
      status: 'settled',
      fair: { clientSeed: 'seed', serverSeed: expect.any(String) },
    });
    expect(page.body.value.totals.stake).toBe(3_000);
    const other = await call<BetRecordPage>('GET', `/wps/cashier/bets?from=${from}&to=${to}&vendor=JDB`, undefined, p);
    expect(other.body.value.total).toBe(0);
    const lott = await call<BetRecordPage>('GET', `/wps/cashier/bets?from=${from}&to=${to}&category=LOTT`, undefined, p);
    expect(lott.body.value.total).toBe(0);
  });
});

describe('bonus details (bonusDetails)', () => {
  it('lists a points bonus with its turnover requirement and the stakes placed since', async () => {
    const p = await newPlayer(1_000_000);
    expect((await call<BonusRecord[]>('GET', '/wps/cashier/bonuses', undefined, p)).body.value).toEqual([]);
    await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: 500 });
    const redeemed = await call('POST', '/wps/points/redeem', { itemId: 2, requestId: crypto.randomUUID() }, p);
    expect(redeemed.status).toBe(200);
    const rounds = await roundsFor(p, 1);
    await walletCallback({ roundId: rounds[0]!, action: 'debit', amount: 20_000, memberId: p.id, merchantCode: 'DEMO' });
    const list = (await call<BonusRecord[]>('GET', '/wps/cashier/bonuses', undefined, p)).body.value;
    expect(list).toEqual([{ id: expect.any(Number), kind: 'POINTS', amount: 50_000, at: expect.any(Number), turnoverRequired: 50_000, turnoverDone: 20_000 }]);
    // the bonus still wagering: withdrawable leaves it out
    const info = await call<{ withdrawable: number; turnoverOutstanding: number; balance: number }>('GET', '/wps/cashier/withdraw/info', undefined, p);
    expect(info.body.value).toMatchObject({ turnoverOutstanding: 30_000, withdrawable: info.body.value.balance - 50_000 });
  });
});
