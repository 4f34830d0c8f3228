-- Player protection: time-outs and self-exclusion, deposit limits, login history,
-- reality checks. Times are epoch milliseconds.

-- RESPGAMING (a parent of its own) switches each tool per brand. Demo Club offers every tool;
-- Lucky Star everything but the reality check (so the flag is seen working per brand).
INSERT INTO modules (merchant_code, mod_id, parent_mod_id, enabled, sort) VALUES
  ('DEMO', 'RESPGAMING', NULL, 1, 900),
  ('DEMO', 'RGTIMEOUT', 'RESPGAMING', 1, 901),
  ('DEMO', 'RGDEPOSITLIMIT', 'RESPGAMING', 1, 902),
  ('DEMO', 'RGLOGINHISTORY', 'RESPGAMING', 1, 903),
  ('DEMO', 'RGREALITYCHECK', 'RESPGAMING', 1, 904),
  ('DEMO2', 'RESPGAMING', NULL, 1, 900),
  ('DEMO2', 'RGTIMEOUT', 'RESPGAMING', 1, 901),
  ('DEMO2', 'RGDEPOSITLIMIT', 'RESPGAMING', 1, 902),
  ('DEMO2', 'RGLOGINHISTORY', 'RESPGAMING', 1, 903),
  ('DEMO2', 'RGREALITYCHECK', 'RESPGAMING', 0, 904);

-- A break or a self-exclusion. Append-only: nobody (player, operator, this gateway) can
-- shorten or lift one; the member is excluded while any row has starts_at <= now < ends_at.
CREATE TABLE member_exclusions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('break', 'self_exclusion')),
  duration TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  request_id TEXT NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX member_exclusions_by_member ON member_exclusions (member_id, ends_at);
CREATE TRIGGER member_exclusions_no_update BEFORE UPDATE ON member_exclusions
BEGIN
  SELECT RAISE(ABORT, 'an exclusion cannot be changed');
END;
CREATE TRIGGER member_exclusions_no_delete BEFORE DELETE ON member_exclusions
BEGIN
  SELECT RAISE(ABORT, 'an exclusion cannot be lifted');
END;

-- Deposit limits per rolling window. `amount` is in force (NULL: none); a waiting increase or
-- removal is `pending_amount` (NULL with pending_at set: removal) from `pending_at` on.
CREATE TABLE deposit_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, period)
);

-- Every login attempt on a known account: success, wrong password or refused (excluded).
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  country TEXT,
  device TEXT,
  result TEXT NOT NULL CHECK (result IN ('success', 'wrong_password', 'refused'))
);
CREATE INDEX login_history_by_member ON login_history (member_id, id);

-- The player's reality-check interval (0 = off) and the session's last answered check.
CREATE TABLE member_protection (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60))
);
ALTER TABLE sessions ADD COLUMN reality_ack_at INTEGER;

-- Development and test servers only (/__admin/protection/clock): how far a member's
-- protection clock runs ahead of the real one, so waiting periods can be seen ending.
CREATE TABLE protection_clock (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  offset_ms INTEGER NOT NULL
);
