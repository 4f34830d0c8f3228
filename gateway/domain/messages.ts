/** messageV2 (platform information): a stored message as the member reads it. */
import type { PlatformMessage } from '@shared/api/member';
import type { MessageRow } from '../db/queries/messages';

export const toPlatformMessage = (row: MessageRow): PlatformMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

export const MESSAGE_PAGE_SIZE = 10;
