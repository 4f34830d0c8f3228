-- Player protection, session time limit: a session ends (401 SESSION_LIMIT_REACHED)
-- once it has lasted the player's limit; a decrease at once, an increase or removal after 24 hours.
INSERT INTO modules (merchant_code, mod_id, parent_mod_id, enabled, sort) VALUES
  ('DEMO', 'RGSESSIONLIMIT', 'RESPGAMING', 1, 906),
  ('DEMO2', 'RGSESSIONLIMIT', 'RESPGAMING', 1, 906);

-- minutes; the same columns as deposit_limits (one row per member, period 'session')
CREATE TABLE session_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period = 'session'),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, period)
);

-- when the session started on the member's protection clock (the real start unless an
-- operator moved that clock on a development or test server): session limits and the
-- reality check count from it
ALTER TABLE sessions ADD COLUMN clock_started_at INTEGER;
