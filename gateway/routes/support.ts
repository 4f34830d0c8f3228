/**
 * The member screens that docs/product.md 2.5 namess by label (shared/contract-support.ts):
 *   PUT  /wps/feedback        the feedback form (multipart: requestId, content, images)
 *   GET  /wps/support/rules   the brand's word limits and the ticket's question types
 *   GET  /wps/tickets         the member's own tickets with their replies
 *   POST /wps/tickets         a new ticket (multipart: requestId, questionType, content, images)
 *   POST /wps/tickets/reply   the member's reply to its ticket (JSON)
 *   GET  /wps/feedback        the member's own feedback with its images
 *   GET  /wps/support/images/{feedback|ticket}/{id}/{index}  one of the member's own images
 *   GET  /wps/report/credit   the credit report: the member's wallets by month, from the ledger
 * Behind requireSession and requireRealAccount (gateway/index.ts). Images are checked by content
 * and kept in R2 as the withdrawal proof and the activity application's are.
 */
import { Hono, type Context } from 'hono';
import {
  creditReportQuerySchema,
  feedbackFieldsSchema,
  ticketFieldsSchema,
  ticketReplyLimits,
  ticketReplySchema,
  withinWords,
  type CreditReport,
  type FeedbackItem,
  type FeedbackReceipt,
  type SupportErrorCode,
  type SupportRules,
  type Ticket,
} from '@shared/contract-support';
import {
  addTicketMessage,
  creditFacts,
  findFeedbackByRequest,
  findMessageByRequest,
  findOwnTicket,
  feedbackOf,
  findTicketByRequest,
  insertFeedback,
  supportImageKeys,
  insertTicket,
  supportSettings,
  ticketsOf,
} from '../db/queries/support';
import { checkSubmission, creditPeriod, imageCount, toCreditReport, toFeedbackItem, toRules, toTicket } from '../domain/support';
import type { AppEnv } from '../env';
import { imageRef, sendImage } from '../lib/support-images';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';

type C = Context<AppEnv>;

async function rulesOf(c: C) {
  const s = await supportSettings(c.env.DB, c.var.merchant.code);
  return s ? toRules(s) : null;
}

/** The multipart fields (checked by schema) and the `images` files, or a 400 answer. */
async function multipart<T>(c: C, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }) {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return { ok: false as const, response: fail(c, 400, 'BAD_REQUEST', 'multipart/form-data expected') };
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { ok: false as const, response: fail(c, 400, 'BAD_REQUEST', 'Malformed form') };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (key !== 'images' && typeof value === 'string') fields[key] = value;
  const parsed = schema.safeParse(fields);
  const entries = form.getAll('images') as unknown as (File | string)[];
  const files = entries.filter((f): f is File => typeof f !== 'string');
  if (!parsed.success || files.length !== entries.length) return { ok: false as const, response: fail(c, 400, 'BAD_REQUEST', 'Malformed form') };
  return { ok: true as const, data: parsed.data, files };
}

/** Puts the images in R2 under `prefix`-i.kind: their keys. */
async function storeImages(c: C, prefix: string, images: { bytes: Uint8Array; kind: 'png' | 'jpg' }[]) {
  const keys: string[] = [];
  for (const [i, image] of images.entries()) {
    const key = `${prefix}-${i}.${image.kind}`;
    await c.env.PROMO_UPLOADS.put(key, image.bytes, { httpMetadata: { contentType: image.kind === 'png' ? 'image/png' : 'image/jpeg' } });
    keys.push(key);
  }
  return keys;
}

const refuse = (c: C, code: SupportErrorCode) => fail(c, 400, code, code);

export const support = new Hono<AppEnv>();

support.get('/support/rules', async (c) => {
  const rules = await rulesOf(c);
  return rules ? ok<SupportRules>(c, rules) : fail(c, 403, 'FEATURE_DISABLED', 'No support forms for this brand');
});

/** docs/product.md 7.3 PUT /wps/feedback: content within the brand's {0} to {1} words, up to 3 images. A repeated requestId answers the first receipt. */
support.put('/feedback', async (c) => {
  const form = await multipart(c, feedbackFieldsSchema);
  if (!form.ok) return form.response;
  const memberId = c.var.member.id;
  const { requestId, content } = form.data;
  const receipt = async () => {
    const row = (await findFeedbackByRequest(c.env.DB, memberId, requestId))!;
    return ok<FeedbackReceipt>(c, { id: row.id, imageCount: imageCount(row.image_keys), createdAt: row.created_at });
  };
  if (await findFeedbackByRequest(c.env.DB, memberId, requestId)) return receipt();
  const rules = await rulesOf(c);
  if (!rules) return fail(c, 403, 'FEATURE_DISABLED', 'No feedback form for this brand');
  const checked = await checkSubmission(content, form.files, rules.feedback);
  if (!checked.ok) return refuse(c, checked.code);
  const keys = await storeImages(c, `support/${c.var.merchant.code}/${memberId}/feedback-${requestId}`, checked.images);
  await insertFeedback(c.env.DB, { memberId, content: checked.content, imageKeys: keys, requestId, now: Date.now() });
  return receipt();
});

/** The member's own feedback, newest first, with the paths of its images. */
support.get('/feedback', async (c) => ok<FeedbackItem[]>(c, (await feedbackOf(c.env.DB, c.var.member.id)).map(toFeedbackItem)));

/** One image of the member's own feedback or ticket; another member's (or none) is not found. */
support.get('/support/images/:owner/:id/:index', async (c) => {
  const ref = imageRef(c);
  if (!ref) return fail(c, 404, 'NOT_FOUND', 'No such image');
  return sendImage(c, await supportImageKeys(c.env.DB, ref.owner, ref.id, { memberId: c.var.member.id }), ref.index);
});

/** The member's own tickets, last changed first, each with its replies. */
support.get('/tickets', async (c) => {
  const { tickets, messages } = await ticketsOf(c.env.DB, c.var.member.id);
  return ok<Ticket[]>(
    c,
    tickets.map((t) => toTicket(t, messages)),
  );
});

/** A new ticket: a question type, content within the brand's word limits, up to 3 screenshots. A repeated requestId answers the first ticket. */
support.post('/tickets', async (c) => {
  const form = await multipart(c, ticketFieldsSchema);
  if (!form.ok) return form.response;
  const memberId = c.var.member.id;
  const { requestId, content, questionType } = form.data;
  const answer = async () => ok<Ticket>(c, toTicket((await findTicketByRequest(c.env.DB, memberId, requestId))!, []));
  if (await findTicketByRequest(c.env.DB, memberId, requestId)) return answer();
  const rules = await rulesOf(c);
  if (!rules) return fail(c, 403, 'FEATURE_DISABLED', 'No support tickets for this brand');
  const checked = await checkSubmission(content, form.files, rules.ticket);
  if (!checked.ok) return refuse(c, checked.code);
  const keys = await storeImages(c, `support/${c.var.merchant.code}/${memberId}/ticket-${requestId}`, checked.images);
  await insertTicket(c.env.DB, { memberId, questionType, content: checked.content, imageKeys: keys, requestId, now: Date.now() });
  return answer();
});

/** The member's reply to one of its own tickets (another member's ticket is not found); a closed ticket takes none. */
support.post('/tickets/reply', async (c) => {
  const body = await jsonBody(c, ticketReplySchema);
  if (!body.ok) return body.response;
  const { ticketId, requestId } = body.data;
  const content = body.data.content.trim();
  const ticket = await findOwnTicket(c.env.DB, c.var.member.id, ticketId);
  if (!ticket) return fail(c, 404, 'TICKET_NOT_FOUND', 'No such ticket');
  const answer = async () => {
    const { tickets, messages } = await ticketsOf(c.env.DB, c.var.member.id);
    return ok<Ticket>(c, toTicket(tickets.find((t) => t.id === ticketId) ?? (await findOwnTicket(c.env.DB, c.var.member.id, ticketId))!, messages));
  };
  if (await findMessageByRequest(c.env.DB, ticketId, requestId)) return answer();
  if (ticket.status === 'closed') return fail(c, 409, 'TICKET_CLOSED', 'The ticket is closed');
  const rules = await rulesOf(c);
  if (!rules) return fail(c, 403, 'FEATURE_DISABLED', 'No support tickets for this brand');
  if (!withinWords(content, ticketReplyLimits(rules.ticket))) return refuse(c, 'WORD_LIMIT');
  const added = await addTicketMessage(c.env.DB, { ticketId, author: 'member', content, requestId, now: Date.now() });
  if (!added && !(await findMessageByRequest(c.env.DB, ticketId, requestId))) return fail(c, 409, 'TICKET_CLOSED', 'The ticket is closed');
  return answer();
});

/** The credit report: the member's wallets over the last months of the brand's zone, from the ledger. */
support.get('/report/credit', async (c) => {
  const q = creditReportQuerySchema.safeParse(c.req.query());
  if (!q.success) return fail(c, 400, 'BAD_REQUEST', 'months (1 to 12) and an IANA timeZone expected');
  const period = creditPeriod(Date.now(), q.data.months, q.data.timeZone);
  const facts = await creditFacts(c.env.DB, c.var.member.id, period);
  return ok<CreditReport>(c, toCreditReport(period, facts));
});
