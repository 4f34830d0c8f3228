-- Favourite games per member (docs/product.md 3 Favourite: nodeId, vendor, gameType; 4, 7.2).
CREATE TABLE favourites (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX favourites_by_game ON favourites (node_id);

-- Hot games come first in hot lists and in popular games.
CREATE INDEX games_hot ON games (category, is_hot, node_id);

-- Demo favourites of demo_member and demo_vip, so popular games has member choices to rank.
INSERT INTO favourites (member_id, node_id, created_at)
SELECT m.id, g.node_id, 0 FROM members m JOIN games g
  ON g.game_id IN ('PG_002', 'PG_003', 'JDB_002', 'EVO_002', 'KM_002')
WHERE m.merchant_code = 'DEMO' AND m.username IN ('demo_member', 'demo_vip');
