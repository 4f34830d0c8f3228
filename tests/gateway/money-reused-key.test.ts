/**
 * docs/product.md 4, "the same key with another body is refused": on every money path a member
 * (or a vendor) can repeat, the same request id sent again with another amount answers 409
 * IDEMPOTENCY_KEY_REUSED and moves nothing, and the same call sent again answers the first
 * result. The intent is stored with the key in the movement's own batch (queries/money/ledger.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ConsolidatedFunds, DepositOrder, TransferResult, Withdrawal, BankCard } from '@shared/api/cashier';
import { call } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, playerOf, roundsFor, walletCallback, type Player } from './players';
import { freshIp } from './accounts-client';

const PIN = '246810';
const rid = () => `reuse_${Math.random().toString(36).slice(2, 14)}`;
const uniq = () => Math.random().toString(36).slice(2, 10);

async function withPin(p: Player) {
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p)).status).toBe(200);
}

async function memberUnderDemoAgent(opening: number) {
  const username = `rk_${uniq()}`;
  await admin('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening, affiliateCode: 'DEMOAGENT' });
  return playerOf(username, 'Start1234', freshIp());
}

const reused = (answer: { status: number; body: { success: boolean; code?: string } }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
};

describe('a request id reused with another amount is refused on every money path', () => {
  it('a deposit order: the same id answers the same order, another amount under it is refused', async () => {
    const p = await newPlayer(1_000_000);
    const requestId = rid();
    const first = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 100_000, requestId }, p);
    expect(first.body.success).toBe(true);
    const again = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 100_000, requestId }, p);
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    reused(await call('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 200_000, requestId }, p));
    reused(await call('POST', '/wps/cashier/deposit', { channelId: 'momo', amount: 100_000, requestId }, p));
  });

  it('a vendor-wallet move: another amount or direction under the same id moves nothing', async () => {
    const p = await newPlayer(1_000_000);
    const requestId = rid();
    const move = (amount: number, direction: 'in' | 'out' = 'in') =>
      call<ConsolidatedFunds>('POST', '/wps/v2/wallets/transfer', { vendor: 'BTI', direction, amount, requestId }, p);
    const first = await move(50_000);
    expect(first.body.success).toBe(true);
    expect((await move(50_000)).body.value.main).toBe(first.body.value.main);
    reused(await move(70_000));
    reused(await move(50_000, 'out'));
    const funds = (await call<ConsolidatedFunds>('GET', '/wps/member/info/funds/consolidated', undefined, p)).body.value;
    expect(funds.main).toBe(950_000);
    expect(funds.total).toBe(1_000_000);
  });

  it('a withdrawal: another amount under the same id holds nothing more', async () => {
    const p = await newPlayer(2_000_000);
    await withPin(p);
    const cards = await call<BankCard[]>(
      'POST',
      '/wps/cashier/cards',
      { bankName: 'ACB', accountName: 'A B', accountNo: '4111111111111111', paymentPassword: PIN },
      p,
    );
    const cardId = cards.body.value[0]!.id;
    const requestId = rid();
    const first = await call<Withdrawal>('POST', '/wps/cashier/withdraw', { cardId, amount: 100_000, paymentPassword: PIN, requestId }, p);
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    reused(await call('POST', '/wps/cashier/withdraw', { cardId, amount: 150_000, paymentPassword: PIN, requestId }, p));
    expect(await balance(p)).toBe(1_900_000);
  });

  it('a transfer to the upline: another amount under the same id moves nothing', async () => {
    const p = await memberUnderDemoAgent(500_000);
    await withPin(p);
    const requestId = rid();
    const send = (amount: number) => call<TransferResult>('POST', '/wps/cashier/transfer/upline', { amount, paymentPassword: PIN, requestId }, p);
    expect((await send(30_000)).body.value.duplicate).toBe(false);
    expect((await send(30_000)).body.value.duplicate).toBe(true);
    reused(await send(40_000));
    expect(await balance(p)).toBe(470_000);
  });

  it("an agent's transfer to a downline: another amount under the same id moves nothing", async () => {
    const agent = await newPlayer(1_000_000, 1);
    await withPin(agent);
    const name = `d${uniq()}`;
    const down = await call<{ id: number }>(
      'POST',
      '/wps/agent/register',
      { username: name, password: 'Start1234', confirmPassword: 'Start1234', type: 0 },
      { ...agent, encrypted: true },
    );
    expect(down.body.success, JSON.stringify(down.body)).toBe(true);
    const requestId = rid();
    const send = (amount: number) =>
      call<TransferResult>('POST', '/wps/agent/team/transfer', { memberId: down.body.value.id, amount, requestId, paymentPassword: PIN }, agent);
    expect((await send(20_000)).body.success).toBe(true);
    reused(await send(25_000));
    expect(await balance(agent)).toBe(980_000);
  });

  it('a points conversion: another number of points under the same id converts nothing', async () => {
    const p = await newPlayer(100_000);
    expect((await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: 1_000, remark: 'reuse' })).body.success).toBe(true);
    const requestId = rid();
    const convert = (points: number) => call('POST', '/wps/points/convert', { points, requestId }, p);
    expect((await convert(300)).body.success).toBe(true);
    expect((await convert(300)).body.success).toBe(true);
    reused(await convert(400));
    expect(await balance(p)).toBe(127_000);
  });

  it("a game round's debit: the vendor's retry with another stake moves nothing", async () => {
    const p = await newPlayer(100_000);
    const [roundId] = await roundsFor(p, 1);
    const debit = (amount: number) => walletCallback({ roundId, memberId: p.id, merchantCode: 'DEMO', action: 'debit', amount });
    expect((await debit(2_000)).body.success).toBe(true);
    expect((await debit(2_000)).body.value.duplicate).toBe(true);
    reused(await debit(3_000));
    expect(await balance(p)).toBe(98_000);
  });
});
