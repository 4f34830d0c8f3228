-- Accounts, the rest of login: forgotten-password recovery and social login.
-- Times are epoch milliseconds.

-- Forgot by e-mail: a temporary password sent to the account's e-mail (dev outbox). It is a
-- second credential next to the real password until it expires or is used; logging in with
-- it makes it the account's password, marked default, so the change-password dialog opens.
-- Knowing a username and e-mail therefore never locks the owner out.
CREATE TABLE password_resets (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  temp_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Social login through the reference gateway's stand-in identity providers.
-- SOCIALLOGIN module (under LOGIN): on for Demo Club, off for Lucky Star.
INSERT INTO modules (merchant_code, mod_id, parent_mod_id, enabled, sort) VALUES
  ('DEMO', 'SOCIALLOGIN', 'LOGIN', 1, 107),
  ('DEMO2', 'SOCIALLOGIN', 'LOGIN', 0, 107);

-- hosts a social login may send the player back to (with ?token=), per merchant; the port
-- is not compared (loopback development and test servers move it)
CREATE TABLE merchant_hosts (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  host TEXT NOT NULL,
  PRIMARY KEY (merchant_code, host)
);
INSERT INTO merchant_hosts (merchant_code, host) VALUES ('DEMO', '127.0.0.1'), ('DEMO2', 'localhost');

-- a started social login: single use, short lived
CREATE TABLE social_states (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  provider TEXT NOT NULL,
  return_url TEXT NOT NULL,
  ip TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- a member's identity at a provider (subject = the provider's account id)
CREATE TABLE social_identities (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, provider, subject)
);
