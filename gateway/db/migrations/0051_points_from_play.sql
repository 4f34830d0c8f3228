-- Points earned from play: a brand's points rule "one point per turnover_per_point of
-- settled stake" (0 = off; seeded 10,000 for every brand), earned when a bet settles. Settled
-- turnover is recorded in two tables only (what rebate, VIP and missions sum: queries/vip.ts
-- turnoverByCategory): a slot or seamless round becoming settled (game_rounds), a lottery bet
-- becoming won or lost (lottery_bets). The triggers below earn on exactly those transitions, each
-- bet once (UNIQUE play_ref): a retried settlement, which finds the bet settled, earns nothing
-- more. A round reopened because its stake could not be debited takes its points back.
-- Points per bet are rounded down (a stake under the unit earns none). PUT /__admin/points/config
-- changes the unit (turnoverPerPoint).
ALTER TABLE points_settings ADD COLUMN turnover_per_point INTEGER NOT NULL DEFAULT 0 CHECK (turnover_per_point >= 0);
UPDATE points_settings SET turnover_per_point = 10000;

-- the bet a play earning is for: 'round:<round_id>' or 'lottery:<bet_id>'
ALTER TABLE point_entries ADD COLUMN play_ref TEXT;
CREATE UNIQUE INDEX point_entries_one_per_bet ON point_entries (play_ref) WHERE play_ref IS NOT NULL;

CREATE TRIGGER points_from_rounds AFTER UPDATE OF status ON game_rounds
WHEN NEW.status = 'settled' AND OLD.status = 'committed' AND NEW.bet > 0
BEGIN
  INSERT OR IGNORE INTO point_entries (member_id, points, kind, remark, created_at, play_ref)
    SELECT NEW.member_id, NEW.bet / s.turnover_per_point, 'EARN', '', COALESCE(NEW.settled_at, NEW.created_at), 'round:' || NEW.round_id
    FROM points_settings s
    WHERE s.merchant_code = NEW.merchant_code AND s.turnover_per_point > 0 AND NEW.bet >= s.turnover_per_point;
END;

CREATE TRIGGER points_back_from_reopened_rounds AFTER UPDATE OF status ON game_rounds
WHEN NEW.status = 'committed' AND OLD.status = 'settled'
BEGIN
  DELETE FROM point_entries WHERE play_ref = 'round:' || OLD.round_id;
END;

CREATE TRIGGER points_from_lottery_bets AFTER UPDATE OF status ON lottery_bets
WHEN NEW.status IN ('won', 'lost') AND OLD.status = 'open' AND NEW.stake > 0
BEGIN
  INSERT OR IGNORE INTO point_entries (member_id, points, kind, remark, created_at, play_ref)
    SELECT NEW.member_id, NEW.stake / s.turnover_per_point, 'EARN', '', COALESCE(NEW.settled_at, NEW.placed_at), 'lottery:' || NEW.bet_id
    FROM points_settings s
    WHERE s.merchant_code = NEW.merchant_code AND s.turnover_per_point > 0 AND NEW.stake >= s.turnover_per_point;
END;
