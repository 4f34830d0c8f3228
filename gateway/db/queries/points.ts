/**
 * The point mall's rules, the points ledger's entries and conversions (migration 0027); the
 * items, the balance and item redemptions are in promotions.ts. A redemption's points leave in
 * the same batch as it is written (the points_never_negative trigger refuses an overdraft);
 * its money moves through the wallet ledger once it is approved; a rejection gives the points
 * back once (UNIQUE refund per redemption).
 */
import type { Language } from '@shared/constants';
import type { PointEntryKind } from '@shared/api/promotions';
import type { RedemptionRow } from './promotions';

import { localize } from './translations';

export interface PointsSettingsRow {
  convert_ratio: number;
  min_convert: number;
  review_above: number;
  /** settled stake per point earned from play (0 = off; migration 0051's triggers earn them) */
  turnover_per_point: number;
}

export interface PointEntryRow {
  id: number;
  member_id: number;
  points: number;
  kind: PointEntryKind;
  remark: string;
  created_at: number;
  redemption_id: number | null;
  /** 'round:<id>' or 'lottery:<bet>' for points earned from play, else null */
  play_ref: string | null;
  /** the redeemed item, for its name in the asked language */
  item_id: number | null;
}

export const pointsSettings = (db: D1Database, merchant: string) =>
  db
    .prepare('SELECT convert_ratio, min_convert, review_above, turnover_per_point FROM points_settings WHERE merchant_code = ?')
    .bind(merchant)
    .first<PointsSettingsRow>();

export async function savePointsSettings(
  db: D1Database,
  s: { merchantCode: string; convertRatio: number; minConvert: number; reviewAbove: number; turnoverPerPoint?: number },
) {
  const res = await db
    .prepare(
      'UPDATE points_settings SET convert_ratio = ?, min_convert = ?, review_above = ?, turnover_per_point = COALESCE(?, turnover_per_point) WHERE merchant_code = ?',
    )
    .bind(s.convertRatio, s.minConvert, s.reviewAbove, s.turnoverPerPoint ?? null, s.merchantCode)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** A page of the member's points entries, newest first, item names in `lang`. */
export async function pagePointEntries(db: D1Database, memberId: number, pageNo: number, pageSize: number, lang: Language) {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT e.id, e.member_id, e.points, e.kind, e.remark, e.created_at, e.redemption_id, e.play_ref, r.item_id
         FROM point_entries e LEFT JOIN point_redemptions r ON r.id = e.redemption_id
         WHERE e.member_id = ? ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(memberId, pageSize, (pageNo - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM point_entries WHERE member_id = ?').bind(memberId),
  ]);
  const rows = await localize(db, 'point_item', lang, page!.results as PointEntryRow[], (r) => r.item_id ?? 'none', [['remark', 'name']]);
  return { rows, total: (count!.results[0] as { total: number }).total };
}

export const findRedemptionById = (db: D1Database, memberId: number, id: number) =>
  db.prepare('SELECT * FROM point_redemptions WHERE member_id = ? AND id = ?').bind(memberId, id).first<RedemptionRow>();
