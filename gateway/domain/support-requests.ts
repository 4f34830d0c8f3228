/**
 * Feedback, support tickets and the credit report for the member (routes/support.ts): the
 * brand's rules, a feedback or a ticket with up to 3 images (checked by content, kept in R2),
 * once per requestId, a reply to the member's own ticket, and the member's wallets by month
 * from the ledger. Rules and shapes: domain/support.ts.
 */
import {
  ticketReplyLimits,
  withinWords,
  type CreditReport,
  type FeedbackItem,
  type FeedbackReceipt,
  type SupportErrorCode,
  type SupportImageOwner,
  type SupportRules,
  type Ticket,
} from '@shared/api/support';
import type { TicketType } from '@shared/support-rules';
import {
  addTicketMessage,
  creditFacts,
  feedbackOf,
  findFeedbackByRequest,
  findMessageByRequest,
  findOwnTicket,
  findTicketByRequest,
  insertFeedback,
  insertTicket,
  supportImageKeys,
  supportSettings,
  ticketsOf,
} from '../db/queries/support';
import { done, type Outcome, refuse, type Refusal } from './outcome';
import { checkSubmission, creditPeriod, imageCount, toCreditReport, toFeedbackItem, toRules, toTicket } from './support';

async function rulesOf(db: D1Database, merchant: string) {
  const s = await supportSettings(db, merchant);
  return s ? toRules(s) : null;
}

const formRefusal = (code: SupportErrorCode): Refusal => refuse(400, code, code);

export async function supportRules(db: D1Database, merchant: string): Promise<Outcome<SupportRules>> {
  const rules = await rulesOf(db, merchant);
  return rules ? done(rules) : refuse(403, 'FEATURE_DISABLED', 'No support forms for this brand');
}

/** Puts the images in `uploads` under `prefix`-i.kind: their keys. */
async function storeImages(uploads: R2Bucket, prefix: string, images: { bytes: Uint8Array; kind: 'png' | 'jpg' }[]) {
  const keys: string[] = [];
  for (const [i, image] of images.entries()) {
    const key = `${prefix}-${i}.${image.kind}`;
    await uploads.put(key, image.bytes, { httpMetadata: { contentType: image.kind === 'png' ? 'image/png' : 'image/jpeg' } });
    keys.push(key);
  }
  return keys;
}

/** Who submits a form, and where its images go. */
export interface Submitter {
  merchant: string;
  memberId: number;
  uploads: R2Bucket;
}

/** A feedback: content within the brand's words, up to 3 images. A repeated requestId answers the first receipt. */
export async function submitFeedback(
  db: D1Database,
  by: Submitter,
  f: { requestId: string; content: string; files: File[] },
): Promise<Outcome<FeedbackReceipt>> {
  const receipt = async () => {
    const row = (await findFeedbackByRequest(db, by.memberId, f.requestId))!;
    return done({ id: row.id, imageCount: imageCount(row.image_keys), createdAt: row.created_at });
  };
  if (await findFeedbackByRequest(db, by.memberId, f.requestId)) return receipt();
  const rules = await rulesOf(db, by.merchant);
  if (!rules) return refuse(403, 'FEATURE_DISABLED', 'No feedback form for this brand');
  const checked = await checkSubmission(f.content, f.files, rules.feedback);
  if (!checked.ok) return formRefusal(checked.code);
  const keys = await storeImages(by.uploads, `support/${by.merchant}/${by.memberId}/feedback-${f.requestId}`, checked.images);
  await insertFeedback(db, { memberId: by.memberId, content: checked.content, imageKeys: keys, requestId: f.requestId, now: Date.now() });
  return receipt();
}

export const memberFeedback = async (db: D1Database, memberId: number): Promise<FeedbackItem[]> => (await feedbackOf(db, memberId)).map(toFeedbackItem);

/** The keys of the images of the member's own feedback or ticket (another member's: none). */
export const memberImageKeys = (db: D1Database, memberId: number, owner: SupportImageOwner, id: number) => supportImageKeys(db, owner, id, { memberId });

/** The member's own tickets, last changed first, each with its replies. */
export async function memberTickets(db: D1Database, memberId: number): Promise<Ticket[]> {
  const { tickets, messages } = await ticketsOf(db, memberId);
  return tickets.map((t) => toTicket(t, messages));
}

/** A new ticket: a question type, content within the brand's word limits, up to 3 screenshots. A repeated requestId answers the first ticket. */
export async function submitTicket(
  db: D1Database,
  by: Submitter,
  t: { requestId: string; content: string; questionType: TicketType; files: File[] },
): Promise<Outcome<Ticket>> {
  const answer = async () => done(toTicket((await findTicketByRequest(db, by.memberId, t.requestId))!, []));
  if (await findTicketByRequest(db, by.memberId, t.requestId)) return answer();
  const rules = await rulesOf(db, by.merchant);
  if (!rules) return refuse(403, 'FEATURE_DISABLED', 'No support tickets for this brand');
  const checked = await checkSubmission(t.content, t.files, rules.ticket);
  if (!checked.ok) return formRefusal(checked.code);
  const keys = await storeImages(by.uploads, `support/${by.merchant}/${by.memberId}/ticket-${t.requestId}`, checked.images);
  await insertTicket(db, {
    memberId: by.memberId,
    questionType: t.questionType,
    content: checked.content,
    imageKeys: keys,
    requestId: t.requestId,
    now: Date.now(),
  });
  return answer();
}

/** The member's reply to one of its own tickets (another member's ticket is not found); a closed ticket takes none. */
export async function replyToTicket(
  db: D1Database,
  merchant: string,
  memberId: number,
  r: { ticketId: number; requestId: string; content: string },
): Promise<Outcome<Ticket>> {
  const { ticketId, requestId } = r;
  const content = r.content.trim();
  const ticket = await findOwnTicket(db, memberId, ticketId);
  if (!ticket) return refuse(404, 'TICKET_NOT_FOUND', 'No such ticket');
  const answer = async () => {
    const { tickets, messages } = await ticketsOf(db, memberId);
    return done(toTicket(tickets.find((t) => t.id === ticketId) ?? (await findOwnTicket(db, memberId, ticketId))!, messages));
  };
  if (await findMessageByRequest(db, ticketId, requestId)) return answer();
  if (ticket.status === 'closed') return refuse(409, 'TICKET_CLOSED', 'The ticket is closed');
  const rules = await rulesOf(db, merchant);
  if (!rules) return refuse(403, 'FEATURE_DISABLED', 'No support tickets for this brand');
  if (!withinWords(content, ticketReplyLimits(rules.ticket))) return formRefusal('WORD_LIMIT');
  const added = await addTicketMessage(db, { ticketId, author: 'member', content, requestId, now: Date.now() });
  if (!added && !(await findMessageByRequest(db, ticketId, requestId))) return refuse(409, 'TICKET_CLOSED', 'The ticket is closed');
  return answer();
}

/** The credit report: the member's wallets over the last `months` of the zone, from the ledger. */
export async function creditReport(db: D1Database, memberId: number, months: number, timeZone: string): Promise<CreditReport> {
  const period = creditPeriod(Date.now(), months, timeZone);
  return toCreditReport(period, await creditFacts(db, memberId, period));
}
