-- MessageV2 (platform information): the member's inbox. A message the member
-- deletes is kept for the record (deleted_at) and no longer listed or counted as unread.
ALTER TABLE platform_messages ADD COLUMN deleted_at INTEGER;
DROP INDEX platform_messages_by_member;
CREATE INDEX platform_messages_by_member ON platform_messages (member_id, deleted_at, read_at);
CREATE INDEX platform_messages_inbox ON platform_messages (member_id, deleted_at, created_at DESC);
