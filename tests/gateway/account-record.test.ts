/**
 * The account record (docs/product.md 4, the account record): one row per transaction however
 * many of the member's wallets it touched (a move between the main wallet and a vendor's is one
 * row, from and to), and money in and out counted only from money that entered or left the
 * member's wallets: not own-wallet moves, not a rejected withdrawal's request nor its refund.
 * An agent reading the same downline sees the same rows and totals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentRegistered, TeamMovement, TeamMovementPage } from '@shared/api/agent';
import type { BankCard, DepositOrder, MovementRow, Withdrawal, WalletMovement, WalletMovementPage } from '@shared/api/cashier';
import { call, freshIp } from './accounts-client';
import { admin } from './client';
import { newPlayer, playerOf, type Player } from './players';

const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const PIN = '246810';

let agent: Player;
let member: Player;
let from: number;

/** What a row says, without its id and time: kind, signed amount, wallets, whether it counts. */
const said = (m: MovementRow) =>
  `${m.kind} ${m.amount}${m.wallet ? ` @${m.wallet}` : ''}${m.transfer ? ` ${m.transfer.from ?? 'main'}->${m.transfer.to ?? 'main'}` : ''}${m.counted ? '' : ' (not counted)'}`;

beforeAll(async () => {
  agent = await newPlayer(1_000_000, 1);
  const username = `rec${Math.random().toString(36).slice(2, 10)}`;
  const made = await call<AgentRegistered>(
    'POST',
    '/wps/agent/register',
    { username, password: 'Down1234', confirmPassword: 'Down1234', type: 0 },
    { ...agent, encrypted: true },
  );
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  member = await playerOf(username, 'Down1234', freshIp());
  from = Date.now() - 1_000;

  // money in: a paid deposit
  const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 500_000, requestId: rid() }, member);
  expect(order.body.success, JSON.stringify(order.body)).toBe(true);
  await admin('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo });
  // moves between the member's own wallets
  for (const [direction, amount] of [
    ['in', 200_000],
    ['out', 50_000],
  ] as const) {
    const moved = await call('POST', '/wps/v2/wallets/transfer', { vendor: 'SABA', direction, amount, requestId: rid() }, member);
    expect(moved.body.success, JSON.stringify(moved.body)).toBe(true);
  }
  // a withdrawal rejected (its hold comes back) and one still waiting (held)
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, member)).status).toBe(200);
  const cards = await call<BankCard[]>(
    'POST',
    '/wps/cashier/cards',
    { bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', accountNo: '0123456789', paymentPassword: PIN },
    member,
  );
  const withdraw = async (amount: number) => {
    const w = await call<Withdrawal>(
      'POST',
      '/wps/cashier/withdraw',
      { cardId: cards.body.value[0]!.id, amount, paymentPassword: PIN, requestId: rid() },
      member,
    );
    expect(w.body.success, JSON.stringify(w.body)).toBe(true);
    return w.body.value;
  };
  const rejected = await withdraw(100_000);
  expect((await admin('POST', '/cashier/withdrawals/reject', { orderNo: rejected.orderNo })).status).toBe(200);
  await withdraw(120_000);
  // money to another person: the upline
  const sent = await call('POST', '/wps/cashier/transfer/upline', { amount: 30_000, paymentPassword: PIN, requestId: rid() }, member);
  expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
});

const range = () => ({ from, to: Date.now() + 60_000 });

describe('the account record', () => {
  it('shows a move between own wallets as one row and counts in and out from what entered or left the wallets', async () => {
    const { from: f, to } = range();
    const page = (await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${f}&to=${to}&pageSize=50`, undefined, member)).body.value;
    expect(page.list.map(said)).toEqual([
      'TRANSFER -30000',
      'WITHDRAW -120000',
      'WITHDRAW_REFUND 100000 (not counted)',
      'WITHDRAW -100000 (not counted)',
      'VENDOR_OUT 50000 SABA->main (not counted)',
      'VENDOR_IN 200000 main->SABA (not counted)',
      'DEPOSIT 500000',
    ]);
    expect(page.total).toBe(7);
    // in: the deposit; out: the waiting withdrawal and the transfer to the upline
    expect(page.totals).toEqual({ in: 500_000, out: -150_000 });
    // the totals of one kind: the own-wallet moves count neither way
    const vendorIn = (await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${f}&to=${to}&kind=VENDOR_IN`, undefined, member)).body.value;
    expect([vendorIn.total, vendorIn.totals]).toEqual([1, { in: 0, out: 0 }]);
  });

  it("reads the same for the member's agent (agentAccountDetails)", async () => {
    const { from: f, to } = range();
    const mine = (await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${f}&to=${to}&pageSize=50`, undefined, member)).body.value;
    const q = new URLSearchParams({ from: String(f), to: String(to), tz: '0', username: member.username, pageSize: '50' });
    const team = (await call<TeamMovementPage>('GET', `/wps/agent/reports/transactions?${q}`, undefined, agent)).body.value;
    const strip = ({ createdAt: _c, ...m }: WalletMovement) => m;
    const stripTeam = ({ at: _a, username: _u, ...m }: TeamMovement) => m;
    expect(new Set(team.list.map((m) => m.username))).toEqual(new Set([member.username]));
    expect(team.list.map(stripTeam)).toEqual(mine.list.map(strip));
    expect({ in: team.inflow, out: team.outflow }).toEqual(mine.totals);
    // the agent's whole team: the transfer reached the agent, who is not in its own team
    const all = (
      await call<TeamMovementPage>(
        'GET',
        `/wps/agent/reports/transactions?${new URLSearchParams({ from: String(f), to: String(to), tz: '0' })}`,
        undefined,
        agent,
      )
    ).body.value;
    expect({ in: all.inflow, out: all.outflow }).toEqual(mine.totals);
  });
});
