-- Promotions, member activities (docs/product.md 4 activity states), activity applications and the
-- point mall with its points ledger (docs/product.md 3, 7.3, 9). Times are epoch milliseconds.
-- Application images live in the PROMO_UPLOADS R2 bucket; rows keep their keys only.

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  category TEXT NOT NULL CHECK (category IN ('new_player', 'deposit', 'casino', 'sports', 'vip')),
  -- 'apply': the application form is reviewed; 'signup': joining signs the member up at once
  mode TEXT NOT NULL CHECK (mode IN ('apply', 'signup')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  -- terms as plain text paragraphs separated by a blank line (never HTML)
  terms TEXT NOT NULL,
  bonus INTEGER NOT NULL CHECK (bonus >= 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER,
  sort INTEGER NOT NULL
);
CREATE INDEX promotions_by_merchant ON promotions (merchant_code, category, sort);

-- one activity per member and promotion; its state follows docs/product.md 4
CREATE TABLE member_activities (
  member_id INTEGER NOT NULL REFERENCES members(id),
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  state TEXT NOT NULL CHECK (state IN ('processing', 'rejected', 'issued', 'claimed', 'signed')),
  comment TEXT,
  -- JSON array of R2 keys of the application's images
  image_keys TEXT NOT NULL DEFAULT '[]',
  -- the browser's idempotency key of the last submit
  request_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
);

-- what points buy; units NULL = unlimited, never below 0
CREATE TABLE point_items (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  name TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  units INTEGER CHECK (units IS NULL OR units >= 0),
  sort INTEGER NOT NULL
);

-- the points ledger: a balance is the sum of a member's entries; points never expire
CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  points INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'REFUND')),
  remark TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX point_entries_by_member ON point_entries (member_id);

CREATE TRIGGER points_never_negative AFTER INSERT ON point_entries
WHEN (SELECT SUM(points) FROM point_entries WHERE member_id = NEW.member_id) < 0
BEGIN
  SELECT RAISE(ABORT, 'INSUFFICIENT_POINTS');
END;

CREATE TABLE point_redemptions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  item_id INTEGER NOT NULL REFERENCES point_items(id),
  item_name TEXT NOT NULL,
  points INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('processing', 'rejected', 'approved')),
  remark TEXT NOT NULL DEFAULT '',
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX point_redemptions_by_member ON point_redemptions (member_id, created_at DESC);

-- ---------------------------------------------------------------- seed

INSERT INTO promotions (id, merchant_code, category, mode, title, summary, terms, bonus, starts_at, ends_at, sort) VALUES
  (1, 'DEMO', 'new_player', 'apply', 'Welcome Bonus', 'New members get 100,000 VND on their first deposit.',
   'Open to members who registered in the last 30 days.' || char(10) || char(10) || 'Apply with a short comment and a screenshot of your first deposit.' || char(10) || char(10) || 'The bonus needs 5x turnover before withdrawal.',
   100000, 1735689600000, NULL, 1),
  (2, 'DEMO', 'sports', 'signup', 'Parlay Boost', 'Sign up and get 50,000 VND when your parlay of 4+ legs settles.',
   'One sign-up per member.' || char(10) || char(10) || 'The boost is issued after the parlay settles and must be claimed within 7 days.',
   50000, 1735689600000, NULL, 2),
  (3, 'DEMO', 'deposit', 'apply', 'First Deposit 100%', 'Double your first deposit up to 2,000,000 VND.',
   'Deposit at least 200,000 VND, then apply with the deposit receipt.' || char(10) || char(10) || 'Bonus subject to 10x turnover.',
   200000, 1735689600000, NULL, 3),
  (4, 'DEMO', 'new_player', 'signup', 'New Player Free Spins', '50 free spins on selected slots for new players.',
   'Sign up within 7 days of registering.' || char(10) || char(10) || 'Winnings from free spins are credited as bonus.',
   30000, 1735689600000, NULL, 4),
  (5, 'DEMO', 'deposit', 'signup', 'Weekend Reload', 'A 20% reload on weekend deposits.',
   'This promotion has ended.', 40000, 1735689600000, 1738368000000, 5),
  (6, 'DEMO', 'casino', 'apply', 'Live Casino Cashback', '5% cashback on live casino losses every week.',
   'Apply with your weekly loss screenshot.' || char(10) || char(10) || 'Cashback capped at 1,000,000 VND per week.',
   80000, 1735689600000, NULL, 6),
  (7, 'DEMO', 'vip', 'apply', 'VIP Birthday Gift', 'VIP members receive a birthday gift.',
   'Starts soon: rank 3 and above may apply in their birthday month.',
   500000, CAST(unixepoch() AS INTEGER) * 1000 + 30 * 86400000, NULL, 7),
  (8, 'DEMO', 'casino', 'signup', 'Slots Tournament', 'Climb the slots leaderboard for a share of the prize pool.',
   'Starts soon.', 150000, CAST(unixepoch() AS INTEGER) * 1000 + 14 * 86400000, NULL, 8),
  (20, 'DEMO2', 'new_player', 'apply', 'Lucky Welcome', 'A lucky start for new members.',
   'Apply after your first deposit.', 50000, 1735689600000, NULL, 1);

-- demo_member (1): one of each member state
INSERT INTO member_activities (member_id, promotion_id, state, comment, image_keys, request_id, created_at, updated_at) VALUES
  (1, 2, 'issued', NULL, '[]', 'seed-2', 1736000000000, 1736100000000),
  (1, 3, 'rejected', 'My deposit receipt', '[]', 'seed-3', 1736000000000, 1736100000000),
  (1, 4, 'signed', NULL, '[]', 'seed-4', 1736000000000, 1736000000000),
  (1, 5, 'claimed', NULL, '[]', 'seed-5', 1736000000000, 1736200000000),
  (1, 6, 'processing', 'Week 2 losses', '[]', 'seed-6', 1736000000000, 1736000000000);

INSERT INTO point_items (id, merchant_code, name, points, amount, units, sort) VALUES
  (1, 'DEMO', '10,000 VND bonus', 100, 10000, NULL, 1),
  (2, 'DEMO', '50,000 VND bonus', 450, 50000, NULL, 2),
  (3, 'DEMO', '200,000 VND bonus', 1700, 200000, 50, 3),
  (4, 'DEMO', '1,000,000 VND bonus', 8000, 1000000, 5, 4),
  (10, 'DEMO2', '20,000 VND bonus', 200, 20000, NULL, 1);

INSERT INTO point_entries (member_id, points, kind, remark, created_at) VALUES
  (1, 3000, 'EARN', 'Welcome points', 1735689600000),
  (1, 2500, 'EARN', 'Deposit points', 1735776000000),
  (1, -450, 'REDEEM', '50,000 VND bonus', 1735862400000),
  (1, -1700, 'REDEEM', '200,000 VND bonus', 1735948800000),
  (1, 1700, 'REFUND', '200,000 VND bonus', 1736035200000),
  (5, 800, 'EARN', 'Welcome points', 1735689600000);

INSERT INTO point_redemptions (member_id, item_id, item_name, points, amount, status, remark, request_id, created_at) VALUES
  (1, 2, '50,000 VND bonus', 450, 50000, 'approved', '', 'seed-r1', 1735862400000),
  (1, 3, '200,000 VND bonus', 1700, 200000, 'rejected', 'Turnover not met', 'seed-r2', 1735948800000);
