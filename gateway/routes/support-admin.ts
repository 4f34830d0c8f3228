/**
 * /__admin/support (X-Admin-Token): the operator's side of the feedback form and the support
 * tickets. PUT /settings sets a brand's word limits; GET /tickets lists a brand's tickets with
 * their replies and GET /feedback its feedback (of one member with ?username=), each with the
 * paths of its images, which GET /images/{feedback|ticket}/{id}/{index}?merchantCode= serves;
 * POST /tickets/reply answers a ticket, POST /tickets/close closes it.
 */
import { Hono, type Context } from 'hono';
import { operatorReplySchema, supportSettingsSchema, ticketRefSchema, type SupportRules } from '@shared/contract-support';
import { findMemberByUsername } from '../db/queries/accounts';
import {
  addTicketMessage,
  closeTicket,
  feedbackOfMerchant,
  findTicket,
  messagesOfTickets,
  saveSupportSettings,
  supportImageKeys,
  supportSettings,
  ticketsOfMerchant,
} from '../db/queries/support';
import { imagePaths, ticketNo, toRules } from '../domain/support';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { imageRef, sendImage } from '../lib/support-images';
import { adminToken } from '../middleware/admin-token';

export const supportAdmin = new Hono<AppEnv>();

supportAdmin.use('*', adminToken);

supportAdmin.put('/settings', async (c) => {
  const body = await jsonBody(c, supportSettingsSchema);
  if (!body.ok) return body.response;
  if (!(await saveSupportSettings(c.env.DB, body.data))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  return ok<SupportRules>(c, toRules((await supportSettings(c.env.DB, body.data.merchantCode))!));
});

/** ?merchantCode= and an optional ?username=: the member's id (null for the whole brand), or a 404 answer. */
async function whose(c: Context<AppEnv>): Promise<{ merchantCode: string; memberId: number | null } | Response> {
  const merchantCode = c.req.query('merchantCode') ?? '';
  const username = c.req.query('username');
  if (!username) return { merchantCode, memberId: null };
  const m = await findMemberByUsername(c.env.DB, merchantCode, username);
  return m ? { merchantCode, memberId: m.id } : fail(c, 404, 'NOT_FOUND', 'No such member');
}

/** A brand's tickets, newest first (at most 100), with their replies and the operator's paths of their screenshots. */
supportAdmin.get('/tickets', async (c) => {
  const q = await whose(c);
  if (q instanceof Response) return q;
  const rows = await ticketsOfMerchant(c.env.DB, q.merchantCode, q.memberId);
  const messages = await messagesOfTickets(
    c.env.DB,
    rows.map((t) => t.id),
  );
  return ok(
    c,
    rows.map(({ image_keys, ...t }) => ({
      ...t,
      ticketNo: ticketNo(t),
      images: imagePaths('ticket', t.id, image_keys, true),
      messages: messages.filter((m) => m.ticket_id === t.id).map((m) => ({ id: m.id, author: m.author, content: m.content, createdAt: m.created_at })),
    })),
  );
});

/** A brand's feedback, newest first (at most 100), with the operator's paths of its images. */
supportAdmin.get('/feedback', async (c) => {
  const q = await whose(c);
  if (q instanceof Response) return q;
  const rows = await feedbackOfMerchant(c.env.DB, q.merchantCode, q.memberId);
  return ok(
    c,
    rows.map(({ image_keys, ...f }) => ({ ...f, images: imagePaths('feedback', f.id, image_keys, true) })),
  );
});

/** One image of a brand's feedback or ticket (?merchantCode= names the brand), for the operator. */
supportAdmin.get('/images/:owner/:id/:index', async (c) => {
  const ref = imageRef(c);
  if (!ref) return fail(c, 404, 'NOT_FOUND', 'No such image');
  const merchant = c.req.query('merchantCode');
  return sendImage(c, await supportImageKeys(c.env.DB, ref.owner, ref.id, { memberId: null, merchant: merchant || undefined }), ref.index);
});

supportAdmin.post('/tickets/reply', async (c) => {
  const body = await jsonBody(c, operatorReplySchema);
  if (!body.ok) return body.response;
  const ticket = await findTicket(c.env.DB, body.data.ticketId);
  if (!ticket) return fail(c, 404, 'TICKET_NOT_FOUND', 'No such ticket');
  if (!(await addTicketMessage(c.env.DB, { ticketId: ticket.id, author: 'operator', content: body.data.content.trim(), requestId: null, now: Date.now() })))
    return fail(c, 409, 'TICKET_CLOSED', 'The ticket is closed');
  return ok(c, { ticketId: ticket.id, status: 'answered' });
});

supportAdmin.post('/tickets/close', async (c) => {
  const body = await jsonBody(c, ticketRefSchema);
  if (!body.ok) return body.response;
  if (!(await findTicket(c.env.DB, body.data.ticketId))) return fail(c, 404, 'TICKET_NOT_FOUND', 'No such ticket');
  await closeTicket(c.env.DB, body.data.ticketId, Date.now());
  return ok(c, { ticketId: body.data.ticketId, status: 'closed' });
});
