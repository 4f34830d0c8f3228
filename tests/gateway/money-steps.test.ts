/**
 * The one list of money paths (gateway/domain/money-steps.ts MONEY_STEPS), walked route by route:
 * an agent with the authenticator on (and an upline agent and a downline of its own) calls each
 * one as a stolen session would, with the PIN and no code, and each answers SECOND_FACTOR_REQUIRED
 * naming its step; money leaving at the threshold is not asked. A route added to the list without
 * a walk here, or a walk of a route the list lacks, fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRegistered } from '@shared/api/agent';
import type { BankCard } from '@shared/api/cashier';
import { MONEY_STEPS, type MoneyRoute } from '@gateway/domain/money-steps';
import { type Answer, admin } from './client';
import { call, freshIp } from './accounts-client';
import { type Player, playerOf } from './players';
import { nextCode, turnOnTotp } from './totp-client';

const PIN = '246810';
const THRESHOLD = 1_000_000;
const ABOVE = 1_500_000;
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const uniq = () => Math.random().toString(36).slice(2, 10);

let agent: Player;
let secret: string;
let downlineId: number;
let cardId: number;

/** Each money route's call, with the PIN and `amount` where it moves money, and the proof when given. */
const WALK: Record<MoneyRoute, (amount: number, secondFactor?: unknown) => Promise<Answer<unknown>>> = {
  'POST /wps/cashier/payment-password': (_amount, secondFactor) => call('POST', '/wps/cashier/payment-password', { paymentPassword: PIN, secondFactor }, agent),
  'POST /wps/cashier/payment-password/unlock': (_amount, secondFactor) =>
    call('POST', '/wps/cashier/payment-password/unlock', { password: agent.password, secondFactor }, { ...agent, encrypted: true }),
  'POST /wps/cashier/cards': (_amount, secondFactor) =>
    call(
      'POST',
      '/wps/cashier/cards',
      { bankName: 'ACB', accountName: 'TRAN THI B', accountNo: '4111111111111111', paymentPassword: PIN, secondFactor },
      agent,
    ),
  'POST /wps/cashier/withdraw': (amount, secondFactor) =>
    call('POST', '/wps/cashier/withdraw', { cardId, amount, paymentPassword: PIN, requestId: rid(), secondFactor }, agent),
  'POST /wps/cashier/transfer/upline': (amount, secondFactor) =>
    call('POST', '/wps/cashier/transfer/upline', { amount, paymentPassword: PIN, requestId: rid(), secondFactor }, agent),
  'POST /wps/agent/team/transfer': (amount, secondFactor) =>
    call('POST', '/wps/agent/team/transfer', { memberId: downlineId, amount, paymentPassword: PIN, requestId: rid(), secondFactor }, agent),
};

beforeAll(async () => {
  await admin('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: THRESHOLD });
  // an agent under the demo agent: it has an upline to send to and a downline of its own
  const username = `ms_${uniq()}`;
  const made = await admin('POST', '/members', {
    merchantCode: 'DEMO',
    username,
    password: 'Start1234',
    opening: 10_000_000,
    type: 1,
    affiliateCode: 'DEMOAGENT',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  agent = await playerOf(username, 'Start1234', freshIp());
  const down = await call<AgentRegistered>(
    'POST',
    '/wps/agent/register',
    { username: `md${uniq()}`, password: 'Down1234', confirmPassword: 'Down1234', type: 0 },
    { ...agent, encrypted: true },
  );
  expect(down.status, JSON.stringify(down.body)).toBe(200);
  downlineId = down.body.value.id;
  ({ secret } = await turnOnTotp(agent, { pastCoolOff: true }));
}, 60_000);

afterAll(() => admin('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: THRESHOLD }));

describe('every money path asks for the second factor above the threshold', () => {
  it('the walk covers the list exactly', () => {
    expect(Object.keys(WALK).sort()).toEqual(Object.keys(MONEY_STEPS).sort());
    expect(Object.keys(MONEY_STEPS)).toEqual(
      expect.arrayContaining(['POST /wps/cashier/transfer/upline', 'POST /wps/agent/team/transfer', 'POST /wps/cashier/cards', 'POST /wps/cashier/withdraw']),
    );
  });

  it('each route, with the PIN and no code, is refused naming its step; with a code it goes through; at the threshold money is not asked', async () => {
    for (const route of Object.keys(WALK) as MoneyRoute[]) {
      const rule = MONEY_STEPS[route];
      const refused = await WALK[route](ABOVE);
      expect(refused.status, `${route}: ${JSON.stringify(refused.body)}`).toBe(403);
      expect(refused.body, route).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { step: rule.step, methods: ['totp'] } });
      if (rule.aboveThreshold) {
        const small = await WALK[route](THRESHOLD);
        expect(small.status, `${route} at the threshold: ${JSON.stringify(small.body)}`).toBe(200);
      }
      const proven = await WALK[route](ABOVE, { kind: 'totp', code: await nextCode(agent, secret) });
      expect(proven.status, `${route} with a code: ${JSON.stringify(proven.body)}`).toBe(200);
      if (route === 'POST /wps/cashier/cards') cardId = (proven.body.value as BankCard[])[0]!.id;
    }
  });
});
