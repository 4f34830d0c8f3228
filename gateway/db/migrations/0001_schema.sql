-- Schema of the reference gateway. Seed data lives in the last migration (generated).

CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  brand_name TEXT NOT NULL,
  currency TEXT NOT NULL,
  login_guard INTEGER NOT NULL DEFAULT 0,
  maintenance_on INTEGER NOT NULL DEFAULT 0,
  maintenance_until TEXT,
  -- JSON array of ISO country codes whose visitors get status 2
  denied_countries TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE modules (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  mod_id TEXT NOT NULL,
  parent_mod_id TEXT,
  enabled INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, mod_id)
);

CREATE TABLE resources (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  resource_type TEXT NOT NULL,
  -- a path starting with '/' is served by this gateway and made absolute per request
  url TEXT NOT NULL,
  qr_code_url TEXT,
  label_name_en TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, resource_type)
);

CREATE TABLE customer_service (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  cs_type TEXT NOT NULL,
  type INTEGER NOT NULL,
  path TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, cs_type)
);

CREATE TABLE register_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  captcha_enabled INTEGER NOT NULL,
  sms_verification INTEGER NOT NULL,
  -- JSON object: field name -> FieldRule (shared/contract.ts)
  fields TEXT NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  group_name TEXT NOT NULL,
  linkage_type TEXT NOT NULL CHECK (linkage_type IN ('NONE', 'URL', 'ROUTE', 'GAME', 'PROMOTION')),
  linkage TEXT,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX banners_by_group ON banners (merchant_code, group_name, sort);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  date_ms INTEGER NOT NULL
);
CREATE INDEX announcements_by_type ON announcements (merchant_code, type, date_ms DESC);

CREATE TABLE marquee_notices (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  sort INTEGER NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (merchant_code, sort)
);

CREATE TABLE vendors (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

-- which vendors a merchant offers in which category, in display order
CREATE TABLE merchant_vendors (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  category TEXT NOT NULL,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, category, vendor_code)
);

CREATE TABLE games (
  game_id TEXT PRIMARY KEY,
  node_id INTEGER NOT NULL UNIQUE,
  vendor_code TEXT NOT NULL REFERENCES vendors(code),
  category TEXT NOT NULL,
  name TEXT NOT NULL,
  classify TEXT NOT NULL,
  is_hot INTEGER NOT NULL,
  is_game TEXT NOT NULL CHECK (is_game IN ('GAME', 'VASSALAGE')),
  min_bet REAL NOT NULL,
  min_line_num INTEGER NOT NULL
);
CREATE INDEX games_by_category ON games (category, vendor_code, node_id);

-- accounts: type 0 member, 1/2/41/42 agent, 4 trial (shared/constants.ts)
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  username TEXT NOT NULL,
  -- 'pbkdf2$<iterations>$<salt base64>$<hash base64>' (gateway/domain/passwords.ts)
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (0, 1, 2, 4, 41, 42)),
  password_is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant_code, username)
);

-- Double-entry ledger: every transaction's entries sum to zero; a balance is the sum
-- of an account's entries and is never stored. Wallet accounts may not go negative.
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'house')),
  member_id INTEGER REFERENCES members(id),
  UNIQUE (merchant_code, kind, member_id)
);

CREATE TABLE ledger_transactions (
  id INTEGER PRIMARY KEY,
  -- the caller's idempotency key: a repeated money call finds its earlier transaction
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  -- whole currency units (VND has no minor unit); positive credits, negative debits
  amount INTEGER NOT NULL
);
CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id);

CREATE VIEW account_balances AS
  SELECT a.id AS account_id, a.member_id, a.kind, COALESCE(SUM(e.amount), 0) AS balance
  FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
  GROUP BY a.id;

CREATE TRIGGER wallet_never_negative AFTER INSERT ON ledger_entries
WHEN (SELECT kind FROM ledger_accounts WHERE id = NEW.account_id) = 'wallet'
  AND (SELECT SUM(amount) FROM ledger_entries WHERE account_id = NEW.account_id) < 0
BEGIN
  SELECT RAISE(ABORT, 'NEGATIVE_BALANCE');
END;
