/**
 * Content calls of docs/product.md 7.3 that are not banners or announcements: the winners board,
 * unread platform messages, the chat URL and chat unread count; and the gateway's own
 * service pages (live chat, VIP service, chat room) that customer service and chat open.
 */
import { Hono } from 'hono';
import type { ChatMessageState, ChatUrl, UnreadCount, Winner } from '@shared/contract-content';
import { chatUrlRequestSchema } from '@shared/schemas-content';
import { findMerchant } from '../db/queries/merchants';
import { countOpenedChatTickets, countUnreadMessages, findChatTicket, insertChatTicket, listWinners, spendChatTicket } from '../db/queries/service';
import { selfOrigins } from '../domain/system';
import { CHAT_TICKET_TTL_MS, chatRoomPage, expiredChatPage, pageLang, ROOM_MESSAGE_COUNT, roomMessages, servicePage, winnerBoard } from '../domain/service';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { intParam } from '../lib/params';
import { requireSession } from '../middleware/session';

/** Mounted on /wps. */
export const service = new Hono<AppEnv>();

service.get('/winnerBoard', async (c) => {
  const limit = intParam(c.req.query('count'), 10, 1, 50);
  const { rounds, seeded } = await listWinners(c.env.DB, c.var.merchant.code, limit);
  return ok<Winner[]>(c, winnerBoard(rounds, seeded, limit));
});

service.get('/relay/message/unread', requireSession, async (c) => ok<UnreadCount>(c, await countUnreadMessages(c.env.DB, c.var.session.member_id)));

service.post('/relay/chat/url', requireSession, async (c) => {
  const parsed = chatUrlRequestSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', parsed.error.issues[0]?.message ?? 'bad chat request');
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const ticket = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  await insertChatTicket(c.env.DB, {
    ticket,
    member_id: c.var.session.member_id,
    merchant_code: c.var.merchant.code,
    title: parsed.data.title,
    language: parsed.data.language,
    header_color: parsed.data.headerColor,
    expires_at: Date.now() + CHAT_TICKET_TTL_MS,
  });
  return ok<ChatUrl>(c, { chatUrl: `${selfOrigins(c.req.url)[0]}/service/chat?ticket=${ticket}` });
});

service.get('/relay/chat/message', requireSession, async (c) => {
  const opened = await countOpenedChatTickets(c.env.DB, c.var.session.member_id);
  return ok<ChatMessageState>(c, { unReadCount: opened > 0 ? 0 : ROOM_MESSAGE_COUNT });
});

/** Mounted on /service: pages, not envelope calls. */
export const servicePages = new Hono<AppEnv>();

servicePages.get('/chat', async (c) => {
  const ticket = c.req.query('ticket') ?? '';
  const row = ticket ? await findChatTicket(c.env.DB, ticket) : null;
  if (!row || row.expires_at <= Date.now()) return c.html(expiredChatPage(pageLang(c.req.query('lang'))), 410);
  await spendChatTicket(c.env.DB, ticket);
  const lang = pageLang(row.language);
  return c.html(chatRoomPage(row.title, row.header_color, lang, roomMessages(lang)));
});

for (const kind of ['livechat', 'vip'] as const) {
  servicePages.get(`/${kind}`, async (c) => {
    const merchant = await findMerchant(c.env.DB, c.req.query('merchant') ?? '');
    if (!merchant) return c.text('Unknown merchant', 404);
    return c.html(servicePage(kind, merchant.brand_name, pageLang(c.req.query('lang'))));
  });
}
