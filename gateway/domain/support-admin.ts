/**
 * The operator's side of the feedback form and the support tickets (routes/support-admin.ts): a
 * brand's word limits, its tickets with their replies and its feedback (of one member when
 * named), each with the operator's paths of its images, and the operator's reply and close.
 */
import type { SupportImageOwner, SupportRules, SupportSettings } from '@shared/api/support';
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
import { done, refuse, type Outcome } from './outcome';
import { imagePaths, ticketNo, toRules } from './support';

/** A brand's word limits saved: the rules then, or null when there is no such brand. */
export async function saveSupportRules(db: D1Database, s: SupportSettings): Promise<SupportRules | null> {
  if (!(await saveSupportSettings(db, s))) return null;
  return toRules((await supportSettings(db, s.merchantCode))!);
}

/** The member a listing is of: null for the whole brand, undefined when the named member is not there. */
async function whose(db: D1Database, merchant: string, username: string | undefined): Promise<number | null | undefined> {
  if (!username) return null;
  return (await findMemberByUsername(db, merchant, username))?.id;
}

/** A brand's tickets (of one member when named), newest first (at most 100), with their replies and the paths of their screenshots; null when the member is not there. */
export async function ticketsForOperator(db: D1Database, merchant: string, username: string | undefined) {
  const memberId = await whose(db, merchant, username);
  if (memberId === undefined) return null;
  const rows = await ticketsOfMerchant(db, merchant, memberId);
  const messages = await messagesOfTickets(
    db,
    rows.map((t) => t.id),
  );
  return rows.map(({ image_keys, ...t }) => ({
    ...t,
    ticketNo: ticketNo(t),
    images: imagePaths('ticket', t.id, image_keys, true),
    messages: messages.filter((m) => m.ticket_id === t.id).map((m) => ({ id: m.id, author: m.author, content: m.content, createdAt: m.created_at })),
  }));
}

/** A brand's feedback (of one member when named), newest first (at most 100), with the paths of its images; null when the member is not there. */
export async function feedbackForOperator(db: D1Database, merchant: string, username: string | undefined) {
  const memberId = await whose(db, merchant, username);
  if (memberId === undefined) return null;
  const rows = await feedbackOfMerchant(db, merchant, memberId);
  return rows.map(({ image_keys, ...f }) => ({ ...f, images: imagePaths('feedback', f.id, image_keys, true) }));
}

/** The stored image keys of a feedback or ticket of the brand (any brand when none is named). */
export const operatorImageKeys = (db: D1Database, owner: SupportImageOwner, id: number, merchant: string | undefined) =>
  supportImageKeys(db, owner, id, { memberId: null, merchant });

const noTicket = () => refuse(404, 'TICKET_NOT_FOUND', 'No such ticket');

/** The operator answers a ticket: it is then answered, unless closed. */
export async function replyToTicket(db: D1Database, ticketId: number, content: string): Promise<Outcome<{ ticketId: number; status: 'answered' }>> {
  const ticket = await findTicket(db, ticketId);
  if (!ticket) return noTicket();
  if (!(await addTicketMessage(db, { ticketId: ticket.id, author: 'operator', content: content.trim(), requestId: null, now: Date.now() })))
    return refuse(409, 'TICKET_CLOSED', 'The ticket is closed');
  return done({ ticketId: ticket.id, status: 'answered' });
}

/** The operator closes a ticket (closing a closed one changes nothing). */
export async function closeTicketNow(db: D1Database, ticketId: number): Promise<Outcome<{ ticketId: number; status: 'closed' }>> {
  if (!(await findTicket(db, ticketId))) return noTicket();
  await closeTicket(db, ticketId, Date.now());
  return done({ ticketId, status: 'closed' });
}
