-- TransferFund: a brand may give some vendors a wallet of their own (docs/product.md 3
-- Wallet isSingle false). A member's vendor wallet is a ledger account of kind 'vendor' for
-- that vendor; money moves between it and the main wallet as ordinary ledger transactions
-- (VENDOR_IN, VENDOR_OUT), and the vendor's rounds debit and credit it instead of the main
-- wallet. SQLite cannot change a CHECK in place: ledger_accounts is rebuilt with the same
-- ids, and ledger_entries with it (its foreign key follows the new table through the rename,
-- so no row is ever without its parent).

DROP VIEW account_balances;

CREATE TABLE ledger_accounts_v2 (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'house', 'vendor')),
  member_id INTEGER REFERENCES members(id),
  -- the vendor of a 'vendor' account; NULL otherwise
  vendor_code TEXT REFERENCES vendors(code),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (kind = 'house' OR balance >= 0),
  CHECK ((kind = 'vendor') = (vendor_code IS NOT NULL)),
  CHECK ((kind = 'house') = (member_id IS NULL))
);
INSERT INTO ledger_accounts_v2 (id, merchant_code, kind, member_id, vendor_code, balance)
  SELECT id, merchant_code, kind, member_id, NULL, balance FROM ledger_accounts;

CREATE TABLE ledger_entries_v2 (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts_v2(id),
  -- whole currency units (VND has no minor unit); positive credits, negative debits
  amount INTEGER NOT NULL
);
INSERT INTO ledger_entries_v2 (id, transaction_id, account_id, amount) SELECT id, transaction_id, account_id, amount FROM ledger_entries;

-- the child first, so the old accounts have nothing pointing at them when they go
DROP TABLE ledger_entries;
DROP TABLE ledger_accounts;
ALTER TABLE ledger_accounts_v2 RENAME TO ledger_accounts;
ALTER TABLE ledger_entries_v2 RENAME TO ledger_entries;
CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id);

-- one main wallet per member, one wallet per member and vendor, one house per merchant
CREATE UNIQUE INDEX ledger_accounts_one ON ledger_accounts (merchant_code, kind, COALESCE(member_id, 0), COALESCE(vendor_code, ''));
CREATE INDEX ledger_accounts_by_member ON ledger_accounts (member_id, kind);

CREATE TRIGGER ledger_entry_posts AFTER INSERT ON ledger_entries
BEGIN
  SELECT RAISE(ABORT, 'NEGATIVE_BALANCE')
  WHERE (SELECT kind <> 'house' AND balance + NEW.amount < 0 FROM ledger_accounts WHERE id = NEW.account_id);
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

CREATE VIEW account_balances AS
  SELECT id AS account_id, member_id, kind, vendor_code, balance FROM ledger_accounts;

-- the vendors of a brand that keep a wallet of their own (transfer wallets); a brand with
-- none is single-wallet
CREATE TABLE vendor_wallets (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, vendor_code)
);
INSERT INTO vendor_wallets (merchant_code, vendor_code, sort) VALUES
  ('DEMO', 'SABA', 0),
  ('DEMO', 'BTI', 1),
  ('DEMO2', 'SABA', 0);
