-- Money you can trust: the payment PIN's wrong tries, the session generation, the guard that
-- keeps bonus money in the member's wallets, and points that never go below zero.

-- Wrong payment PINs in a row per member, and the lock they lead to (`locked_until`, on the
-- member's protection clock; `locks` so far, for the doubling). A right PIN clears both counts.
CREATE TABLE payment_pin_attempts (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locks INTEGER NOT NULL DEFAULT 0 CHECK (locks >= 0),
  locked_until INTEGER NOT NULL DEFAULT 0
);

-- PIN checks under way: a check takes a row before the PIN is compared and gives it back with
-- its verdict. A row is taken only while the wrong tries plus the checks under way are fewer
-- than the limit, in one statement, so parallel guesses cannot get more checks than tries left.
-- A check whose request died counts as a wrong try after a minute.
CREATE TABLE payment_pin_checks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  started_at INTEGER NOT NULL
);
CREATE INDEX payment_pin_checks_by_member ON payment_pin_checks (member_id);

-- A session lives only while it carries its member's current generation. A break, a
-- self-exclusion, a password change or a PIN lock adds one in the batch that records it, so a
-- session created before it, or by a login that read the member before it, is dead at once.
ALTER TABLE members ADD COLUMN session_generation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;

-- Money leaving the member (a withdrawal hold, a transfer to another member): a guard row
-- written in the same batch, after the debit, whose NULL `ok` fails the batch when the wallet
-- no longer covers the bonuses still waiting for their turnover.
CREATE TABLE withdraw_guard (
  member_id INTEGER NOT NULL,
  ok INTEGER NOT NULL
);

-- Points get the wallet's guard: a balance per member kept by triggers, never below zero (the
-- trigger answers INSUFFICIENT_POINTS before the CHECK has to). Entries taken back (a round
-- reopened because its stake could not be debited) go through the same check, so points
-- already spent are not taken a second time: the take-back keeps what the balance cannot give.
CREATE TABLE point_balances (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  balance INTEGER NOT NULL CHECK (balance >= 0)
);
INSERT INTO point_balances (member_id, balance)
  SELECT member_id, MAX(0, SUM(points)) FROM point_entries GROUP BY member_id;

CREATE TRIGGER point_entry_posts AFTER INSERT ON point_entries
BEGIN
  INSERT INTO point_balances (member_id, balance) VALUES (NEW.member_id, 0) ON CONFLICT (member_id) DO NOTHING;
  SELECT RAISE(ABORT, 'INSUFFICIENT_POINTS') WHERE (SELECT balance + NEW.points < 0 FROM point_balances WHERE member_id = NEW.member_id);
  UPDATE point_balances SET balance = balance + NEW.points WHERE member_id = NEW.member_id;
END;

CREATE TRIGGER point_entry_changes AFTER UPDATE OF points ON point_entries
BEGIN
  SELECT RAISE(ABORT, 'INSUFFICIENT_POINTS') WHERE (SELECT balance + NEW.points - OLD.points < 0 FROM point_balances WHERE member_id = NEW.member_id);
  UPDATE point_balances SET balance = balance + NEW.points - OLD.points WHERE member_id = NEW.member_id;
END;

CREATE TRIGGER point_entry_removed AFTER DELETE ON point_entries
BEGIN
  SELECT RAISE(ABORT, 'INSUFFICIENT_POINTS') WHERE (SELECT balance - OLD.points < 0 FROM point_balances WHERE member_id = OLD.member_id);
  UPDATE point_balances SET balance = balance - OLD.points WHERE member_id = OLD.member_id;
END;

-- A reopened round takes back only what the balance still holds; the rest was spent (on a
-- conversion) and stays with the round's entry, which keeps its play_ref so it is not earned twice.
DROP TRIGGER points_back_from_reopened_rounds;
CREATE TRIGGER points_back_from_reopened_rounds AFTER UPDATE OF status ON game_rounds
WHEN NEW.status = 'committed' AND OLD.status = 'settled'
BEGIN
  UPDATE point_entries
    SET points = points - MIN(points, (SELECT MAX(0, balance) FROM point_balances WHERE member_id = OLD.member_id))
    WHERE play_ref = 'round:' || OLD.round_id;
  DELETE FROM point_entries WHERE play_ref = 'round:' || OLD.round_id AND points = 0;
END;

-- The VIP level's withdrawals a day: a guard row after the withdrawal's insert in its batch,
-- whose NULL `ok` fails the batch when the member's withdrawals of the brand's day (rejected
-- ones aside) are more than the level allows, so parallel requests cannot all pass a count.
CREATE TABLE withdrawal_count_guard (
  member_id INTEGER NOT NULL,
  ok INTEGER NOT NULL
);
