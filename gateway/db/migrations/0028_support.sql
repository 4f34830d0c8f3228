-- The feedback form and support tickets (docs/product.md 2.5, 5): the brand's word limits
-- (feedback between {0} and {1} words; ticket content between a lower and upper count), changed
-- through PUT /__admin/support/settings. Images (png/jpg by content, 5 MB, at most 3) live in R2
-- under the keys listed in image_keys. A repeated requestId finds its first row (UNIQUE).
CREATE TABLE support_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  feedback_min_words INTEGER NOT NULL CHECK (feedback_min_words > 0),
  feedback_max_words INTEGER NOT NULL CHECK (feedback_max_words >= feedback_min_words),
  ticket_min_words INTEGER NOT NULL CHECK (ticket_min_words > 0),
  ticket_max_words INTEGER NOT NULL CHECK (ticket_max_words >= ticket_min_words)
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  content TEXT NOT NULL,
  -- JSON array of R2 keys
  image_keys TEXT NOT NULL DEFAULT '[]',
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);

CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  question_type TEXT NOT NULL CHECK (question_type IN ('deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other')),
  content TEXT NOT NULL,
  image_keys TEXT NOT NULL DEFAULT '[]',
  -- open: waiting for customer service; answered: the operator replied last; closed
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX support_tickets_by_member ON support_tickets (member_id, updated_at);

CREATE TABLE support_ticket_messages (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets(id),
  author TEXT NOT NULL CHECK (author IN ('member', 'operator')),
  content TEXT NOT NULL,
  -- the member's idempotency key (NULL for the operator's replies)
  request_id TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (ticket_id, request_id)
);

INSERT INTO support_settings (merchant_code, feedback_min_words, feedback_max_words, ticket_min_words, ticket_max_words)
  SELECT code, 5, 300, 10, 200 FROM merchants;
