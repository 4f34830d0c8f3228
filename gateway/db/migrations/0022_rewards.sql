-- RewardCenter: a brand's rewards and what each member claimed. A reward is
-- claimable when its condition holds (first_deposit: a paid deposit, percent_bps of the first
-- one up to amount; level_up: the member's VIP level reaches `level`, amount = the level's
-- upgrade bonus; app: the operator unlocked it for the member, at the amount drawn then, up to
-- amount: the Zalo app reward of docs/product.md 9), claimed once (UNIQUE member_id, code), paid
-- through the ledger (kind REWARD, key reward:<member>:<code>) with the bonus turnover rule.
CREATE TABLE reward_definitions (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('first_deposit', 'level_up', 'app')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  percent_bps INTEGER,
  level INTEGER,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, code)
);

CREATE TABLE reward_unlocks (
  member_id INTEGER NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  unlocked_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, code)
);

CREATE TABLE reward_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  request_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, code),
  UNIQUE (member_id, request_id)
);

INSERT INTO reward_definitions (merchant_code, code, kind, amount, percent_bps, level, sort)
  SELECT code, 'FIRST_DEPOSIT', 'first_deposit', 200000, 1000, NULL, 1 FROM merchants;
INSERT INTO reward_definitions (merchant_code, code, kind, amount, percent_bps, level, sort)
  SELECT code, 'ZALO_APP', 'app', 131000, NULL, NULL, 2 FROM merchants;
INSERT INTO reward_definitions (merchant_code, code, kind, amount, percent_bps, level, sort)
  SELECT merchant_code, 'LEVEL_' || level, 'level_up', upgrade_bonus, NULL, level, 10 + level FROM vip_levels WHERE level > 0 AND upgrade_bonus > 0;
