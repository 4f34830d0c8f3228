-- A second factor that holds against a stolen session.
-- A login waiting for its second step carries the member's session generation as the password
-- step read it: a password change (or anything else that moves the generation) kills it.
ALTER TABLE second_factor_logins ADD COLUMN generation INTEGER;

-- Which session added a factor and until when (the member's protection clock) it may not prove
-- that same session's money steps: the brand's cool-off (merchants.factor_cool_off_minutes).
ALTER TABLE passkeys ADD COLUMN added_by TEXT;
ALTER TABLE passkeys ADD COLUMN cool_until INTEGER;
ALTER TABLE member_totp ADD COLUMN enabled_by TEXT;
ALTER TABLE member_totp ADD COLUMN cool_until INTEGER;
ALTER TABLE merchants ADD COLUMN factor_cool_off_minutes INTEGER NOT NULL DEFAULT 60 CHECK (factor_cool_off_minutes >= 0);

-- The login history also lists every change of the second factor (result 'factor_changed').
CREATE TABLE login_history_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  country TEXT,
  device TEXT,
  result TEXT NOT NULL CHECK (result IN ('success', 'wrong_password', 'refused', 'factor_changed'))
);
INSERT INTO login_history_new (id, merchant_code, member_id, at, ip, country, device, result)
  SELECT id, merchant_code, member_id, at, ip, country, device, result FROM login_history;
DROP TABLE login_history;
ALTER TABLE login_history_new RENAME TO login_history;
CREATE INDEX login_history_by_member ON login_history (member_id, id);
