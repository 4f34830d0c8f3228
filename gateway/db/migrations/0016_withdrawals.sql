-- Withdrawals: a payment password per member, bank cards, and withdrawals through
-- docs/product.md 4's receipt machine (requested -> paid -> received | partly_received |
-- not_received | auto_received; requested -> rejected, refunded). The money is held from the
-- wallet at the request (ledger key withdraw:<orderNo>:hold) and returned on a rejection
-- (withdraw:<orderNo>:refund).
CREATE TABLE payment_passwords (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  hash TEXT NOT NULL,
  set_at INTEGER NOT NULL
);

CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_no TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, account_no)
);

CREATE TABLE withdrawals (
  order_no TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('requested', 'rejected', 'paid', 'received', 'partly_received', 'not_received', 'auto_received')),
  received_amount INTEGER,
  proof_key TEXT,
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  auto_confirm_at INTEGER,
  confirmed_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_by_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_to_auto_confirm ON withdrawals (status, auto_confirm_at);

CREATE TABLE cashier_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  withdraw_min INTEGER NOT NULL,
  withdraw_max INTEGER NOT NULL,
  auto_confirm_minutes INTEGER NOT NULL
);
INSERT INTO cashier_settings (merchant_code, withdraw_min, withdraw_max, auto_confirm_minutes) VALUES
  ('DEMO', 100000, 100000000, 30),
  ('DEMO2', 100000, 50000000, 60);
