-- Play slice: launch tickets, vendor sessions, provably fair rounds settled through the
-- seamless wallet, recent games, per-game maintenance, PVP rooms and lottery draws.
-- Times are epoch milliseconds.

-- a game the operator has put under maintenance cannot be launched (docs/product.md 8)
ALTER TABLE games ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;

-- one-time launch tickets carried in game_url; only the SHA-256 of a ticket is stored
CREATE TABLE launch_tickets (
  ticket_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  game_id TEXT NOT NULL REFERENCES games(game_id),
  room_id TEXT,
  launch_mode TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- the vendor stand-in's own session, made from a ticket; the game page holds its token in memory
CREATE TABLE vendor_sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  game_id TEXT NOT NULL REFERENCES games(game_id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- a round: committed (server seed hash shown) then settled (seed revealed, money moved)
CREATE TABLE game_rounds (
  round_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  game_id TEXT NOT NULL REFERENCES games(game_id),
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  nonce INTEGER NOT NULL,
  client_seed TEXT,
  bet INTEGER,
  win INTEGER,
  -- JSON FairOutcome (shared/fair.ts)
  outcome TEXT,
  status TEXT NOT NULL CHECK (status IN ('committed', 'settled')),
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX game_rounds_settled ON game_rounds (merchant_code, status, settled_at DESC);
CREATE INDEX game_rounds_by_win ON game_rounds (merchant_code, status, win DESC);

-- recorded at launch; the recent list is newest first
CREATE TABLE recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id),
  game_id TEXT NOT NULL REFERENCES games(game_id),
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_by_time ON recent_games (member_id, played_at DESC);

-- lottery draws (opened numbers), made by the Cron Trigger or the operator's draw-now
CREATE TABLE lottery_draws (
  game_id TEXT NOT NULL REFERENCES games(game_id),
  issue INTEGER NOT NULL,
  numbers TEXT NOT NULL,
  drawn_at INTEGER NOT NULL,
  PRIMARY KEY (game_id, issue)
);
CREATE INDEX lottery_draws_by_time ON lottery_draws (drawn_at DESC);

-- seed: three past draws of every lottery game, so home and /vnlottery show numbers at once
WITH RECURSIVE issue(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM issue WHERE n < 3)
INSERT INTO lottery_draws (game_id, issue, numbers, drawn_at)
SELECT g.game_id, issue.n,
  printf('%02d,%02d,%02d,%02d,%02d', abs(random()) % 100, abs(random()) % 100, abs(random()) % 100, abs(random()) % 100, abs(random()) % 100),
  CAST(strftime('%s', 'now') AS INTEGER) * 1000 - (4 - issue.n) * 300000
FROM games g, issue
WHERE g.category IN ('LOTT', 'ELOTT') AND g.is_game = 'GAME';
