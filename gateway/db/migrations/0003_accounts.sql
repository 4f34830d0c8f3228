-- Accounts slice: member contact and label columns, sessions, known addresses, login
-- throttling for the captcha, captcha answers, verification codes, two-factor challenges
-- and the development outbox. Times are epoch milliseconds.

-- mobile number split as the login form sends it: dialing code without '+', national digits
ALTER TABLE members ADD COLUMN mobile_dialing_code TEXT;
ALTER TABLE members ADD COLUMN mobile_num TEXT;
ALTER TABLE members ADD COLUMN email TEXT;
-- 0 = unknown; the accounts seed sets the demo accounts to the time it is applied
ALTER TABLE members ADD COLUMN password_changed_at INTEGER NOT NULL DEFAULT 0;
-- NULL until the first session: LoginResult.firstTimeLogin
ALTER TABLE members ADD COLUMN last_login_at INTEGER;
-- JSON ClubLabel or NULL; JSON array of MemberLabel (shared/contract.ts)
ALTER TABLE members ADD COLUMN club_label TEXT;
ALTER TABLE members ADD COLUMN member_labels TEXT NOT NULL DEFAULT '[]';
CREATE UNIQUE INDEX members_by_mobile ON members (merchant_code, mobile_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;

-- bearer sessions; the token itself is never stored, only its SHA-256 (base64url)
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_ip TEXT NOT NULL
);
CREATE INDEX sessions_by_member ON sessions (member_id);

-- addresses an account has logged in from; a login from another one needs the second step
CREATE TABLE known_addresses (
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  first_seen INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- consecutive failed logins per username and per client address (kind 'user' | 'ip')
CREATE TABLE login_attempts (
  merchant_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('user', 'ip')),
  key TEXT NOT NULL,
  failures INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, kind, key)
);

-- the answer of the last captcha drawn for a client address; single use
CREATE TABLE captchas (
  merchant_code TEXT NOT NULL,
  ip TEXT NOT NULL,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, ip)
);

-- one-time codes sent by SMS or e-mail outside a challenge (purpose 'login', ...)
CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  destination TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX verification_codes_by_destination ON verification_codes (merchant_code, destination, purpose, id DESC);

-- second login step from an unknown address (docs/product.md 2.7)
CREATE TABLE two_factor_challenges (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  destination TEXT NOT NULL,
  code TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- development stand-in for the SMS and e-mail providers: every code "sent" lands here
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  destination TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_by_destination ON outbox (destination, id DESC);
