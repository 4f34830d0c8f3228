/**
 * The service calls of routes/service.ts: the winners board and the chat's one-time tickets
 * (made for the member, spent when the room opens). The pages themselves are domain/service.ts.
 */
import type { Winner } from '@shared/api/content';
import { countOpenedChatTickets, findChatTicket, insertChatTicket, listWinners, spendChatTicket, type ChatTicketRow } from '../db/queries/service';
import { CHAT_TICKET_TTL_MS, ROOM_MESSAGE_COUNT, winnerBoard } from './service';

export async function winners(db: D1Database, merchant: string, limit: number): Promise<Winner[]> {
  const { rounds, seeded } = await listWinners(db, merchant, limit);
  return winnerBoard(rounds, seeded, limit);
}

/** A chat ticket for the member: 24 random bytes, base64url, good for CHAT_TICKET_TTL_MS. */
export async function openChatTicket(db: D1Database, t: Omit<ChatTicketRow, 'ticket' | 'expires_at'>): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const ticket = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  await insertChatTicket(db, { ...t, ticket, expires_at: Date.now() + CHAT_TICKET_TTL_MS });
  return ticket;
}

/** The chat's unread count: the room's messages until the member first opened a chat. */
export const chatUnread = async (db: D1Database, memberId: number) => ((await countOpenedChatTickets(db, memberId)) > 0 ? 0 : ROOM_MESSAGE_COUNT);

/** The ticket's chat, spending the ticket; null when unknown or expired. */
export async function enterChat(db: D1Database, ticket: string): Promise<ChatTicketRow | null> {
  const row = ticket ? await findChatTicket(db, ticket) : null;
  if (!row || row.expires_at <= Date.now()) return null;
  await spendChatTicket(db, ticket);
  return row;
}
