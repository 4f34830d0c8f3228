/**
 * The payment PIN (the 6-digit payment password) and its wrong tries, for every call that
 * checks it: binding a card, withdrawing, transferring to the upline or to a downline. Five
 * wrong in a row lock it for 15 minutes, doubled for each further lock up to a day. A check
 * takes a slot before the PIN is compared, and slots are only as many as the tries left, so
 * parallel guesses cannot get more than five judged; a check that finds every slot taken waits
 * for one (a member's own retries all carrying the right PIN pass one after another).
 * Time is the member's protection clock (real time in production, movable on test servers).
 * A lock also ends every session: whoever was guessing holds a session they should not.
 */
import type { PinAttempts } from '@shared/api/cashier';
import { endEverySession } from '../db/queries/accounts';
import { audit } from '../db/queries/audit';
import { claimPinCheck, pinAttempts, pinRight, pinWrong, type PinRules } from '../db/queries/payment-pin';
import { paymentPasswordHash } from '../db/queries/withdrawals';
import { verifyPassword } from './passwords';
import { protectionNow } from './protection';

export const PIN_TRIES = 5;
export const PIN_RULES: PinRules = { limit: PIN_TRIES, baseMs: 15 * 60_000, maxMs: 24 * 3_600_000, staleMs: 60_000 };
/** how long a check waits for a slot before it is answered as locked for now */
const SLOT_WAIT_MS = 10_000;

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

/** A slot for this check, or the lock's end when the PIN is locked (null: no slot came free in time). */
async function takeSlot(db: D1Database, memberId: number): Promise<{ slot: number; now: number } | { lockedUntil: number } | null> {
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const now = await protectionNow(db, memberId);
    const slot = await claimPinCheck(db, memberId, now, PIN_RULES);
    if (slot !== null) return { slot, now };
    const row = await pinAttempts(db, memberId);
    if (row && row.locked_until > now) return { lockedUntil: row.locked_until };
    if (Date.now() + pause > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Checks the PIN: null when right (the count starts again), else the refusal with the tries
 * left or the lock's end. `optional`: a member without a PIN passes (an agent's transfer).
 */
export async function checkPaymentPin(db: D1Database, who: PinCaller, pin: string | undefined, optional = false): Promise<PinRefusal | null> {
  const hash = await paymentPasswordHash(db, who.memberId);
  if (!hash) return optional ? null : { status: 403, code: 'PAYMENT_PASSWORD_REQUIRED', message: 'Set a payment password first', value: null };
  const trail = (result: string) =>
    audit(db, { merchant: who.merchant, memberId: who.memberId, action: 'PAYMENT_PIN', amount: null, ref: who.action, ip: who.ip, result, at: Date.now() });
  const taken = await takeSlot(db, who.memberId);
  if (taken === null) return { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Other payment password checks are under way; try again', value: null };
  if ('lockedUntil' in taken) {
    // locked: this try is not judged at all
    await trail('REFUSED_LOCKED');
    return locked(taken.lockedUntil);
  }
  if (pin && (await verifyPassword(pin, hash))) {
    await pinRight(db, who.memberId, taken.slot);
    return null;
  }
  const wrong = await pinWrong(db, who.memberId, taken.slot, taken.now, PIN_RULES);
  await trail('WRONG');
  if (wrong.lockedUntil !== null) {
    await trail('LOCKED');
    await endEverySession(db, who.memberId);
    return locked(wrong.lockedUntil);
  }
  const triesLeft = Math.max(0, PIN_TRIES - wrong.failures);
  return { status: 403, code: 'PAYMENT_PASSWORD_WRONG', message: `Wrong payment password: ${triesLeft} tries left`, value: { triesLeft, lockedUntil: null } };
}
