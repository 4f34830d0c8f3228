/**
 * Content calls of docs/product.md 7.3 that are not banners or announcements: the winners board,
 * unread platform messages, the chat URL and chat unread count; and the gateway's own
 * service pages (live chat, VIP service, chat room) that customer service and chat open.
 */
import { Hono } from 'hono';
import type { ChatMessageState, ChatUrl, UnreadCount, Winner } from '@shared/api/content';
import { chatUrlRequestSchema } from '@shared/schemas-content';
import { unreadMessages } from '../domain/inbox';
import { selfOrigins } from '../domain/system';
import { chatRoomPage, expiredChatPage, pageLang, roomMessages, servicePage } from '../domain/service';
import { brandName } from '../domain/brand';
import { chatUnread, enterChat, openChatTicket, winners } from '../domain/service-desk';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { intParam } from '../lib/params';
import { answers } from '../lib/answers';
import { requireSession } from '../middleware/session';

/** Mounted on /wps. */
export const service = new Hono<AppEnv>();

service.get(
  '/winnerBoard',
  answers('GET /wps/winnerBoard', async (c) => {
    const limit = intParam(c.req.query('count'), 10, 1, 50);
    return ok<Winner[]>(c, await winners(c.env.DB, c.var.merchant.code, limit));
  }),
);

service.get(
  '/relay/message/unread',
  requireSession,
  answers('GET /wps/relay/message/unread', async (c) => ok<UnreadCount>(c, await unreadMessages(c.env.DB, c.var.session.member_id))),
);

service.post(
  '/relay/chat/url',
  requireSession,
  answers('POST /wps/relay/chat/url', async (c) => {
    const parsed = chatUrlRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', parsed.error.issues[0]?.message ?? 'bad chat request');
    const ticket = await openChatTicket(c.env.DB, {
      member_id: c.var.session.member_id,
      merchant_code: c.var.merchant.code,
      title: parsed.data.title,
      language: parsed.data.language,
      header_color: parsed.data.headerColor,
    });
    return ok<ChatUrl>(c, { chatUrl: `${selfOrigins(c.req.url)[0]}/service/chat?ticket=${ticket}` });
  }),
);

service.get(
  '/relay/chat/message',
  requireSession,
  answers('GET /wps/relay/chat/message', async (c) => {
    return ok<ChatMessageState>(c, { unReadCount: await chatUnread(c.env.DB, c.var.session.member_id) });
  }),
);

/** Mounted on /service: pages, not envelope calls. */
export const servicePages = new Hono<AppEnv>();

servicePages.get('/chat', async (c) => {
  const row = await enterChat(c.env.DB, c.req.query('ticket') ?? '');
  if (!row) return c.html(expiredChatPage(pageLang(c.req.query('lang'))), 410);
  const lang = pageLang(row.language);
  return c.html(chatRoomPage(row.title, row.header_color, lang, roomMessages(lang)));
});

for (const kind of ['livechat', 'vip'] as const) {
  servicePages.get(`/${kind}`, async (c) => {
    const brand = await brandName(c.env.DB, c.req.query('merchant') ?? '');
    if (brand === null) return c.text('Unknown merchant', 404);
    return c.html(servicePage(kind, brand, pageLang(c.req.query('lang'))));
  });
}
