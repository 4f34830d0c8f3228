-- MissionLeaderboard: a brand's daily missions, fed by real play (settled bets, by
-- category or any), paid deposits and logins in the brand's day (UTC+7, the Vietnamese
-- market's); a completed mission is claimed once per day (UNIQUE member, code, day), paid
-- through the ledger (kind MISSION, a bonus with the turnover requirement).
CREATE TABLE mission_definitions (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bet', 'deposit', 'login')),
  -- bet: the game category that counts, NULL for every category
  category TEXT,
  target INTEGER NOT NULL CHECK (target > 0),
  reward INTEGER NOT NULL CHECK (reward > 0),
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, code)
);

CREATE TABLE mission_claims (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  -- the brand's day the mission belongs to (days since the epoch, UTC+7)
  day INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, code, day),
  UNIQUE (member_id, request_id)
);

CREATE INDEX game_rounds_settled_by_day ON game_rounds (merchant_code, status, settled_at, member_id);
CREATE INDEX deposit_orders_paid ON deposit_orders (member_id, status, paid_at);

WITH missions(code, kind, category, target, reward, sort) AS (
  VALUES ('DAILY_LOGIN', 'login', NULL, 1, 2000, 1),
         ('DAILY_SLOTS_500K', 'bet', 'RNG', 500000, 10000, 2),
         ('DAILY_BET_1M', 'bet', NULL, 1000000, 20000, 3),
         ('DAILY_DEPOSIT_200K', 'deposit', NULL, 200000, 15000, 4)
)
INSERT INTO mission_definitions (merchant_code, code, kind, category, target, reward, sort)
  SELECT m.code, x.code, x.kind, x.category, x.target, x.reward, x.sort FROM merchants m, missions x;
