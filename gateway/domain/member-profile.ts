/** The member's own profile (/wps/member/*): the info, a password change, the birthday set once. */
import { birthdayProblemAt } from '@shared/birthday';
import { MINIMUM_AGE } from '@shared/constants';
import type { MemberInfo } from '@shared/api';
import { findMemberById, memberBirthday, setMemberBirthday, updatePassword } from '../db/queries/accounts';
import { passwordAcceptable, toMemberInfo } from './accounts';
import { registerSettingsOf } from './brand';
import { done, type Outcome, refuse, type Refusal } from './outcome';
import { hashPassword, verifyPassword } from './passwords';

const notLoggedIn = () => refuse(401, 'NOT_LOGGED_IN', 'Not logged in, please login');

export async function memberInfo(db: D1Database, memberId: number): Promise<Outcome<MemberInfo>> {
  const row = await findMemberById(db, memberId);
  return row ? done(toMemberInfo(row)) : notLoggedIn();
}

/** Whether a new password passes the brand's password rule (its register settings) and is not 123456. */
export async function passwordMeetsRule(db: D1Database, merchant: string, password: string): Promise<boolean> {
  return passwordAcceptable(password, (await registerSettingsOf(db, merchant))?.fields.password);
}

/**
 * Change password: new === confirm (PASSWORD_MISMATCH), new passes the brand's password
 * rule and is not 123456 (WEAK_PASSWORD), old is right (OLD_PASSWORD_WRONG). Every session but
 * the caller's ends.
 */
export async function changePassword(
  db: D1Database,
  merchant: string,
  session: { member_id: number; token_hash: string },
  p: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<Outcome<null>> {
  if (p.newPassword !== p.confirmNewPassword) return refuse(400, 'PASSWORD_MISMATCH', 'The new password and its confirmation differ');
  if (!(await passwordMeetsRule(db, merchant, p.newPassword))) return refuse(400, 'WEAK_PASSWORD', 'The new password does not meet the password rule');
  const row = await findMemberById(db, session.member_id);
  if (!row) return notLoggedIn();
  if (!(await verifyPassword(p.oldPassword, row.password_hash))) return refuse(400, 'OLD_PASSWORD_WRONG', 'The old password is wrong');
  await updatePassword(db, row.id, await hashPassword(p.newPassword), Date.now(), session.token_hash);
  return done(null);
}

/** Why a birthday is refused (400 BAD_REQUEST not a date; 403 UNDERAGE under 21 on the brand's day in `timeZone`), or null. */
export function birthdayRefusalAt(birthday: string, timeZone: string): Refusal | null {
  const problem = birthdayProblemAt(birthday, timeZone);
  if (problem === 'invalid') return refuse(400, 'BAD_REQUEST', 'The birthday must be a date, yyyy-MM-dd');
  if (problem === 'underage') return refuse(403, 'UNDERAGE', `You must be ${MINIMUM_AGE} years or older`, { minimumAge: MINIMUM_AGE });
  return null;
}

export const birthdayOf = (db: D1Database, memberId: number) => memberBirthday(db, memberId);

/** Sets the birthday once (a change goes through customer service); checked for age by the route first. */
export async function setBirthday(db: D1Database, memberId: number, birthday: string): Promise<Outcome<{ birthday: string }>> {
  if (!(await setMemberBirthday(db, memberId, birthday))) return refuse(409, 'BIRTHDAY_SET', 'The birthday was set before');
  return done({ birthday });
}
