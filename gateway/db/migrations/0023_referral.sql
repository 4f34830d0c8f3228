-- Referral (invite friends): a brand's referral programme (shown only when enabled:
-- availablePromo REFERRAL), and what members claimed for the friends who registered with their
-- code (members.referral_code, migration 0005). A friend earns the referrer friend_bonus once
-- it has a paid deposit of at least min_deposit; a friend pays its referrer once (UNIQUE friend_id).
CREATE TABLE referral_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  enabled INTEGER NOT NULL DEFAULT 0,
  friend_bonus INTEGER NOT NULL CHECK (friend_bonus > 0),
  min_deposit INTEGER NOT NULL CHECK (min_deposit > 0)
);

CREATE TABLE referral_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  friend_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (friend_id),
  UNIQUE (member_id, request_id)
);

CREATE INDEX members_by_referral_code ON members (merchant_code, UPPER(referral_code));

INSERT INTO referral_settings (merchant_code, enabled, friend_bonus, min_deposit)
  SELECT code, CASE WHEN code = 'DEMO' THEN 1 ELSE 0 END, 50000, 100000 FROM merchants;
