-- The cashier: deposit channels per merchant, deposit orders (idempotent by the
-- portal's request id), and an audit row for every money call.
CREATE TABLE deposit_channels (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('bank', 'ewallet', 'usdt')),
  name TEXT NOT NULL,
  min_amount INTEGER NOT NULL CHECK (min_amount > 0),
  max_amount INTEGER NOT NULL CHECK (max_amount >= min_amount),
  -- JSON array of preset amounts
  presets TEXT NOT NULL DEFAULT '[]',
  fee_bps INTEGER NOT NULL DEFAULT 0 CHECK (fee_bps >= 0 AND fee_bps < 10000),
  -- JSON PayTo (shared/contract-cashier.ts)
  pay_to TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (merchant_code, id)
);

CREATE TABLE deposit_orders (
  order_no TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  channel_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  fee INTEGER NOT NULL DEFAULT 0,
  reference TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired')),
  pay_to TEXT NOT NULL,
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  paid_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX deposit_orders_by_member ON deposit_orders (member_id, created_at DESC);

CREATE TABLE money_audit (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  member_id INTEGER,
  action TEXT NOT NULL,
  amount INTEGER,
  ref TEXT,
  ip TEXT,
  result TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX money_audit_by_member ON money_audit (member_id, at DESC);

INSERT INTO deposit_channels (merchant_code, id, type, name, min_amount, max_amount, presets, fee_bps, pay_to, sort) VALUES
  ('DEMO', 'bank-vcb', 'bank', 'Vietcombank', 50000, 300000000, '[100000,200000,500000,1000000,5000000]', 0,
   '{"type":"bank","bankName":"Vietcombank","accountName":"CONG TY DEMO CLUB","accountNo":"0071000123456"}', 1),
  ('DEMO', 'momo', 'ewallet', 'MoMo', 20000, 20000000, '[50000,100000,200000,500000]', 100,
   '{"type":"ewallet","walletName":"MoMo","accountName":"DEMO CLUB","phone":"0901234567"}', 2),
  ('DEMO', 'usdt-trc20', 'usdt', 'USDT (TRC20)', 250000, 1000000000, '[500000,1000000,5000000]', 0,
   '{"type":"usdt","network":"TRC20","address":"TXYZdemoClubUsdtTrc20Address0001","rate":25000}', 3),
  ('DEMO2', 'bank-acb', 'bank', 'ACB', 50000, 300000000, '[100000,500000,1000000]', 0,
   '{"type":"bank","bankName":"ACB","accountName":"LUCKY STAR LTD","accountNo":"1234567890"}', 1);
