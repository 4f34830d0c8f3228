/**
 * Step-up for money: a member with the authenticator on proves it when binding a card, setting
 * the payment password and withdrawing above the brand's threshold; without a proof the call is
 * refused SECOND_FACTOR_REQUIRED naming the step. A brand's switch turns a step off.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BankCard } from '@shared/api/cashier';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { call } from './accounts-client';
import { admin } from './client';
import { newPlayer, type Player } from './players';
import { nextCode, turnOnTotp } from './totp-client';

const PIN = '246810';
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const card = (extra: object = {}) => ({ bankName: 'ACB', accountName: 'TRAN THI B', accountNo: '4111111111111111', paymentPassword: PIN, ...extra });
const bind = (p: Player, extra: object = {}) => call<BankCard[] | SecondFactorRequired>('POST', '/wps/cashier/cards', card(extra), p);
const module = (modId: string, on: boolean) => admin('POST', '/modules', { merchantCode: 'DEMO', modId, on });

afterAll(async () => {
  await module('STEPUPCARD', true);
  await admin('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: 1_000_000 });
});

describe('step-up for money', () => {
  it('the payment password, a new card and a withdrawal above the threshold ask for the code; with it they go through', async () => {
    const p = await newPlayer(5_000_000);
    const { secret } = await turnOnTotp(p, { pastCoolOff: true });
    const noProof = await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, p);
    expect(noProof.status).toBe(403);
    expect(noProof.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'PAYMENT_PASSWORD', methods: ['totp'] } });
    const set = await call(
      'POST',
      '/wps/cashier/payment-password',
      { paymentPassword: PIN, secondFactor: { kind: 'totp', code: await nextCode(p, secret) } },
      p,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const refused = await bind(p);
    expect(refused.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'BIND_CARD', methods: ['totp'] } });
    expect((await bind(p, { secondFactor: { kind: 'totp', code: '000000' } })).body.code).toBe('SECOND_FACTOR_WRONG');
    const bound = await bind(p, { secondFactor: { kind: 'totp', code: await nextCode(p, secret) } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const cardId = (bound.body.value as BankCard[])[0]!.id;

    await admin('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: 1_000_000 });
    // at the threshold: not asked
    const small = await call('POST', '/wps/cashier/withdraw', { cardId, amount: 1_000_000, paymentPassword: PIN, requestId: rid() }, p);
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    const big = { cardId, amount: 1_500_000, paymentPassword: PIN, requestId: rid() };
    const asked = await call('POST', '/wps/cashier/withdraw', big, p);
    expect(asked.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: 'WITHDRAW' } });
    const paid = await call('POST', '/wps/cashier/withdraw', { ...big, secondFactor: { kind: 'totp', code: await nextCode(p, secret) } }, p);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('a member without a second factor is not asked, nor is anyone when the brand turns the step off', async () => {
    const plain = await newPlayer();
    expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN }, plain)).status).toBe(200);
    expect((await bind(plain)).status).toBe(200);

    const p = await newPlayer();
    const { secret } = await turnOnTotp(p, { pastCoolOff: true });
    await call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN, secondFactor: { kind: 'totp', code: await nextCode(p, secret) } }, p);
    await module('STEPUPCARD', false);
    expect((await bind(p)).status).toBe(200);
  });
});
