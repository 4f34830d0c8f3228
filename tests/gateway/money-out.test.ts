/**
 * One rule for money leaving the member: a withdrawal, a transfer to the upline agent and an
 * agent's transfer to a downline all take only the withdrawable amount (bonus money whose
 * turnover is outstanding stays), refuse with the same OVER_WITHDRAWABLE and the same numbers,
 * and hold when transfers race. A request id reused with another amount is refused, not
 * answered as the first call.
 */
import { describe, expect, it } from 'vitest';
import type { AgentRegistered } from '@shared/api/agent';
import type { BankCard, TransferResult, WithdrawableLimit, WithdrawInfo } from '@shared/api/cashier';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { call, freshIp } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, playerOf, type Player } from './players';

const PIN = '112233';
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const uniq = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

/** A 50,000 points bonus (500 points redeemed), its turnover all outstanding. */
async function withBonus(p: Player) {
  await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: 500 });
  const redeemed = await call('POST', '/wps/points/redeem', { itemId: 2, requestId: crypto.randomUUID() }, p);
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p)).status).toBe(200);
}

const upline = (p: Player, amount: number, requestId = rid()) =>
  call<TransferResult | WithdrawableLimit>('POST', '/wps/cashier/transfer/upline', { amount, paymentPassword: PIN, requestId }, p);

async function memberUnderDemoAgent(opening: number) {
  const username = `mo_${uniq()}`;
  await admin('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening, affiliateCode: 'DEMOAGENT' });
  return playerOf(username, 'Start1234', freshIp());
}

describe('money leaving the member', () => {
  it('bonus money cannot leave through a transfer to the upline: the withdrawable amount, the same error and numbers as a withdrawal', async () => {
    const p = await memberUnderDemoAgent(200_000);
    await withBonus(p);
    const info = (await call<WithdrawInfo>('GET', '/wps/cashier/withdraw/info', undefined, p)).body.value;
    expect(info).toMatchObject({ balance: 250_000, withdrawable: 200_000, turnoverOutstanding: 50_000 });
    const card = await call<BankCard[]>(
      'POST',
      '/wps/cashier/cards',
      { bankName: 'ACB', accountName: 'A B', accountNo: '4111111111111111', paymentPassword: PIN },
      p,
    );
    const withdrawal = await call(
      'POST',
      '/wps/cashier/withdraw',
      { cardId: card.body.value[0]!.id, amount: 250_000, paymentPassword: PIN, requestId: rid() },
      p,
    );
    const transfer = await upline(p, 250_000);
    const numbers = { withdrawable: 200_000, turnoverOutstanding: 50_000 };
    expect(withdrawal.body).toMatchObject({ code: 'OVER_WITHDRAWABLE', value: numbers });
    expect(transfer.body).toMatchObject({ code: 'OVER_WITHDRAWABLE', value: numbers });
    expect(await balance(p)).toBe(250_000);
    // two transfers racing for the same withdrawable money: one moves, the other is refused in its batch
    const raced = await Promise.all([upline(p, 150_000), upline(p, 150_000)]);
    expect(raced.map((r) => r.body.code).sort()).toEqual(['0', 'OVER_WITHDRAWABLE']);
    expect(await balance(p)).toBe(100_000);
    expect((await admin<LedgerCheck>('GET', '/ledger/check')).body.value).toMatchObject({ mismatched: [], unbalanced: [], negativeWallets: 0 });
  });

  it("an agent's bonus money cannot leave to a downline either", async () => {
    const agent = await newPlayer(200_000, 1);
    await withBonus(agent);
    const down = await call<AgentRegistered>(
      'POST',
      '/wps/agent/register',
      { username: `d${uniq()}`, password: 'Down1234', confirmPassword: 'Down1234', type: 0 },
      { ...agent, encrypted: true },
    );
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    const send = (amount: number, requestId = rid()) =>
      call('POST', '/wps/agent/team/transfer', { memberId: down.body.value.id, amount, requestId, paymentPassword: PIN }, agent);
    expect((await send(250_000)).body).toMatchObject({ code: 'OVER_WITHDRAWABLE', value: { withdrawable: 200_000, turnoverOutstanding: 50_000 } });
    expect((await send(200_000)).status).toBe(200);
  });
});

describe('idempotency keys', () => {
  it('a reused request id with another amount is refused (409 IDEMPOTENCY_KEY_REUSED); the same call again is a duplicate', async () => {
    const p = await memberUnderDemoAgent(500_000);
    expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p)).status).toBe(200);
    const requestId = rid();
    expect((await upline(p, 100_000, requestId)).status).toBe(200);
    const again = await upline(p, 100_000, requestId);
    expect(again.body.value).toMatchObject({ duplicate: true });
    const other = await upline(p, 300_000, requestId);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(p)).toBe(400_000);
    // a withdrawal's request id likewise
    const card = await call<BankCard[]>(
      'POST',
      '/wps/cashier/cards',
      { bankName: 'ACB', accountName: 'A B', accountNo: '4111111111111111', paymentPassword: PIN },
      p,
    );
    const w = (amount: number, id: string) =>
      call('POST', '/wps/cashier/withdraw', { cardId: card.body.value[0]!.id, amount, paymentPassword: PIN, requestId: id }, p);
    const wid = rid();
    expect((await w(100_000, wid)).status).toBe(200);
    expect((await w(100_000, wid)).status).toBe(200);
    expect((await w(200_000, wid)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(p)).toBe(300_000);
  });
});
