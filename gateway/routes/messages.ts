/**
 * /wps/relay/message/*: messageV2, the member's platform messages (shared/contract-member.ts).
 * The unread count the header reads is /wps/relay/message/unread (routes/service.ts).
 * Thin: parse, call, answer.
 */
import { Hono } from 'hono';
import { MESSAGE_STATUSES, messageIdsSchema, readMessagesSchema, type MessagePage, type MessageState } from '@shared/contract-member';
import { deleteMessages, markRead, pageMessages } from '../db/queries/messages';
import { countUnreadMessages } from '../db/queries/service';
import { MESSAGE_PAGE_SIZE, toPlatformMessage } from '../domain/messages';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { intParam, oneOf, totalPages } from '../lib/params';
import { requireSession } from '../middleware/session';

export const messages = new Hono<AppEnv>();

messages.get('/list', requireSession, async (c) => {
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
  const pageSize = intParam(c.req.query('pageSize'), MESSAGE_PAGE_SIZE, 1, 50);
  const status = oneOf(MESSAGE_STATUSES, c.req.query('status')) ?? 'all';
  const found = await pageMessages(c.env.DB, c.var.session.member_id, { unreadOnly: status === 'unread', pageNo, pageSize, lang: contentLanguage(c) });
  return ok<MessagePage>(c, {
    list: found.list.map(toPlatformMessage),
    pageNo,
    totalPages: totalPages(found.total, pageSize),
    total: found.total,
    unread: found.unread,
  });
});

/** Marks messages read (the given ids, or all); ids of other members' messages change nothing. */
messages.post('/read', requireSession, async (c) => {
  const body = await jsonBody(c, readMessagesSchema);
  if (!body.ok) return body.response;
  const memberId = c.var.session.member_id;
  await markRead(c.env.DB, memberId, 'all' in body.data ? 'all' : body.data.ids, Date.now());
  return ok<MessageState>(c, { unread: await countUnreadMessages(c.env.DB, memberId) });
});

messages.post('/delete', requireSession, async (c) => {
  const body = await jsonBody(c, messageIdsSchema);
  if (!body.ok) return body.response;
  const memberId = c.var.session.member_id;
  await deleteMessages(c.env.DB, memberId, body.data.ids, Date.now());
  return ok<MessageState>(c, { unread: await countUnreadMessages(c.env.DB, memberId) });
});
