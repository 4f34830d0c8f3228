-- The agent centre's announcement page: the operator's notices to its agents (HTML,
-- cleaned by the portal before it is shown, like the players' announcements).
CREATE TABLE agent_announcements (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  date_ms INTEGER NOT NULL
);
CREATE INDEX agent_announcements_by_date ON agent_announcements (merchant_code, date_ms DESC);

INSERT INTO agent_announcements (merchant_code, title, content, date_ms) VALUES
  ('DEMO', 'Agent programme rules', '<p>Dear agents, transfers to your <strong>direct downlines</strong> are instant and free.</p><ul><li>Team reports cover up to 92 days.</li></ul>', 1735723800000),
  ('DEMO', 'New downline registration', '<p>You can now open accounts for your downlines from the agent centre.</p>', 1735810200000),
  ('DEMO2', 'Lucky Star agents', '<p>Welcome to the Lucky Star agent programme.</p>', 1735723800000);
