/** /wps/member/*: member info and password change (token required). */
import { Hono } from 'hono';
import type { MemberInfo } from '@shared/contract';
import { passwordChangeSchema } from '@shared/schemas-login';
import { birthdayRequestSchema, type Birthday } from '@shared/contract-protection';
import { findMemberById, memberBirthday, setMemberBirthday, updatePassword } from '../db/queries/accounts';
import { findRegisterSettings } from '../db/queries/merchants';
import { passwordAcceptable, toMemberInfo } from '../domain/accounts';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { birthdayRefusal } from '../lib/birthday-answer';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { requireSession } from '../middleware/session';

export const member = new Hono<AppEnv>();

member.use('*', requireSession);

member.get('/info', async (c) => {
  const row = await findMemberById(c.env.DB, c.var.session.member_id);
  return row ? ok<MemberInfo>(c, toMemberInfo(row)) : fail(c, 401, 'NOT_LOGGED_IN', 'Not logged in, please login');
});

/**
 * Change password: new === confirm (PASSWORD_MISMATCH), new passes the brand's password
 * rule and is not 123456 (WEAK_PASSWORD), old is right (OLD_PASSWORD_WRONG). Other sessions end.
 */
member.post('/password', async (c) => {
  const body = await encryptedBody(c, passwordChangeSchema);
  if (!body.ok) return body.response;
  const { oldPassword, newPassword, confirmNewPassword } = body.data;
  if (newPassword !== confirmNewPassword) return fail(c, 400, 'PASSWORD_MISMATCH', 'The new password and its confirmation differ');
  const settings = await findRegisterSettings(c.env.DB, c.var.merchant.code);
  const rule = settings ? toRegisterSettings(settings).fields.password : undefined;
  if (!passwordAcceptable(newPassword, rule)) return fail(c, 400, 'WEAK_PASSWORD', 'The new password does not meet the password rule');
  const row = await findMemberById(c.env.DB, c.var.session.member_id);
  if (!row) return fail(c, 401, 'NOT_LOGGED_IN', 'Not logged in, please login');
  if (!(await verifyPassword(oldPassword, row.password_hash))) return fail(c, 400, 'OLD_PASSWORD_WRONG', 'The old password is wrong');
  await updatePassword(c.env.DB, row.id, await hashPassword(newPassword), Date.now(), c.var.session.token_hash);
  return ok(c, null);
});

/** The profile's birthday. */
member.get('/birthday', async (c) => ok<Birthday>(c, { birthday: await memberBirthday(c.env.DB, c.var.session.member_id) }));

/** Sets the birthday once, through the gateway's own birthday check: nobody under 21. */
member.put('/birthday', async (c) => {
  const body = await jsonBody(c, birthdayRequestSchema);
  if (!body.ok) return body.response;
  const birthday = body.data.birthday.trim();
  const refused = birthdayRefusal(c, birthday);
  if (refused) return refused;
  if (!(await setMemberBirthday(c.env.DB, c.var.session.member_id, birthday))) return fail(c, 409, 'BIRTHDAY_SET', 'The birthday was set before');
  return ok<Birthday>(c, { birthday });
});
