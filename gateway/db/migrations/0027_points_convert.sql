-- Point mall: the brand's points rules (GET /wps/points/config) and converting points
-- straight into money (POST /wps/points/convert) beside the items. A conversion of more than
-- review_above points waits for the operator (docs/product.md 4 redemption status: processing, then
-- approved, paid, or rejected, its points given back); smaller ones are approved at once.
-- PUT /__admin/points/config changes the rules, POST /__admin/points/review decides.
CREATE TABLE points_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code),
  -- currency units one point converts to
  convert_ratio INTEGER NOT NULL CHECK (convert_ratio > 0),
  -- the fewest points one conversion takes
  min_convert INTEGER NOT NULL CHECK (min_convert > 0),
  -- a conversion of more points than this waits for review
  review_above INTEGER NOT NULL CHECK (review_above > 0)
);
INSERT INTO points_settings (merchant_code, convert_ratio, min_convert, review_above) SELECT code, 90, 100, 5000 FROM merchants;

-- a redemption is an item's unit (kind item) or a conversion (kind convert, no item)
CREATE TABLE point_redemptions_v2 (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL DEFAULT 'item' CHECK (kind IN ('item', 'convert')),
  item_id INTEGER REFERENCES point_items(id),
  item_name TEXT NOT NULL,
  points INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('processing', 'rejected', 'approved')),
  remark TEXT NOT NULL DEFAULT '',
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER,
  UNIQUE (member_id, request_id),
  CHECK ((kind = 'item') = (item_id IS NOT NULL))
);
INSERT INTO point_redemptions_v2 (id, member_id, kind, item_id, item_name, points, amount, status, remark, request_id, created_at)
  SELECT id, member_id, 'item', item_id, item_name, points, amount, status, remark, request_id, created_at FROM point_redemptions;
DROP TABLE point_redemptions;
ALTER TABLE point_redemptions_v2 RENAME TO point_redemptions;
CREATE INDEX point_redemptions_by_member ON point_redemptions (member_id, created_at DESC);

-- the points entry of a redemption (its debit, a rejection's refund): a refund is given once
ALTER TABLE point_entries ADD COLUMN redemption_id INTEGER REFERENCES point_redemptions(id);
CREATE UNIQUE INDEX point_entries_one_refund ON point_entries (redemption_id) WHERE kind = 'REFUND';
CREATE INDEX point_entries_by_member_time ON point_entries (member_id, created_at DESC, id DESC);
