-- Live events for money (domain/live.ts liveLedgerMoves): every entry on a member's wallet
-- (main or at a vendor) leaves a row here in the batch that writes it, by the ledger's own
-- trigger, so no money path can forget to tell the member's open pages. The gateway takes the
-- rows after each state-changing call (and after its Cron Trigger's runs) and sends one event
-- per member with the balances as they then stand. A batch that is undone leaves no row.
CREATE TABLE live_money_outbox (
  transaction_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL,
  vendor_code TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (transaction_id, member_id, vendor_code)
) WITHOUT ROWID;

CREATE TRIGGER ledger_entry_tells AFTER INSERT ON ledger_entries
WHEN (SELECT kind FROM ledger_accounts WHERE id = NEW.account_id) <> 'house'
BEGIN
  INSERT OR IGNORE INTO live_money_outbox (transaction_id, member_id, vendor_code)
  SELECT NEW.transaction_id, member_id, COALESCE(vendor_code, '') FROM ledger_accounts WHERE id = NEW.account_id;
END;

-- And every way a session ends (a logout, a password changed or set by phone, a second factor
-- switched, a PIN lock, a break, the operator's reset): its row leaves a note, and the gateway
-- sends `session.ended` naming it, so the portal closes that session's sockets and its pages log out.
CREATE TABLE live_session_outbox (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TRIGGER session_end_tells AFTER DELETE ON sessions
BEGIN
  INSERT OR IGNORE INTO live_session_outbox (token_hash, member_id) VALUES (OLD.token_hash, OLD.member_id);
END;

-- Maintenance announced ahead: switched on with a start time, the brand stays open until then
-- (domain/system.ts systemStatus); null starts at once.
ALTER TABLE merchants ADD COLUMN maintenance_starts_at INTEGER;
