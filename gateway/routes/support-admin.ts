/**
 * /__admin/support (X-Admin-Token): the operator's side of the feedback form and the support
 * tickets. PUT /settings sets a brand's word limits; GET /tickets lists a brand's tickets (of
 * one member with ?username=); POST /tickets/reply answers a ticket, POST /tickets/close closes it.
 */
import { Hono } from 'hono';
import { operatorReplySchema, supportSettingsSchema, ticketRefSchema, type SupportRules } from '@shared/contract-support';
import { findMemberByUsername } from '../db/queries/accounts';
import { addTicketMessage, closeTicket, findTicket, saveSupportSettings, supportSettings, ticketsOfMerchant } from '../db/queries/support';
import { toRules } from '../domain/support';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const supportAdmin = new Hono<AppEnv>();

supportAdmin.use('*', adminToken);

supportAdmin.put('/settings', async (c) => {
  const body = await jsonBody(c, supportSettingsSchema);
  if (!body.ok) return body.response;
  if (!(await saveSupportSettings(c.env.DB, body.data))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  return ok<SupportRules>(c, toRules((await supportSettings(c.env.DB, body.data.merchantCode))!));
});

supportAdmin.get('/tickets', async (c) => {
  const merchantCode = c.req.query('merchantCode') ?? '';
  const username = c.req.query('username');
  let memberId: number | null = null;
  if (username) {
    const m = await findMemberByUsername(c.env.DB, merchantCode, username);
    if (!m) return fail(c, 404, 'NOT_FOUND', 'No such member');
    memberId = m.id;
  }
  return ok(c, await ticketsOfMerchant(c.env.DB, merchantCode, memberId));
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
