/**
 * One-time codes by SMS (the development outbox): a login, a forgotten password and a
 * registration send one and check it the same way. A code is good until it expires, is used,
 * or has been tried CODE_MAX_ATTEMPTS times wrong.
 */
import {
  consumeVerificationCode,
  countVerificationFailure,
  findMemberByMobile,
  latestVerificationCode,
  saveVerificationCode,
  sendToOutbox,
} from '../db/queries/accounts';
import { CODE_MAX_ATTEMPTS, randomDigits } from './accounts';

export type CodePurpose = 'login' | 'forgot' | 'register';

/** The member of the brand with this mobile number, or null. */
export const memberByMobile = (db: D1Database, merchant: string, dialingCode: string, mobile: string) => findMemberByMobile(db, merchant, dialingCode, mobile);

/** A new 6-digit code to `destination` (a phone), good for `ttlMs`: when it was sent. */
export async function sendCode(db: D1Database, merchant: string, destination: string, purpose: CodePurpose, ttlMs: number): Promise<number> {
  const now = Date.now();
  const code = randomDigits(6);
  await saveVerificationCode(db, merchant, destination, purpose, code, now, now + ttlMs);
  await sendToOutbox(db, { merchant_code: merchant, channel: 'sms', destination, code, purpose, created_at: now });
  return now;
}

/** The code sent last to `destination`, checked against `given`: its id when right (still unused), else null; a wrong code counts one try. */
export async function checkCode(db: D1Database, merchant: string, destination: string, purpose: CodePurpose, given: string | undefined, now: number) {
  const sent = await latestVerificationCode(db, merchant, destination, purpose, now);
  if (!sent || sent.attempts >= CODE_MAX_ATTEMPTS) return null;
  if (sent.code !== given?.trim()) {
    await countVerificationFailure(db, sent.id);
    return null;
  }
  return sent.id;
}

/** A right code is used up. */
export const spendCode = (db: D1Database, id: number, now: number) => consumeVerificationCode(db, id, now);
