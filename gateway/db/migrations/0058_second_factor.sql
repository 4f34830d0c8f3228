-- The second factor (shared/api/second-factor.ts): an authenticator app's TOTP secret per
-- member, its recovery codes, the wrong tries of any second-factor proof, the login attempts
-- waiting for their second factor, and the brand's switches.

-- One TOTP secret per member. `enabled_at` NULL: started, waiting for its first code (a new
-- start replaces it). `last_step`: the 30-second time step of the last accepted code, so a code
-- is taken once (a later code must come from a later step). The secret is read only to check a
-- code: it is never answered again after the start, logged or written to the audit.
CREATE TABLE member_totp (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  enabled_at INTEGER,
  last_step INTEGER NOT NULL DEFAULT 0
);

-- Ten single-use recovery codes, made when TOTP is turned on and shown once: SHA-256 of the
-- normalised code only (each has 50 random bits, so a fast hash is enough).
CREATE TABLE totp_recovery_codes (
  member_id INTEGER NOT NULL REFERENCES members(id),
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (member_id, code_hash)
);

-- Wrong second-factor proofs, counted like the payment PIN's (0057): the same columns, read by
-- the same statements (db/queries/guess-limits.ts).
CREATE TABLE second_factor_attempts (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locks INTEGER NOT NULL DEFAULT 0 CHECK (locks >= 0),
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE second_factor_checks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  started_at INTEGER NOT NULL
);
CREATE INDEX second_factor_checks_by_member ON second_factor_checks (member_id);

-- A password login that checked out and waits for the member's second factor: bound to that
-- attempt (its id, brand and address), 5 minutes, one session.
CREATE TABLE second_factor_logins (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  step TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Whitelabel modules under SECONDFACTOR: TOTP and PASSKEY offer the methods; STEPUPCARD,
-- STEPUPPAYPWD and STEPUPWITHDRAW ask a member who has one for it on those money steps.
INSERT INTO modules (merchant_code, mod_id, parent_mod_id, enabled, sort) VALUES
  ('DEMO', 'SECONDFACTOR', NULL, 1, 900),
  ('DEMO', 'TOTP', 'SECONDFACTOR', 1, 901),
  ('DEMO', 'PASSKEY', 'SECONDFACTOR', 1, 902),
  ('DEMO', 'STEPUPCARD', 'SECONDFACTOR', 1, 903),
  ('DEMO', 'STEPUPPAYPWD', 'SECONDFACTOR', 1, 904),
  ('DEMO', 'STEPUPWITHDRAW', 'SECONDFACTOR', 1, 905),
  ('DEMO2', 'SECONDFACTOR', NULL, 1, 900),
  ('DEMO2', 'TOTP', 'SECONDFACTOR', 1, 901),
  ('DEMO2', 'PASSKEY', 'SECONDFACTOR', 1, 902),
  ('DEMO2', 'STEPUPCARD', 'SECONDFACTOR', 1, 903),
  ('DEMO2', 'STEPUPPAYPWD', 'SECONDFACTOR', 1, 904),
  ('DEMO2', 'STEPUPWITHDRAW', 'SECONDFACTOR', 0, 905);

-- A withdrawal above this amount (whole units of the brand's currency) asks for the second
-- factor when STEPUPWITHDRAW is on.
ALTER TABLE merchants ADD COLUMN step_up_withdraw_above INTEGER NOT NULL DEFAULT 1000000;
