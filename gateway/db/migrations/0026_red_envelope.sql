-- Red envelope: a timed giveaway of random amounts from a pool. A brand's current
-- envelope is its newest row; PUT /__admin/redEnvelope opens a new one (claims start again).
-- Each member claims once per envelope (UNIQUE envelope_id, member_id); a claim takes its
-- amount off `remaining` in the same batch as the payment, and CHECK (remaining >= 0) refuses
-- a claim that a racing one has left no room for, so the pool never goes negative. Paid
-- through the ledger (kind ENVELOPE, key envelope:<envelope>:<member>), a bonus with the
-- turnover requirement. Times are epoch milliseconds.
CREATE TABLE red_envelopes (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  pool INTEGER NOT NULL CHECK (pool > 0),
  remaining INTEGER NOT NULL CHECK (remaining >= 0),
  min_amount INTEGER NOT NULL CHECK (min_amount > 0),
  max_amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK (max_amount >= min_amount),
  CHECK (remaining <= pool)
);
CREATE INDEX red_envelopes_by_merchant ON red_envelopes (merchant_code, id DESC);

CREATE TABLE red_envelope_claims (
  id INTEGER PRIMARY KEY,
  envelope_id INTEGER NOT NULL REFERENCES red_envelopes(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (envelope_id, member_id),
  UNIQUE (member_id, request_id)
);

-- every brand: open from the migration for 30 days, 5,000,000 in amounts of 1,000 to 50,000
INSERT INTO red_envelopes (merchant_code, starts_at, ends_at, pool, remaining, min_amount, max_amount, created_at)
SELECT code, CAST(unixepoch() AS INTEGER) * 1000 - 3600000, CAST(unixepoch() AS INTEGER) * 1000 + 30 * 86400000, 5000000, 5000000, 1000, 50000,
  CAST(unixepoch() AS INTEGER) * 1000
FROM merchants;
