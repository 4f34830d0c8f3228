/** Promotions, member activities, point items, the points ledger and redemptions (prose in the asked language: translations.ts). */
import type { Language } from '@shared/constants';
import type { RedeemStatus } from '@shared/api/promotions';
import { BASE_LANGUAGE } from '@gateway/lib/language';
import { localize, localizeOne, type TextField } from './translations';

export interface PromotionRow {
  id: number;
  merchant_code: string;
  category: string;
  mode: string;
  title: string;
  summary: string;
  terms: string;
  bonus: number;
  starts_at: number;
  ends_at: number | null;
  sort: number;
}

export interface ActivityRow {
  member_id: number;
  promotion_id: number;
  state: 'processing' | 'rejected' | 'issued' | 'claimed' | 'signed';
  comment: string | null;
  image_keys: string;
  request_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface PointItemRow {
  id: number;
  merchant_code: string;
  name: string;
  points: number;
  amount: number;
  units: number | null;
  sort: number;
}

export interface RedemptionRow {
  id: number;
  member_id: number;
  kind: 'item' | 'convert';
  item_id: number | null;
  item_name: string;
  points: number;
  amount: number;
  status: RedeemStatus;
  remark: string;
  request_id: string;
  created_at: number;
}

const PROMOTION_TEXT: readonly TextField<keyof PromotionRow & string>[] = ['title', 'summary', 'terms'];

export async function listPromotions(db: D1Database, merchant: string, lang: Language, category?: string) {
  const { results } = await (category
    ? db.prepare('SELECT * FROM promotions WHERE merchant_code = ? AND category = ? ORDER BY sort, id').bind(merchant, category)
    : db.prepare('SELECT * FROM promotions WHERE merchant_code = ? ORDER BY sort, id').bind(merchant)
  ).all<PromotionRow>();
  return localize(db, 'promotion', lang, results, (r) => r.id, PROMOTION_TEXT);
}

export const listPromotionCategories = async (db: D1Database, merchant: string) =>
  (await db.prepare('SELECT DISTINCT category FROM promotions WHERE merchant_code = ?').bind(merchant).all<{ category: string }>()).results.map(
    (r) => r.category,
  );

/** One promotion; its text in `lang` (the base language when only its rules matter). */
export const findPromotion = async (db: D1Database, merchant: string, id: number, lang: Language = BASE_LANGUAGE) =>
  localizeOne(
    db,
    'promotion',
    lang,
    await db.prepare('SELECT * FROM promotions WHERE merchant_code = ? AND id = ?').bind(merchant, id).first<PromotionRow>(),
    (r) => r.id,
    PROMOTION_TEXT,
  );

export const listActivities = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT * FROM member_activities WHERE member_id = ? ORDER BY updated_at DESC').bind(memberId).all<ActivityRow>()).results;

export const findActivity = (db: D1Database, memberId: number, promotionId: number) =>
  db.prepare('SELECT * FROM member_activities WHERE member_id = ? AND promotion_id = ?').bind(memberId, promotionId).first<ActivityRow>();

/**
 * Records a join or an application. A new activity is inserted; an existing one is only
 * replaced when it was rejected (applying again). Answers whether a row was written.
 */
export async function saveActivity(
  db: D1Database,
  a: { memberId: number; promotionId: number; state: 'processing' | 'signed'; comment: string | null; imageKeys: string[]; requestId: string; now: number },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO member_activities (member_id, promotion_id, state, comment, image_keys, request_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)
       ON CONFLICT (member_id, promotion_id) DO UPDATE SET
         state = excluded.state, comment = excluded.comment, image_keys = excluded.image_keys,
         request_id = excluded.request_id, updated_at = excluded.updated_at
       WHERE member_activities.state = 'rejected'`,
    )
    .bind(a.memberId, a.promotionId, a.state, a.comment, JSON.stringify(a.imageKeys), a.requestId, a.now)
    .run();
  return result.meta.changes > 0;
}

/** Operator review: processing or signed -> issued, processing -> rejected. */
export const reviewActivity = (db: D1Database, memberId: number, promotionId: number, state: 'issued' | 'rejected', now: number) =>
  db
    .prepare(
      `UPDATE member_activities SET state = ?3, updated_at = ?4
       WHERE member_id = ?1 AND promotion_id = ?2 AND (state = 'processing' OR (state = 'signed' AND ?3 = 'issued'))`,
    )
    .bind(memberId, promotionId, state, now)
    .run();

// ---------------------------------------------------------------- points

export const listPointItems = async (db: D1Database, merchant: string, lang: Language) =>
  localize(
    db,
    'point_item',
    lang,
    (await db.prepare('SELECT * FROM point_items WHERE merchant_code = ? ORDER BY sort, id').bind(merchant).all<PointItemRow>()).results,
    (r) => r.id,
    ['name'],
  );

/** An item as redeemed: its base name is what the redemption and the points ledger keep. */
export const findPointItem = (db: D1Database, merchant: string, id: number) =>
  db.prepare('SELECT * FROM point_items WHERE merchant_code = ? AND id = ?').bind(merchant, id).first<PointItemRow>();

export const pointsBalance = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT COALESCE(SUM(points), 0) AS points FROM point_entries WHERE member_id = ?').bind(memberId).first<number>('points')) ?? 0;

export const grantPoints = (db: D1Database, memberId: number, points: number, remark: string, now: number) =>
  db.prepare(`INSERT INTO point_entries (member_id, points, kind, remark, created_at) VALUES (?, ?, 'EARN', ?, ?)`).bind(memberId, points, remark, now).run();

/**
 * Redemptions in `lang`: the item's name as the item is now called in that language (the
 * row keeps the base name at the time of redeeming), and the operator's remark.
 */
async function localizeRedemptions(db: D1Database, lang: Language, rows: RedemptionRow[]) {
  const named = await localize(db, 'point_item', lang, rows, (r) => r.item_id ?? 'none', [['item_name', 'name']]);
  return localize(db, 'redemption', lang, named, (r) => r.id, ['remark']);
}

export async function pageRedemptions(db: D1Database, memberId: number, pageNo: number, pageSize: number, lang: Language) {
  const [page, count] = await db.batch([
    db
      .prepare('SELECT * FROM point_redemptions WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .bind(memberId, pageSize, (pageNo - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM point_redemptions WHERE member_id = ?').bind(memberId),
  ]);
  return { rows: await localizeRedemptions(db, lang, page!.results as RedemptionRow[]), total: (count!.results[0] as { total: number }).total };
}

export async function findRedemption(db: D1Database, memberId: number, requestId: string, lang: Language = BASE_LANGUAGE) {
  const row = await db.prepare('SELECT * FROM point_redemptions WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<RedemptionRow>();
  return row ? (await localizeRedemptions(db, lang, [row]))[0]! : null;
}

export async function findPromotionTitle(db: D1Database, id: number, lang: Language = BASE_LANGUAGE) {
  const row = await db.prepare('SELECT id, title FROM promotions WHERE id = ?').bind(id).first<{ id: number; title: string }>();
  return (await localizeOne(db, 'promotion', lang, row, (r) => r.id, ['title']))?.title ?? null;
}
