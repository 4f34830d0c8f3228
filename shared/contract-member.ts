/**
 * The member centre's remaining calls (issue 12), contract first: each request is a zod
 * schema the gateway validates with and the client types its calls by; each answer a type.
 * Money is whole currency units. The browser imports only the types (zod stays out of its bundle).
 *
 * messageV2 (platform information), mounted on /wps/relay/message:
 *   GET  list?status=all|unread&pageNo&pageSize   MessagePage (newest first, deleted ones left out)
 *   POST read   MessageIds | {all: true}           {unread}: marks them read (read twice is still read)
 *   POST delete MessageIds                         {unread}: deletes them (deleted twice is still deleted)
 * Reading and deleting name their messages by id and set a state, so repeating one changes
 * nothing: they need no requestId of their own.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- messages

export interface PlatformMessage {
  id: number;
  title: string;
  /** plain text, never HTML */
  content: string;
  createdAt: number;
  read: boolean;
}

export interface MessagePage {
  list: PlatformMessage[];
  pageNo: number;
  totalPages: number;
  total: number;
  /** the member's unread count (what the header shows) */
  unread: number;
}

export const MESSAGE_STATUSES = ['all', 'unread'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const readMessagesSchema = z.union([messageIdsSchema, z.object({ all: z.literal(true) })]);
export type MessageIds = z.infer<typeof messageIdsSchema>;
export type ReadMessagesRequest = z.infer<typeof readMessagesSchema>;

export interface MessageState {
  unread: number;
}

/** An operator's message to one member (POST /__admin/messages). */
export const sendMessageSchema = z.object({
  merchantCode: z.string().min(1),
  username: z.string().min(1).max(50),
  title: z.string().min(1).max(100),
  content: z.string().min(1).max(2000),
});

export type MemberCentreErrorCode = 'MESSAGE_NOT_FOUND';
