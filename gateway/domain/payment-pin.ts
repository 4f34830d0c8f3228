/**
 * The payment PIN (the 6-digit payment password) and its wrong tries, for every call that
 * checks it: binding a card, withdrawing, transferring to the upline or to a downline. Five
 * wrong in a row lock it for 15 minutes, doubled for each further lock up to a day; parallel
 * guesses cannot get more than five judged (domain/guess-limit.ts, shared with the second factor).
 * A lock also ends every session: whoever was guessing holds a session they should not.
 */
import type { PinAttempts } from '@shared/api/cashier';
import { endEverySession } from '../db/queries/accounts';
import { audit } from '../db/queries/audit';
import { PIN_TABLES } from '../db/queries/payment-pin';
import { paymentPasswordHash } from '../db/queries/withdrawals';
import { type GuessLimit, judgeGuess } from './guess-limit';
import { verifyPassword } from './passwords';

export const PIN_TRIES = 5;
export const PIN_LIMIT: GuessLimit = { tables: PIN_TABLES, rules: { limit: PIN_TRIES, baseMs: 15 * 60_000, maxMs: 24 * 3_600_000, staleMs: 60_000 } };

export type PinRefusal = {
  status: 403 | 429;
  code: 'PAYMENT_PASSWORD_REQUIRED' | 'PAYMENT_PASSWORD_WRONG' | 'PAYMENT_PASSWORD_LOCKED' | 'TOO_MANY_REQUESTS';
  message: string;
  value: PinAttempts | null;
};

export interface PinCaller {
  merchant: string;
  memberId: number;
  ip: string | null;
  /** the call the PIN guards (WITHDRAW, BIND_CARD, TRANSFER_UPLINE, TRANSFER_DOWNLINE), kept in the audit */
  action: string;
}

const locked = (until: number): PinRefusal => ({
  status: 403,
  code: 'PAYMENT_PASSWORD_LOCKED',
  message: `Too many wrong payment passwords: locked until ${new Date(until).toISOString()}`,
  value: { triesLeft: 0, lockedUntil: until },
});

/**
 * Checks the PIN: null when right (the count starts again), else the refusal with the tries
 * left or the lock's end. `optional`: a member without a PIN passes (an agent's transfer).
 */
export async function checkPaymentPin(db: D1Database, who: PinCaller, pin: string | undefined, optional = false): Promise<PinRefusal | null> {
  const hash = await paymentPasswordHash(db, who.memberId);
  if (!hash) return optional ? null : { status: 403, code: 'PAYMENT_PASSWORD_REQUIRED', message: 'Set a payment password first', value: null };
  const trail = (result: string) =>
    audit(db, { merchant: who.merchant, memberId: who.memberId, action: 'PAYMENT_PIN', amount: null, ref: who.action, ip: who.ip, result, at: Date.now() });
  const judged = await judgeGuess(db, PIN_LIMIT, who.memberId, async () => !!pin && (await verifyPassword(pin, hash)));
  if (judged.verdict === 'busy')
    return { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Other payment password checks are under way; try again', value: null };
  if (judged.verdict === 'locked') {
    // locked: this try is not judged at all
    await trail('REFUSED_LOCKED');
    return locked(judged.until);
  }
  if (judged.verdict === 'right') return null;
  await trail('WRONG');
  if (judged.lockedUntil !== null) {
    await trail('LOCKED');
    await endEverySession(db, who.memberId);
    return locked(judged.lockedUntil);
  }
  const { triesLeft } = judged;
  return { status: 403, code: 'PAYMENT_PASSWORD_WRONG', message: `Wrong payment password: ${triesLeft} tries left`, value: { triesLeft, lockedUntil: null } };
}
