/** Point mall rules: the brand's conversion, what a conversion pays and whether it waits for review. */
import type { PointEntry, PointsConfig } from '@shared/api/promotions';
import type { PointEntryRow, PointsSettingsRow } from '../db/queries/points';

export const toPointsConfig = (s: PointsSettingsRow): PointsConfig => ({
  convertRatio: s.convert_ratio,
  minConvert: s.min_convert,
  reviewAbove: s.review_above,
  turnoverPerPoint: s.turnover_per_point,
  neverExpire: true,
});

export const toPointEntry = (row: PointEntryRow): PointEntry => ({
  id: row.id,
  kind: row.kind,
  points: row.points,
  remark: row.remark,
  redemptionId: row.redemption_id,
  fromPlay: row.play_ref !== null,
  time: row.created_at,
});

export type ConversionPlan = { ok: true; amount: number; approved: boolean } | { ok: false; code: 'BELOW_MIN_CONVERT' };

/** What converting `points` pays, and whether it is approved at once (at most reviewAbove points) or waits for review. */
export function planConversion(s: PointsSettingsRow, points: number): ConversionPlan {
  if (points < s.min_convert) return { ok: false, code: 'BELOW_MIN_CONVERT' };
  return { ok: true, amount: points * s.convert_ratio, approved: points <= s.review_above };
}
