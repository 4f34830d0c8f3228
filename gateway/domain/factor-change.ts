/**
 * A change of the member's second factor (adding or removing a passkey, turning the
 * authenticator on or off, new recovery codes: shared/api/second-factor.ts FactorChangeStep)
 * needs a fresh proof of a factor the account has, or its login password when it has none,
 * judged by the one second-factor check (domain/second-factor.ts, under its guess limit). A
 * session cookie alone changes nothing. Each change is then written in the login history
 * ('factor_changed') and announced to the member's other sessions (lib/factor-change.ts).
 */
import type { FactorChangeStep, SecondFactorProof } from '@shared/api/second-factor';
import type { LoginVisit } from '../lib/visitor';
import { auditCall, type Caller } from './caller';
import type { Refusal } from './outcome';
import { logLogin } from './protection';
import { checkSecondFactor, secondFactorCaller } from './second-factor';

/** null when the change may go on (proven now: the code is used up), else the refusal, audited under the step. */
export async function factorChangeRefusal(db: D1Database, who: Caller, step: FactorChangeStep, proof: SecondFactorProof | undefined): Promise<Refusal | null> {
  const refused = await checkSecondFactor(db, secondFactorCaller(who), step, proof);
  if (refused) await auditCall(db, who, 'SECOND_FACTOR_CHANGE', null, step, refused.code);
  return refused;
}

/** The change in the member's login history, with the address and device it was made from. */
export const recordFactorChange = (db: D1Database, visit: LoginVisit, who: Caller) => logLogin(db, visit, who.member, 'factor_changed');
