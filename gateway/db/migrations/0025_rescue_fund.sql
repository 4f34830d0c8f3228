-- Rescue fund: a share (rate_bps) of the member's net loss of yesterday (the brand's
-- UTC+7 day: stakes minus wins of the bets settled that day), paid when the loss reaches
-- min_loss, at most max_amount, claimable once per day (UNIQUE member_id, day) through the
-- ledger (kind RESCUE, a bonus with the turnover requirement). PUT /__admin/rescue changes the rules.
CREATE TABLE rescue_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  rate_bps INTEGER NOT NULL CHECK (rate_bps BETWEEN 0 AND 10000),
  min_loss INTEGER NOT NULL CHECK (min_loss > 0),
  max_amount INTEGER NOT NULL CHECK (max_amount > 0)
);

CREATE TABLE rescue_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  -- the day whose loss is rescued (days since the epoch, UTC+7)
  day INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  loss INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, day),
  UNIQUE (member_id, request_id)
);

INSERT INTO rescue_settings (merchant_code, rate_bps, min_loss, max_amount) SELECT code, 500, 100000, 2000000 FROM merchants;
