/**
 * Step-up for money: where the brand turns it on and the member has a second factor, binding
 * a card (STEPUPCARD), the payment password (STEPUPPAYPWD: setting it, lifting its lock) and a
 * withdrawal above the brand's threshold (STEPUPWITHDRAW, `step_up_withdraw_above`) need a
 * proof in the call's `secondFactor` field, judged by domain/second-factor.ts. Without one
 * the call is refused SECOND_FACTOR_REQUIRED naming the step, so the page can ask for it.
 */
import type { SecondFactorProof } from '@shared/api/second-factor';
import { withdrawStepUpAbove } from '../db/queries/second-factor';
import { moduleOn } from './brand';
import { auditCall, type Caller } from './caller';
import type { Refusal } from './outcome';
import { checkSecondFactor, methodsOf, secondFactorCaller } from './second-factor';

export type MoneyStep = 'BIND_CARD' | 'PAYMENT_PASSWORD' | 'WITHDRAW';

const MODULES: Record<MoneyStep, string> = { BIND_CARD: 'STEPUPCARD', PAYMENT_PASSWORD: 'STEPUPPAYPWD', WITHDRAW: 'STEPUPWITHDRAW' };

/** Whether this step asks this member for the second factor (the brand's switch, the threshold, a method to answer with). */
async function asks(db: D1Database, who: Caller, step: MoneyStep, amount: number | null): Promise<boolean> {
  if (!(await moduleOn(db, who.merchant, MODULES[step]))) return false;
  if (step === 'WITHDRAW' && (amount ?? 0) <= (await withdrawStepUpAbove(db, who.merchant))) return false;
  return (await methodsOf(db, secondFactorCaller(who))).length > 0;
}

/** null when the step may go on (not asked, or proven), else the refusal, audited under the step. */
export async function stepUpRefusal(
  db: D1Database,
  who: Caller,
  step: MoneyStep,
  proof: SecondFactorProof | undefined,
  amount: number | null = null,
): Promise<Refusal | null> {
  if (!(await asks(db, who, step, amount))) return null;
  const refused = await checkSecondFactor(db, secondFactorCaller(who), step, proof);
  if (refused) await auditCall(db, who, step, amount, null, refused.code);
  return refused;
}
