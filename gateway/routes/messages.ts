/**
 * /wps/relay/message/*: messageV2, the member's platform messages (shared/api/member.ts).
 * The unread count the header reads is /wps/relay/message/unread (routes/service.ts).
 * Thin: parse, call (domain/inbox.ts), answer.
 */
import { Hono } from 'hono';
import { MESSAGE_STATUSES, messageIdsSchema, readMessagesSchema, type MessagePage, type MessageState } from '@shared/api/member';
import { deleteMessages, inboxPage, markMessagesRead } from '../domain/inbox';
import { MESSAGE_PAGE_SIZE } from '../domain/messages';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { intParam, oneOf } from '../lib/params';
import { answers } from '../lib/answers';
import { requireSession } from '../middleware/session';

export const messages = new Hono<AppEnv>();

messages.get(
  '/list',
  requireSession,
  answers('GET /wps/relay/message/list', async (c) => {
    const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
    const pageSize = intParam(c.req.query('pageSize'), MESSAGE_PAGE_SIZE, 1, 50);
    const status = oneOf(MESSAGE_STATUSES, c.req.query('status')) ?? 'all';
    return ok<MessagePage>(
      c,
      await inboxPage(c.env.DB, c.var.session.member_id, { unreadOnly: status === 'unread', pageNo, pageSize, lang: contentLanguage(c) }),
    );
  }),
);

/** Marks messages read (the given ids, or all); ids of other members' messages change nothing. */
messages.post(
  '/read',
  requireSession,
  answers('POST /wps/relay/message/read', async (c) => {
    const body = await jsonBody(c, readMessagesSchema);
    if (!body.ok) return body.response;
    return ok<MessageState>(c, await markMessagesRead(c.env.DB, c.var.session.member_id, 'all' in body.data ? 'all' : body.data.ids));
  }),
);

messages.post(
  '/delete',
  requireSession,
  answers('POST /wps/relay/message/delete', async (c) => {
    const body = await jsonBody(c, messageIdsSchema);
    if (!body.ok) return body.response;
    return ok<MessageState>(c, await deleteMessages(c.env.DB, c.var.session.member_id, body.data.ids));
  }),
);
