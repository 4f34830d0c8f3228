-- PlayerRank (VIP) and manualRebate. A brand's VIP levels: the lifetime turnover
-- (settled bets) that reaches each, its one-time upgrade bonus (reward centre) and its daily
-- withdrawals; its rebate rates per level and game category in basis points of turnover
-- (changeable with PUT /__admin/rebate/rates). A member's level is the highest its turnover
-- reaches, or its club label's rank when that is higher (the seeded Gold and Diamond members).
CREATE TABLE vip_levels (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  level INTEGER NOT NULL CHECK (level >= 0),
  name TEXT NOT NULL,
  min_turnover INTEGER NOT NULL CHECK (min_turnover >= 0),
  upgrade_bonus INTEGER NOT NULL CHECK (upgrade_bonus >= 0),
  daily_withdrawals INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, level)
);

CREATE TABLE rebate_rates (
  merchant_code TEXT NOT NULL,
  level INTEGER NOT NULL,
  category TEXT NOT NULL,
  rate_bps INTEGER NOT NULL CHECK (rate_bps BETWEEN 0 AND 1000),
  PRIMARY KEY (merchant_code, level, category),
  FOREIGN KEY (merchant_code, level) REFERENCES vip_levels (merchant_code, level)
);

-- One claim per period: a period starts where the member's last claim ended (0 for the first),
-- so two claims racing for the same period cannot both land (UNIQUE member_id, period_from).
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  period_from INTEGER NOT NULL,
  period_to INTEGER NOT NULL,
  level INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- JSON RebateCategory[] (shared/contract-member.ts)
  details TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id),
  UNIQUE (member_id, period_from)
);
CREATE INDEX rebate_claims_by_member ON rebate_claims (member_id, period_to DESC);
CREATE INDEX game_rounds_by_member ON game_rounds (member_id, status, settled_at);
CREATE INDEX lottery_bets_by_member_settled ON lottery_bets (member_id, status, settled_at);

WITH levels(level, name, min_turnover, upgrade_bonus, daily_withdrawals) AS (
  VALUES (0, 'Member', 0, 0, 3), (1, 'Bronze', 1000000, 18000, 5), (2, 'Silver', 10000000, 58000, 5), (3, 'Gold', 50000000, 188000, 8),
         (4, 'Platinum', 200000000, 588000, 10), (5, 'Diamond', 1000000000, 1888000, 15), (6, 'Crown', 5000000000, 8888000, 20)
)
INSERT INTO vip_levels (merchant_code, level, name, min_turnover, upgrade_bonus, daily_withdrawals)
  SELECT m.code, l.level, l.name, l.min_turnover, l.upgrade_bonus, l.daily_withdrawals FROM merchants m, levels l;

WITH cats(category, base, step) AS (
  VALUES ('RNG', 50, 10), ('FISH', 50, 10), ('LIVE', 40, 10), ('SPORTS', 40, 10), ('ESPORTS', 40, 10), ('PVP', 30, 5), ('LOTT', 20, 5), ('ELOTT', 20, 5), ('INHOUSE', 50, 10)
)
INSERT INTO rebate_rates (merchant_code, level, category, rate_bps)
  SELECT l.merchant_code, l.level, c.category, c.base + l.level * c.step FROM vip_levels l, cats c;
