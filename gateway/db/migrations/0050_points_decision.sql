-- Point conversion review: approving and rejecting one processing redemption at the
-- same instant must act once. The operator's decision writes its own random id here in the
-- same conditional UPDATE (WHERE status = 'processing'); the wallet credit or the points
-- refund in that batch happens only when the row carries that id.
ALTER TABLE point_redemptions ADD COLUMN decision_id TEXT;
