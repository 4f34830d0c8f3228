-- Contracts (docs/product.md 4): an agent offers a direct downline agent a dividend, daily,
-- hourly or real-time salary contract with rates in tiers; the downline accepts or rejects it;
-- either side terminates it; an upline's lower rate ends a downline's higher one. Settlements
-- pay once per contract and period: the row's primary key and the ledger key
-- contract:<id>:<period start> both refuse a second payment, whatever the retries.
CREATE TABLE agent_contracts (
  id INTEGER PRIMARY KEY,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  kind TEXT NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  upline_id INTEGER NOT NULL REFERENCES members(id),
  downline_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  -- JSON [{ "minBase": n, "rateBps": n }] ascending by minBase, the first at 0
  tiers TEXT NOT NULL,
  top_rate_bps INTEGER NOT NULL CHECK (top_rate_bps >= 0 AND top_rate_bps <= 10000),
  status TEXT NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminated', 'ended')),
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  answered_at INTEGER,
  ended_at INTEGER,
  -- REJECTED, TERMINATED_BY_UPLINE, TERMINATED_BY_DOWNLINE, UPLINE_RATE_LOWER, REPLACED
  end_reason TEXT,
  UNIQUE (upline_id, request_id)
);
-- per downline and kind: one open offer and one active contract (a new offer accepted replaces the active one)
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (downline_id, kind) WHERE status = 'offered';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (downline_id, kind) WHERE status = 'active';
CREATE INDEX agent_contracts_by_upline ON agent_contracts (upline_id, kind, status);
CREATE INDEX agent_contracts_active ON agent_contracts (kind, status);

CREATE TABLE contract_settlements (
  contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  -- the team's bets (salaries) or net loss (dividend) of the period, the tier's rate, the pay
  base INTEGER NOT NULL,
  rate_bps INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  settled_at INTEGER NOT NULL,
  PRIMARY KEY (contract_id, period_start)
);
CREATE INDEX contract_settlements_by_member ON contract_settlements (member_id, kind, period_start DESC);
