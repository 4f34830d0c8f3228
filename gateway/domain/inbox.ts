/** messageV2 for the member: the platform messages a page at a time, marked read or deleted, and the unread count the header reads. */
import type { Language } from '@shared/constants';
import type { MessagePage, MessageState } from '@shared/api/member';
import type { UnreadCount } from '@shared/api/content';
import { deleteMessages as deleteRows, markRead, pageMessages } from '../db/queries/messages';
import { countUnreadMessages } from '../db/queries/service';
import { totalPages } from '../lib/params';
import { toPlatformMessage } from './messages';

export async function inboxPage(
  db: D1Database,
  memberId: number,
  q: { unreadOnly: boolean; pageNo: number; pageSize: number; lang: Language },
): Promise<MessagePage> {
  const found = await pageMessages(db, memberId, q);
  return {
    list: found.list.map(toPlatformMessage),
    pageNo: q.pageNo,
    totalPages: totalPages(found.total, q.pageSize),
    total: found.total,
    unread: found.unread,
  };
}

export const unreadMessages = (db: D1Database, memberId: number): Promise<UnreadCount> => countUnreadMessages(db, memberId);

/** Marks messages read (the given ids, or all); ids of other members' messages change nothing. The unread count after. */
export async function markMessagesRead(db: D1Database, memberId: number, ids: number[] | 'all'): Promise<MessageState> {
  await markRead(db, memberId, ids, Date.now());
  return { unread: await countUnreadMessages(db, memberId) };
}

/** Deletes the member's messages of `ids`; the unread count after. */
export async function deleteMessages(db: D1Database, memberId: number, ids: number[]): Promise<MessageState> {
  await deleteRows(db, memberId, ids, Date.now());
  return { unread: await countUnreadMessages(db, memberId) };
}
