-- Player protection, loss limits: net loss (stakes minus wins) per rolling window,
-- with the deposit limits' rules (a decrease at once, an increase or removal after 24 hours).
INSERT INTO modules (merchant_code, mod_id, parent_mod_id, enabled, sort) VALUES
  ('DEMO', 'RGLOSSLIMIT', 'RESPGAMING', 1, 905),
  ('DEMO2', 'RGLOSSLIMIT', 'RESPGAMING', 1, 905);

CREATE TABLE loss_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, period)
);

-- A stake's check inside the batch that debits it: the row is written (ok NOT NULL) only when
-- every loss limit has room for the stake, else the whole batch fails; it is deleted again in
-- the same batch, so the table stays empty.
CREATE TABLE loss_guard (
  member_id INTEGER NOT NULL,
  ok INTEGER NOT NULL
);
