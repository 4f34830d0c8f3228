/**
 * /__admin/support (X-Admin-Token): the operator's side of the feedback form and the support
 * tickets (domain/support-admin.ts). PUT /settings sets a brand's word limits; GET /tickets
 * lists a brand's tickets with their replies and GET /feedback its feedback (of one member with
 * ?username=), each with the paths of its images, which GET /images/{feedback|ticket}/{id}/{index}?merchantCode=
 * serves; POST /tickets/reply answers a ticket, POST /tickets/close closes it.
 */
import { Hono } from 'hono';
import { operatorReplySchema, supportSettingsSchema, ticketRefSchema, type SupportRules } from '@shared/api/support';
import { closeTicketNow, feedbackForOperator, operatorImageKeys, replyToTicket, saveSupportRules, ticketsForOperator } from '../domain/support-admin';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { answer } from '../lib/answer';
import { imageRef, sendImage } from '../lib/support-images';
import { adminToken } from '../middleware/admin-token';

export const supportAdmin = new Hono<AppEnv>();

supportAdmin.use('*', adminToken);

supportAdmin.put('/settings', async (c) => {
  const body = await jsonBody(c, supportSettingsSchema);
  if (!body.ok) return body.response;
  const rules = await saveSupportRules(c.env.DB, body.data);
  return rules ? ok<SupportRules>(c, rules) : fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
});

/** A brand's tickets (?merchantCode=, of one member with ?username=), newest first (at most 100), with their replies and the operator's paths of their screenshots. */
supportAdmin.get('/tickets', async (c) => {
  const tickets = await ticketsForOperator(c.env.DB, c.req.query('merchantCode') ?? '', c.req.query('username'));
  return tickets ? ok(c, tickets) : fail(c, 404, 'NOT_FOUND', 'No such member');
});

/** A brand's feedback (?merchantCode=, of one member with ?username=), newest first (at most 100), with the operator's paths of its images. */
supportAdmin.get('/feedback', async (c) => {
  const feedback = await feedbackForOperator(c.env.DB, c.req.query('merchantCode') ?? '', c.req.query('username'));
  return feedback ? ok(c, feedback) : fail(c, 404, 'NOT_FOUND', 'No such member');
});

/** One image of a brand's feedback or ticket (?merchantCode= names the brand), for the operator. */
supportAdmin.get('/images/:owner/:id/:index', async (c) => {
  const ref = imageRef(c);
  if (!ref) return fail(c, 404, 'NOT_FOUND', 'No such image');
  return sendImage(c, await operatorImageKeys(c.env.DB, ref.owner, ref.id, c.req.query('merchantCode') || undefined), ref.index);
});

supportAdmin.post('/tickets/reply', async (c) => {
  const body = await jsonBody(c, operatorReplySchema);
  if (!body.ok) return body.response;
  return answer(c, await replyToTicket(c.env.DB, body.data.ticketId, body.data.content));
});

supportAdmin.post('/tickets/close', async (c) => {
  const body = await jsonBody(c, ticketRefSchema);
  if (!body.ok) return body.response;
  return answer(c, await closeTicketNow(c.env.DB, body.data.ticketId));
});
