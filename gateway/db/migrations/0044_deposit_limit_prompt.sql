-- Player protection: registration and the first deposit prompt the player to set a
-- deposit limit. The answer is kept per member, so the prompt never shows again once the player
-- set a limit or skipped it (on any device).
CREATE TABLE deposit_limit_prompts (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  answer TEXT NOT NULL CHECK (answer IN ('set', 'skipped')),
  answered_at INTEGER NOT NULL
);
