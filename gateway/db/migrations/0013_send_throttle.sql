-- Sends of one-time codes, e-mails and captchas, counted per destination and per address so the
-- gateway throttles them itself (an upstream does not trust the portal's edge limits).
CREATE TABLE send_log (
  merchant_code TEXT NOT NULL,
  -- sms | email | captcha, then ':dest' or ':ip'
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX send_log_by_key ON send_log (merchant_code, scope, key, at);
CREATE INDEX send_log_by_time ON send_log (at);
