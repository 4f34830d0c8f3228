-- Registration (docs/product.md 3 "Registration user payload", 4, 7.1): what a registration stores
-- beyond the login columns, agents' affiliate codes, and used bot-check challenges.

ALTER TABLE members ADD COLUMN register_method TEXT;
ALTER TABLE members ADD COLUMN register_url TEXT;
ALTER TABLE members ADD COLUMN register_ip TEXT;
-- the agent's affiliate (invitation) code the player registered with, and the referral code typed
ALTER TABLE members ADD COLUMN affiliate_code TEXT;
ALTER TABLE members ADD COLUMN referral_code TEXT;
-- JSON object of the optional profile fields (payeeName, qqNum, line, whatsapp, zalo, ...)
ALTER TABLE members ADD COLUMN profile TEXT NOT NULL DEFAULT '{}';
-- salted PBKDF2 of the payment password, when the brand asks for one
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;

-- an agent's invitation codes (GET /wps/agent/affiliate checks them)
CREATE TABLE affiliate_codes (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  code TEXT NOT NULL,
  agent_member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, code)
);

-- bot-check challenges already answered (single use); rows past expires_at may be deleted
CREATE TABLE bot_challenges_used (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- demo_agent's invitation code (README: register with ?affiliateCode=DEMOAGENT)
INSERT INTO affiliate_codes (merchant_code, code, agent_member_id, created_at)
  SELECT 'DEMO', 'DEMOAGENT', id, 1735689600000 FROM members WHERE merchant_code = 'DEMO' AND username = 'demo_agent';
