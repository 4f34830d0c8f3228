/**
 * Forgotten password (docs/product.md 2.4, 4, 7.1; routes/recovery.ts): by e-mail, a temporary
 * password sent to the account's address (dev outbox) that works beside the old one for 30
 * minutes; by phone, an SMS code, then the new password, which logs the player in. The send
 * limits are the route's (lib/send-throttle.ts), before these steps.
 */
import type { ForgotEmailAnswer, ForgotSmsAnswer } from '@shared/api/login';
import { findMemberById, sendToOutbox } from '../db/queries/accounts';
import { findMemberByUsernameAndEmail, resetPasswordByPhone, savePasswordReset } from '../db/queries/recovery';
import type { LoginVisit } from '../lib/visitor';
import { phoneDestination } from './accounts';
import { type LoginStep, secondFactorStep, startSession } from './login';
import { passwordMeetsRule } from './member-profile';
import { done, type Outcome, refuse } from './outcome';
import { hashPassword } from './passwords';
import { FORGOT_CODE_TTL_MS, RESET_TTL_MS, temporaryPassword } from './recovery';
import { checkCode, memberByMobile, sendCode, spendCode } from './sms-codes';

/** The temporary password to the account with both the username and the e-mail; 404 USER_EMAIL_NOT_FOUND otherwise. */
export async function forgotByEmail(db: D1Database, merchant: string, username: string, email: string): Promise<Outcome<ForgotEmailAnswer>> {
  const member = await findMemberByUsernameAndEmail(db, merchant, username, email);
  if (!member) return refuse(404, 'USER_EMAIL_NOT_FOUND', 'Username/e-mail does not exist');
  const now = Date.now();
  const temp = temporaryPassword();
  await savePasswordReset(db, { member_id: member.id, temp_hash: await hashPassword(temp), created_at: now, expires_at: now + RESET_TTL_MS });
  await sendToOutbox(db, { merchant_code: merchant, channel: 'email', destination: member.email, code: temp, purpose: 'password_reset', created_at: now });
  return done({ expirationTime: now + RESET_TTL_MS });
}

/** Step 1 by phone: a code to a registered number; 404 MOBILE_NOT_FOUND otherwise. */
export async function sendForgotCode(db: D1Database, merchant: string, dialingCode: string, mobile: string): Promise<Outcome<ForgotSmsAnswer>> {
  if (!(await memberByMobile(db, merchant, dialingCode, mobile))) return refuse(404, 'MOBILE_NOT_FOUND', 'No account has this mobile number');
  const sent = await sendCode(db, merchant, phoneDestination(dialingCode, mobile), 'forgot', FORGOT_CODE_TTL_MS);
  return done({ expirationTime: sent + FORGOT_CODE_TTL_MS });
}

/**
 * Step 2 by phone: the code checks out and the new password passes the brand's rule (a weak
 * one leaves the code good for another try), then it is set, every other session ends and a
 * new one starts.
 */
export async function resetByCode(
  db: D1Database,
  merchant: string,
  visit: LoginVisit,
  r: { dialingCode: string; mobile: string; code: string; newPassword: string },
): Promise<Outcome<LoginStep>> {
  const member = await memberByMobile(db, merchant, r.dialingCode, r.mobile);
  const now = Date.now();
  const codeId = member ? await checkCode(db, merchant, phoneDestination(r.dialingCode, r.mobile), 'forgot', r.code, now) : null;
  if (!member || codeId === null) return refuse(400, 'CODE_INVALID', 'Wrong or expired verification code');
  if (!(await passwordMeetsRule(db, merchant, r.newPassword))) return refuse(400, 'WEAK_PASSWORD', 'The new password does not meet the password rule');
  await spendCode(db, codeId, now);
  await resetPasswordByPhone(db, member.id, await hashPassword(r.newPassword), now);
  const updated = (await findMemberById(db, member.id))!;
  // the SMS code alone does not let a member with a second factor in: the new password is set, the session waits for the code
  return done((await secondFactorStep(db, visit, updated, 'LOGIN')) ?? (await startSession(db, visit, updated)));
}
