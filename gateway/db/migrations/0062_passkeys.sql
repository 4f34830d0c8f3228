-- Passkeys (WebAuthn, discoverable credentials): shared/api/passkeys.ts, domain/passkeys.ts.
-- Times are epoch milliseconds.

-- A member's passkey. id is the credential id (base64url) the authenticator made; rp_id is the
-- brand host it was made on, and it answers on that RP ID only (a passkey made on one brand is
-- never accepted on another, even of the same merchant). counter is the signature counter last
-- seen: an assertion whose counter does not go up is refused (a cloned or replayed key).
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  rp_id TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_member ON passkeys(member_id);

-- A ceremony's challenge: single use (taken by the answer, right or wrong), 5 minutes, and bound
-- to who asked: binding_hash is the SHA-256 of the session token (adding a passkey, a step's
-- second factor) or of the nonce the edge worker keeps in this browser's cookie (a sign-in).
-- origin and rp_id are the page's, as the worker said when the challenge was issued.
CREATE TABLE passkey_challenges (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  purpose TEXT NOT NULL,
  member_id INTEGER,
  binding_hash TEXT NOT NULL,
  challenge TEXT NOT NULL,
  origin TEXT NOT NULL,
  rp_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Lucky Star's members-only site is a brand of DEMO2 on its own host: its passkeys are its own.
INSERT OR IGNORE INTO merchant_hosts (merchant_code, host) VALUES ('DEMO2', 'guard.localhost');
