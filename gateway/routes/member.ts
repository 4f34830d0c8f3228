/** /wps/member/*: member info and password change (token required). Thin: parse, call (domain/member-profile.ts), answer. */
import { Hono } from 'hono';
import { passwordChangeSchema } from '@shared/schemas-login';
import { birthdayRequestSchema, type Birthday } from '@shared/api/protection';
import { birthdayOf, changePassword, memberInfo, setBirthday } from '../domain/member-profile';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { birthdayRefusal } from '../lib/birthday-answer';
import { encryptedBody, jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';
import { requireSession } from '../middleware/session';

export const member = new Hono<AppEnv>();

member.use('*', requireSession);

member.get(
  '/info',
  answers('GET /wps/member/info', async (c) => answer(c, await memberInfo(c.env.DB, c.var.session.member_id))),
);

/** Change password (domain/member-profile.ts changePassword): other sessions end. */
member.post(
  '/password',
  answers('POST /wps/member/password', async (c) => {
    const body = await encryptedBody(c, passwordChangeSchema);
    if (!body.ok) return body.response;
    const changed = await changePassword(c.env.DB, c.var.merchant.code, c.var.session, body.data);
    // the other sessions' live sockets close with them: each ended session's `session.ended` is the database's note (domain/live.ts liveNotes)
    return answer(c, changed);
  }),
);

/** The profile's birthday. */
member.get(
  '/birthday',
  answers('GET /wps/member/birthday', async (c) => ok<Birthday>(c, { birthday: await birthdayOf(c.env.DB, c.var.session.member_id) })),
);

/** Sets the birthday once, through the gateway's own birthday check: nobody under 21. */
member.put(
  '/birthday',
  answers('PUT /wps/member/birthday', async (c) => {
    const body = await jsonBody(c, birthdayRequestSchema);
    if (!body.ok) return body.response;
    const birthday = body.data.birthday.trim();
    const refused = birthdayRefusal(c, birthday);
    if (refused) return refused;
    return answer(c, await setBirthday(c.env.DB, c.var.session.member_id, birthday));
  }),
);
