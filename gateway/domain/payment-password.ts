/**
 * The member's payment password and bank cards (routes/withdrawals.ts): the password set once,
 * its lock lifted with the login password, and a card bound only with it; each also asks a
 * member with a second factor for it where the brand says so (domain/money-steps.ts). Counting wrong
 * tries: domain/payment-pin.ts.
 */
import { cardNumberValid } from '@shared/cashier-rules';
import type { BankCard, PinAttempts } from '@shared/api/cashier';
import type { SecondFactorProof } from '@shared/api/second-factor';
import { endEverySession } from '../db/queries/accounts';
import { unlockPin } from '../db/queries/payment-pin';
import { insertCard, listCards, setPaymentPassword as storePaymentPassword } from '../db/queries/withdrawals';
import { auditCall, type Caller } from './caller';
import { pinRefusal } from './money-refusals';
import { done, type Outcome, refuse } from './outcome';
import { hashPassword, verifyPassword } from './passwords';
import { PIN_TRIES } from './payment-pin';
import { moneyStepRefusal } from './money-steps';
import { toBankCard } from './withdrawals';

/** Sets the payment password once; a member with a second factor proves it first where the brand asks (step-up). */
export async function setPaymentPassword(db: D1Database, who: Caller, paymentPassword: string, proof?: SecondFactorProof): Promise<Outcome<null>> {
  const stepped = await moneyStepRefusal(db, who, 'POST /wps/cashier/payment-password', proof);
  if (stepped) return stepped;
  if (!(await storePaymentPassword(db, who.member.id, await hashPassword(paymentPassword), Date.now())))
    return refuse(409, 'PAYMENT_PASSWORD_SET', 'The payment password is set already');
  return done(null);
}

/**
 * Lifts the member's own PIN lock after re-entering the login password. A wrong password ends
 * every session, so each further guess costs a whole login with its captcha and second step.
 */
export async function unlockPaymentPassword(db: D1Database, who: Caller, password: string, proof?: SecondFactorProof): Promise<Outcome<PinAttempts>> {
  const { member } = who;
  if (!(await verifyPassword(password, member.password_hash))) {
    await auditCall(db, who, 'PAYMENT_PIN_UNLOCK', null, null, 'OLD_PASSWORD_WRONG');
    await endEverySession(db, member.id);
    return refuse(400, 'OLD_PASSWORD_WRONG', 'The password is wrong; log in again');
  }
  const stepped = await moneyStepRefusal(db, who, 'POST /wps/cashier/payment-password/unlock', proof);
  if (stepped) return stepped;
  await unlockPin(db, member.id);
  await auditCall(db, who, 'PAYMENT_PIN_UNLOCK', null, null, 'UNLOCKED');
  return done({ triesLeft: PIN_TRIES, lockedUntil: null });
}

export const memberCards = async (db: D1Database, memberId: number): Promise<BankCard[]> => (await listCards(db, memberId)).map(toBankCard);

/** Binds a card with the payment password; the number must pass its check and be bound nowhere yet. Every card after. */
export async function bindCard(
  db: D1Database,
  who: Caller,
  card: { bankName: string; accountName: string; accountNo: string; paymentPassword: string; secondFactor?: SecondFactorProof | undefined },
): Promise<Outcome<BankCard[]>> {
  const refused = await pinRefusal(db, who, card.paymentPassword, 'BIND_CARD');
  if (refused) return refused;
  // after the PIN: a proof is used up only once the PIN is right, so a wrong PIN costs no code
  const stepped = await moneyStepRefusal(db, who, 'POST /wps/cashier/cards', card.secondFactor);
  if (stepped) return stepped;
  if (!cardNumberValid(card.accountNo)) return refuse(400, 'CARD_INVALID', 'The card number fails its check');
  const added = await insertCard(db, {
    member_id: who.member.id,
    bank_name: card.bankName,
    account_name: card.accountName,
    account_no: card.accountNo,
    created_at: Date.now(),
  });
  if (!added) return refuse(409, 'CARD_TAKEN', 'This account is bound already');
  return done(await memberCards(db, who.member.id));
}
