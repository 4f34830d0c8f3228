/**
 * The VIP level's "withdrawals a day" is enforced over the brand's day (Asia/Ho_Chi_Minh for
 * DEMO): a level-0 member (3 a day) has its fourth withdrawal of the day refused, also when
 * the requests race.
 */
import { describe, expect, it } from 'vitest';
import type { BankCard, Withdrawal } from '@shared/api/cashier';
import { call } from './accounts-client';
import { inOneBrandDay } from './brand-day';
import { balance, newPlayer, type Player } from './players';

const PIN = '246810';
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;

async function readyPlayer() {
  const p = await newPlayer(5_000_000);
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p)).status).toBe(200);
  const cards = await call<BankCard[]>(
    'POST',
    '/wps/cashier/cards',
    { bankName: 'ACB', accountName: 'A B', accountNo: '4111111111111111', paymentPassword: PIN },
    p,
  );
  return { p, cardId: cards.body.value[0]!.id };
}

const withdraw = (p: Player, cardId: number, requestId = rid()) =>
  call<Withdrawal>('POST', '/wps/cashier/withdraw', { cardId, amount: 100_000, paymentPassword: PIN, requestId }, p);

describe('VIP withdrawals a day', () => {
  it('refuses the fourth withdrawal of the brand day for a 3-a-day level', () =>
    inOneBrandDay(async () => {
      const { p, cardId } = await readyPlayer();
      for (let i = 0; i < 3; i++) expect((await withdraw(p, cardId)).status).toBe(200);
      const fourth = await withdraw(p, cardId);
      expect(fourth.status).toBe(409);
      expect(fourth.body).toMatchObject({ code: 'DAILY_WITHDRAWALS_REACHED', value: { perDay: 3 } });
      expect(await balance(p)).toBe(4_700_000);
    }));

  it('racing requests cannot pass the count together', () =>
    inOneBrandDay(async () => {
      const { p, cardId } = await readyPlayer();
      const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(p, cardId)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.body.code === 'DAILY_WITHDRAWALS_REACHED')).toHaveLength(3);
      expect(await balance(p)).toBe(4_700_000);
    }));

  it('a request sent again while it runs is answered with its withdrawal, also when it is the last of the day', () =>
    inOneBrandDay(async () => {
      // the test client sends a call again when the dev proxy drops its connection (tests/gateway/client.ts), and a
      // real client retries the same way: the first copy may still be running and take the day's last withdrawal
      const { p, cardId } = await readyPlayer();
      for (let i = 0; i < 2; i++) expect((await withdraw(p, cardId)).status).toBe(200);
      const requestId = rid();
      const [a, b] = await Promise.all([withdraw(p, cardId, requestId), withdraw(p, cardId, requestId)]);
      expect([a.body.code, b.body.code]).toEqual(['0', '0']);
      expect(a.body.value.orderNo).toBe(b.body.value.orderNo);
      expect(await balance(p)).toBe(4_700_000);
    }));
});
