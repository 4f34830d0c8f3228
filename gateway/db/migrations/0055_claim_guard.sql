-- Player protection: a claim in flight when a break starts pays nothing. Every claim's
-- batch (promotions, rewards, missions, rescue, referral, rebate, points, red envelope) begins
-- with a row here that is written (ok NOT NULL) only when no break or self-exclusion of the
-- member is in force at that moment, else the whole batch fails; it is deleted again in the
-- same batch, so the table stays empty (queries/claims.ts).
CREATE TABLE claim_guard (
  member_id INTEGER NOT NULL,
  ok INTEGER NOT NULL
);
