/** The member's platform messages (migration 0009, deletion since 0020). */
import type { Language } from '@shared/constants';
import { localize } from './translations';

export interface MessageRow {
  id: number;
  member_id: number;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
}

/** A page of the member's messages not deleted, newest first, in the asked language, with the totals. */
export async function pageMessages(db: D1Database, memberId: number, q: { unreadOnly: boolean; pageNo: number; pageSize: number; lang: Language }) {
  const where = `member_id = ?1 AND deleted_at IS NULL AND (?2 = 0 OR read_at IS NULL)`;
  const [rows, counts] = await db.batch([
    db
      .prepare(
        `SELECT id, member_id, title, content, created_at, read_at FROM platform_messages WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(memberId, q.unreadOnly ? 1 : 0, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM platform_messages WHERE ${where}) AS total,
                (SELECT COUNT(*) FROM platform_messages WHERE member_id = ?1 AND deleted_at IS NULL AND read_at IS NULL) AS unread`,
      )
      .bind(memberId, q.unreadOnly ? 1 : 0),
  ]);
  const c = counts!.results[0] as { total: number; unread: number };
  const list = await localize(db, 'message', q.lang, rows!.results as MessageRow[], (r) => r.id, ['title', 'content']);
  return { list, total: c.total, unread: c.unread };
}

/** Marks the member's messages read (ids, or every one); a message read before keeps its first read time. */
export async function markRead(db: D1Database, memberId: number, ids: number[] | 'all', now: number) {
  if (ids === 'all') {
    await db.prepare('UPDATE platform_messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL').bind(now, memberId).run();
    return;
  }
  await db
    .prepare('UPDATE platform_messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL AND id IN (SELECT value FROM json_each(?))')
    .bind(now, memberId, JSON.stringify(ids))
    .run();
}

/** Deletes the member's messages (only the member's own: another member's id changes nothing). */
export const deleteMessages = (db: D1Database, memberId: number, ids: number[], now: number) =>
  db
    .prepare('UPDATE platform_messages SET deleted_at = ? WHERE member_id = ? AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))')
    .bind(now, memberId, JSON.stringify(ids))
    .run();

/** An operator's message to a member: its id. */
export const insertMessage = async (db: D1Database, memberId: number, title: string, content: string, now: number) =>
  (await db
    .prepare('INSERT INTO platform_messages (member_id, title, content, created_at, read_at) VALUES (?, ?, ?, ?, NULL) RETURNING id')
    .bind(memberId, title, content, now)
    .first<number>('id'))!;
