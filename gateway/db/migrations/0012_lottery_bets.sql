-- Lottery betting slice: bets on a lottery game's next issue, placed through the lottery
-- vendor stand-in's page, debited and credited only through the seamless-wallet callback
-- (ledger keys round:<betId>:debit / round:<betId>:credit). Times are epoch milliseconds.

CREATE TABLE lottery_bets (
  bet_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  game_id TEXT NOT NULL REFERENCES games(game_id),
  -- the page's idempotency key: the same request again answers the first bet
  request_id TEXT NOT NULL,
  issue INTEGER NOT NULL,
  play_type TEXT NOT NULL CHECK (play_type IN ('DIGIT', 'BIGSMALL')),
  pick TEXT NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  odds REAL NOT NULL,
  -- pending: taken, debit not yet confirmed; open: debited, waiting for the draw
  status TEXT NOT NULL CHECK (status IN ('pending', 'open', 'won', 'lost')),
  payout INTEGER NOT NULL DEFAULT 0,
  numbers TEXT,
  placed_at INTEGER NOT NULL,
  settled_at INTEGER,
  -- when the win's credit callback succeeded; a won bet without it is retried (the ledger key pays once)
  paid_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX lottery_bets_by_issue ON lottery_bets (game_id, issue, status);
CREATE INDEX lottery_bets_by_member ON lottery_bets (member_id, game_id, placed_at DESC);

-- the operator closed betting on a game's issue before its scheduled close time
CREATE TABLE lottery_sales_closed (
  game_id TEXT NOT NULL REFERENCES games(game_id),
  issue INTEGER NOT NULL,
  closed_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, issue)
);
