/**
 * The money paths and the second factor they ask for: the ONE list (MONEY_STEPS) and the ONE
 * check (`moneyStepRefusal`) every call that moves or binds money goes through, so no path can
 * differ from another (tests/gateway/money-steps.test.ts walks every route of the list).
 *
 * Where the brand turns a step on (its module) and the member has a second factor, the call
 * needs a proof in its `secondFactor` field, judged by domain/second-factor.ts: binding a card
 * (STEPUPCARD), the payment password (STEPUPPAYPWD: setting it, lifting its lock), and money
 * leaving the member above the brand's threshold (`step_up_withdraw_above`, STEPUPWITHDRAW): a
 * withdrawal, a transfer to the upline agent, an agent's transfer to a downline. Without one the
 * call is refused SECOND_FACTOR_REQUIRED naming the step, so the page can ask for it. A factor
 * the very session added proves none of these during the brand's cool-off (SECOND_FACTOR_COOLING).
 *
 * Kept apart from the routes and the rest of the money code so it can move with the money code as is.
 */
import type { MoneyStepName, SecondFactorProof } from '@shared/api/second-factor';
import { withdrawStepUpAbove } from '../db/queries/second-factor';
import { moduleOn } from './brand';
import { auditCall, type Caller } from './caller';
import type { Refusal } from './outcome';
import { checkSecondFactor, methodsOf, secondFactorCaller } from './second-factor';

interface MoneyStepRule {
  /** what SECOND_FACTOR_REQUIRED names */
  step: MoneyStepName;
  /** the brand's switch (whitelabel module under SECONDFACTOR) */
  module: 'STEPUPCARD' | 'STEPUPPAYPWD' | 'STEPUPWITHDRAW';
  /** asked only above the brand's threshold (money leaving the member), else always */
  aboveThreshold: boolean;
}

/** Every money path that asks for the step, by its route. */
export const MONEY_STEPS = {
  'POST /wps/cashier/payment-password': { step: 'PAYMENT_PASSWORD', module: 'STEPUPPAYPWD', aboveThreshold: false },
  'POST /wps/cashier/payment-password/unlock': { step: 'PAYMENT_PASSWORD', module: 'STEPUPPAYPWD', aboveThreshold: false },
  'POST /wps/cashier/cards': { step: 'BIND_CARD', module: 'STEPUPCARD', aboveThreshold: false },
  'POST /wps/cashier/withdraw': { step: 'WITHDRAW', module: 'STEPUPWITHDRAW', aboveThreshold: true },
  'POST /wps/cashier/transfer/upline': { step: 'TRANSFER', module: 'STEPUPWITHDRAW', aboveThreshold: true },
  'POST /wps/agent/team/transfer': { step: 'TRANSFER', module: 'STEPUPWITHDRAW', aboveThreshold: true },
} as const satisfies Record<string, MoneyStepRule>;

export type MoneyRoute = keyof typeof MONEY_STEPS;

/** Whether this route asks this member for the second factor (the brand's switch, the threshold, a method to answer with). */
async function asks(db: D1Database, who: Caller, rule: MoneyStepRule, amount: number | null): Promise<boolean> {
  if (!(await moduleOn(db, who.merchant, rule.module))) return false;
  if (rule.aboveThreshold && (amount ?? 0) <= (await withdrawStepUpAbove(db, who.merchant))) return false;
  return (await methodsOf(db, secondFactorCaller(who))).length > 0;
}

/** null when the call may go on (not asked, or proven: the code is used up), else the refusal, audited under the step. */
export async function moneyStepRefusal(
  db: D1Database,
  who: Caller,
  route: MoneyRoute,
  proof: SecondFactorProof | undefined,
  amount: number | null = null,
): Promise<Refusal | null> {
  const rule: MoneyStepRule = MONEY_STEPS[route];
  if (!(await asks(db, who, rule, amount))) return null;
  const refused = await checkSecondFactor(db, secondFactorCaller(who), rule.step, proof);
  if (refused) await auditCall(db, who, rule.step, amount, null, refused.code);
  return refused;
}
