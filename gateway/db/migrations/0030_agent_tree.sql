-- The agent's downline tree: a closure table over the upline relation the gateway
-- already keeps (members.affiliate_code -> affiliate_codes.agent_member_id, migration 0005).
-- One row per (ancestor, descendant) at every depth (1 = direct downline), so "is this member
-- in my tree" is one primary-key read whatever the depth, and a team is one index range.
CREATE TABLE member_tree (
  ancestor_id INTEGER NOT NULL REFERENCES members(id),
  descendant_id INTEGER NOT NULL REFERENCES members(id),
  depth INTEGER NOT NULL CHECK (depth >= 1),
  PRIMARY KEY (ancestor_id, descendant_id)
) WITHOUT ROWID;
CREATE INDEX member_tree_by_descendant ON member_tree (descendant_id, depth);
CREATE INDEX member_tree_by_depth ON member_tree (ancestor_id, depth, descendant_id);

-- the members who already have an upline (recursively: an agent under another agent)
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE parent(child, up) AS (
  SELECT m.id, c.agent_member_id FROM members m
  JOIN affiliate_codes c ON c.merchant_code = m.merchant_code AND UPPER(c.code) = UPPER(m.affiliate_code)
  WHERE m.affiliate_code IS NOT NULL AND c.agent_member_id <> m.id
),
chain(descendant, ancestor, depth) AS (
  SELECT child, up, 1 FROM parent
  UNION
  SELECT chain.descendant, parent.up, chain.depth + 1 FROM chain JOIN parent ON parent.child = chain.ancestor
  WHERE chain.depth < 64 AND parent.up <> chain.descendant
)
SELECT ancestor, descendant, MIN(depth) FROM chain GROUP BY ancestor, descendant;

-- A member gets its upline once: when its affiliate code is first set (registration, an
-- agent's downline registration, the operator). The member and its own subtree join under
-- the code's agent and every ancestor of that agent. A code of the member itself or of one of
-- its own downlines (a cycle) adds nothing.
CREATE TRIGGER member_tree_attach AFTER UPDATE OF affiliate_code ON members
WHEN OLD.affiliate_code IS NULL AND NEW.affiliate_code IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT up.ancestor_id, down.descendant_id, up.dist + 1 + down.dist
  FROM (
    SELECT c.agent_member_id AS ancestor_id, 0 AS dist FROM affiliate_codes c
    WHERE c.merchant_code = NEW.merchant_code AND UPPER(c.code) = UPPER(NEW.affiliate_code)
    UNION ALL
    SELECT t.ancestor_id, t.depth FROM member_tree t
    JOIN affiliate_codes c ON t.descendant_id = c.agent_member_id
    WHERE c.merchant_code = NEW.merchant_code AND UPPER(c.code) = UPPER(NEW.affiliate_code)
  ) up,
  (SELECT NEW.id AS descendant_id, 0 AS dist UNION ALL SELECT descendant_id, depth FROM member_tree WHERE ancestor_id = NEW.id) down
  WHERE NOT EXISTS (
    SELECT 1 FROM affiliate_codes c
    WHERE c.merchant_code = NEW.merchant_code AND UPPER(c.code) = UPPER(NEW.affiliate_code)
      AND (c.agent_member_id = NEW.id OR c.agent_member_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id))
  );
END;

-- a team's wallets by member (the ledger's own unique key leads with the merchant; 0017 made the same index)
CREATE INDEX IF NOT EXISTS ledger_accounts_by_member ON ledger_accounts (member_id, kind);
