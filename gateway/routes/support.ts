/**
 * The member screens that docs/product.md 2.5 namess by label (shared/api/support.ts):
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
  ticketReplySchema,
  type CreditReport,
  type FeedbackItem,
  type Ticket,
} from '@shared/api/support';
import {
  creditReport,
  memberFeedback,
  memberImageKeys,
  memberTickets,
  replyToTicket,
  submitFeedback,
  submitTicket,
  supportRules,
  type Submitter,
} from '../domain/support-requests';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { imageRef, sendImage } from '../lib/support-images';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { answers } from '../lib/answers';

type C = Context<AppEnv>;

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

const submitter = (c: C): Submitter => ({ merchant: c.var.merchant.code, memberId: c.var.member.id, uploads: c.env.PROMO_UPLOADS });

export const support = new Hono<AppEnv>();

support.get(
  '/support/rules',
  answers('GET /wps/support/rules', async (c) => answer(c, await supportRules(c.env.DB, c.var.merchant.code))),
);

/** docs/product.md 7.3 PUT /wps/feedback: content within the brand's {0} to {1} words, up to 3 images. A repeated requestId answers the first receipt. */
support.put(
  '/feedback',
  answers('PUT /wps/feedback', async (c) => {
    const form = await multipart(c, feedbackFieldsSchema);
    if (!form.ok) return form.response;
    return answer(c, await submitFeedback(c.env.DB, submitter(c), { ...form.data, files: form.files }));
  }),
);

/** The member's own feedback, newest first, with the paths of its images. */
support.get(
  '/feedback',
  answers('GET /wps/feedback', async (c) => ok<FeedbackItem[]>(c, await memberFeedback(c.env.DB, c.var.member.id))),
);

/** One image of the member's own feedback or ticket; another member's (or none) is not found. */
support.get('/support/images/:owner/:id/:index', async (c) => {
  const ref = imageRef(c);
  if (!ref) return fail(c, 404, 'NOT_FOUND', 'No such image');
  return sendImage(c, await memberImageKeys(c.env.DB, c.var.member.id, ref.owner, ref.id), ref.index);
});

/** The member's own tickets, last changed first, each with its replies. */
support.get(
  '/tickets',
  answers('GET /wps/tickets', async (c) => ok<Ticket[]>(c, await memberTickets(c.env.DB, c.var.member.id))),
);

/** A new ticket: a question type, content within the brand's word limits, up to 3 screenshots. A repeated requestId answers the first ticket. */
support.post(
  '/tickets',
  answers('POST /wps/tickets', async (c) => {
    const form = await multipart(c, ticketFieldsSchema);
    if (!form.ok) return form.response;
    return answer(c, await submitTicket(c.env.DB, submitter(c), { ...form.data, files: form.files }));
  }),
);

/** The member's reply to one of its own tickets (another member's ticket is not found); a closed ticket takes none. */
support.post(
  '/tickets/reply',
  answers('POST /wps/tickets/reply', async (c) => {
    const body = await jsonBody(c, ticketReplySchema);
    if (!body.ok) return body.response;
    return answer(c, await replyToTicket(c.env.DB, c.var.merchant.code, c.var.member.id, body.data));
  }),
);

/** The credit report: the member's wallets over the last months of the brand's zone, from the ledger. */
support.get(
  '/report/credit',
  answers('GET /wps/report/credit', async (c) => {
    const q = creditReportQuerySchema.safeParse(c.req.query());
    if (!q.success) return fail(c, 400, 'BAD_REQUEST', 'months (1 to 12) and an IANA timeZone expected');
    return ok<CreditReport>(c, await creditReport(c.env.DB, c.var.member.id, q.data.months, q.data.timeZone));
  }),
);
