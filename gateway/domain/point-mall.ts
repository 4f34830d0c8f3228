/**
 * The point mall for the member (routes/points.ts; docs/product.md 3 point items, 7.3 points
 * calls): the items and the brand's rules, the member's points and records, and the two ways
 * points become money: a conversion at the brand's ratio and an item's redemption. Each is once
 * per requestId, its PAID (or PROCESSING) audit row inside its batch, a refusal audited alone.
 * Rules: domain/points.ts, domain/promotions.ts.
 */
import type { Paged } from '@shared/api';
import type { Language } from '@shared/constants';
import type { PointEntry, PointItem, PointsConfig, Redemption } from '@shared/api/promotions';
import { pagePointEntries, pointsSettings } from '../db/queries/points';
import { insertConversion } from '../db/queries/money/points';
import { redeemItem } from '../db/queries/money/promotions';
import { findPointItem, findRedemption, listPointItems, pageRedemptions, pointsBalance, type RedemptionRow } from '../db/queries/promotions';
import { keyReusedRefusal } from './money-refusals';
import { totalPages } from '../lib/params';
import { audit, type AuditEntry } from './audit';
import { type Caller, callerAuditRow } from './caller';
import { done, type Outcome, refuse, type Refusal } from './outcome';
import { planConversion, toPointEntry, toPointsConfig } from './points';
import { toPointItem, toRedemption } from './promotions';

export const pointItems = async (db: D1Database, merchant: string, lang: Language): Promise<PointItem[]> =>
  (await listPointItems(db, merchant, lang)).map(toPointItem);

const noPoints = () => refuse(403, 'FEATURE_DISABLED', 'No points rules for this brand');

export async function pointsConfig(db: D1Database, merchant: string): Promise<Outcome<PointsConfig>> {
  const settings = await pointsSettings(db, merchant);
  return settings ? done(toPointsConfig(settings)) : noPoints();
}

export const pointsOf = (db: D1Database, memberId: number) => pointsBalance(db, memberId);

export async function redemptionPage(db: D1Database, memberId: number, pageNo: number, pageSize: number, lang: Language): Promise<Paged<Redemption>> {
  const { rows, total } = await pageRedemptions(db, memberId, pageNo, pageSize, lang);
  return { list: rows.map(toRedemption), totalPages: totalPages(total, pageSize), pageNo };
}

/** Every earning and spending of the member's points, newest first, paged. */
export async function pointEntryPage(db: D1Database, memberId: number, pageNo: number, pageSize: number, lang: Language): Promise<Paged<PointEntry>> {
  const { rows, total } = await pagePointEntries(db, memberId, pageNo, pageSize, lang);
  return { list: rows.map(toPointEntry), totalPages: totalPages(total, pageSize), pageNo };
}

/** A points spend's answer; `spent` when this call took the points (not a repeat of the request). */
export type PointsSpend = { ok: true; value: Redemption; spent: boolean } | Refusal;

const auditEntry =
  (who: Caller, action: string, ref: string, at: number) =>
  (result: string, amount: number | null): AuditEntry => ({ ...callerAuditRow(who, action, amount, ref, result), at });

const redemptionOf = async (db: D1Database, memberId: number, requestId: string, lang: Language) =>
  toRedemption((await findRedemption(db, memberId, requestId, lang))!);

/** A refusal a spend's batch may fail with, by its error's text. */
interface SpendRefusal {
  test: RegExp;
  code: 'INSUFFICIENT_POINTS' | 'OUT_OF_STOCK';
  message: string;
}

const NOT_ENOUGH: SpendRefusal = { test: /INSUFFICIENT_POINTS/, code: 'INSUFFICIENT_POINTS', message: 'Not enough points' };
const SOLD_OUT: SpendRefusal = { test: /CHECK constraint/i, code: 'OUT_OF_STOCK', message: 'Out of stock' };

/**
 * Runs a spend's batch (its PAID or PROCESSING audit row inside): `spent` when it ran; a refusal
 * of `refusals` (first match) audited on its own row; a UNIQUE failure is the same request run
 * concurrently, answered as that one.
 */
async function spendOnce(
  db: D1Database,
  entry: (result: string, amount: number | null) => AuditEntry,
  write: () => Promise<unknown>,
  refusals: SpendRefusal[],
) {
  try {
    await write();
    return { ok: true as const, spent: true };
  } catch (error) {
    const text = String(error);
    const refused = refusals.find((r) => r.test.test(text));
    if (refused) {
      await audit(db, entry(refused.code, null));
      return refuse(409, refused.code, refused.message);
    }
    if (!/UNIQUE/i.test(text)) throw error;
    return { ok: true as const, spent: false };
  }
}

/**
 * Points straight into money at the brand's ratio: approved and paid at once, or processing
 * above the review threshold until the operator decides. A repeated requestId answers the first.
 */
export async function convertPoints(db: D1Database, who: Caller, lang: Language, asked: number, requestId: string): Promise<PointsSpend> {
  const memberId = who.member.id;
  /** The redemption this request id made: the same call answers it; another kind or number of points under the id is refused. */
  const same = (r: RedemptionRow): Promise<PointsSpend> | PointsSpend =>
    r.kind === 'convert' && r.points === asked ? { ok: true, value: toRedemption(r), spent: false } : keyReusedRefusal(db, who, asked, requestId);
  const earlier = await findRedemption(db, memberId, requestId, lang);
  if (earlier) return same(earlier);
  const settings = await pointsSettings(db, who.merchant);
  if (!settings) return noPoints();
  const now = Date.now();
  const entry = auditEntry(who, 'POINTS_CONVERT', `${asked}:${requestId}`, now);
  const plan = planConversion(settings, asked);
  if (!plan.ok) return refuse(409, plan.code, `At least ${settings.min_convert} points`);
  const conversion = { memberId, points: asked, amount: plan.amount, approved: plan.approved, requestId, now };
  const ran = await spendOnce(db, entry, () => insertConversion(db, conversion, entry(plan.approved ? 'PAID' : 'PROCESSING', plan.amount)), [NOT_ENOUGH]);
  if (!ran.ok) return ran;
  // a twin of this request id landed first: it answers if it asked the same
  if (!ran.spent) return same((await findRedemption(db, memberId, requestId, lang))!);
  return { ok: true, value: await redemptionOf(db, memberId, requestId, lang), spent: ran.spent };
}

/** One unit of an item for its points; the amount goes to the wallet. A repeated requestId answers the first redemption. */
export async function redeemPointItem(db: D1Database, who: Caller, lang: Language, itemId: number, requestId: string): Promise<PointsSpend> {
  const memberId = who.member.id;
  /** The redemption this request id made: the same call answers it; another item under the id is refused. */
  const same = (r: RedemptionRow): Promise<PointsSpend> | PointsSpend =>
    r.kind === 'item' && r.item_id === itemId ? { ok: true, value: toRedemption(r), spent: false } : keyReusedRefusal(db, who, r.amount, requestId);
  const earlier = await findRedemption(db, memberId, requestId, lang);
  if (earlier) return same(earlier);
  const item = await findPointItem(db, who.merchant, itemId);
  if (!item) return refuse(404, 'ITEM_NOT_FOUND', 'No such item');
  if (item.units === 0) return refuse(409, 'OUT_OF_STOCK', 'Out of stock');
  const now = Date.now();
  const entry = auditEntry(who, 'POINTS_REDEEM', `${item.id}:${requestId}`, now);
  const ran = await spendOnce(db, entry, () => redeemItem(db, memberId, item, requestId, now, entry('PAID', item.amount)), [NOT_ENOUGH, SOLD_OUT]);
  if (!ran.ok) return ran;
  if (!ran.spent) return same((await findRedemption(db, memberId, requestId, lang))!);
  return { ok: true, value: await redemptionOf(db, memberId, requestId, lang), spent: ran.spent };
}
