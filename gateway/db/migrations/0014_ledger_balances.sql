-- a balance per ledger account, kept in the same statement as its entries, instead
-- of a SUM over the account's whole history (the old view and never-negative trigger re-summed
-- every entry on every insert). The entries stay the proof: GET /__admin/ledger/check
-- recomputes every balance from them. A wallet never goes below zero: the trigger refuses the
-- entry with NEGATIVE_BALANCE before it lands, and the CHECK is the last word.
ALTER TABLE ledger_accounts ADD COLUMN balance INTEGER NOT NULL DEFAULT 0 CHECK (kind <> 'wallet' OR balance >= 0);

UPDATE ledger_accounts SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ledger_accounts.id);

DROP TRIGGER wallet_never_negative;

CREATE TRIGGER ledger_entry_posts AFTER INSERT ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'NEGATIVE_BALANCE')
  WHERE (SELECT kind = 'wallet' AND balance + NEW.amount < 0 FROM ledger_accounts WHERE id = NEW.account_id);
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
END;

-- entries are the record: never edited or removed
CREATE TRIGGER ledger_entries_append_only_update BEFORE UPDATE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'LEDGER_APPEND_ONLY');
END;
CREATE TRIGGER ledger_entries_append_only_delete BEFORE DELETE ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'LEDGER_APPEND_ONLY');
END;

DROP VIEW account_balances;
CREATE VIEW account_balances AS
  SELECT id AS account_id, member_id, kind, balance FROM ledger_accounts;
