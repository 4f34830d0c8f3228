/**
 * Promotions for the member (routes/promotions.ts): the list and detail, the member's
 * activities, and joining (signup), applying (with images, kept in R2) and claiming an issued
 * bonus once (its PAID audit row inside the payment's batch). Rules: domain/promotions.ts.
 */
import type { Language } from '@shared/constants';
import {
  PROMOTION_CATEGORIES,
  type ActivityResult,
  type MemberActivity,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionErrorCode,
  type PromotionList,
} from '@shared/api/promotions';
import { activityAction, activityState } from '@shared/promotion-state';
import { claimBonus } from '../db/queries/money/promotions';
import {
  findActivity,
  findPromotion,
  listActivities,
  listPromotionCategories,
  listPromotions,
  saveActivity,
  type PromotionRow,
} from '../db/queries/promotions';
import type { Caller } from './caller';
import { done, type Outcome, refuse, type Refusal } from './outcome';
import { checkApplication, toActivity, toPromotionDetail, toPromotionSummary } from './promotions';

const categoryOrder = (list: string[]) => PROMOTION_CATEGORIES.filter((c) => list.includes(c));

export async function promotionList(db: D1Database, merchant: string, lang: Language, category: PromotionCategory | undefined): Promise<PromotionList> {
  const now = Date.now();
  const [rows, categories] = await Promise.all([listPromotions(db, merchant, lang, category), listPromotionCategories(db, merchant)]);
  return { categories: categoryOrder(categories) as PromotionCategory[], list: rows.map((r) => toPromotionSummary(r, now, lang)) };
}

const notFound = () => refuse(404, 'PROMOTION_NOT_FOUND', 'No such promotion');

export async function promotionDetail(db: D1Database, merchant: string, id: number, lang: Language): Promise<Outcome<PromotionDetail>> {
  const row = Number.isInteger(id) && id > 0 ? await findPromotion(db, merchant, id, lang) : null;
  return row ? done(toPromotionDetail(row, Date.now(), lang)) : notFound();
}

export const memberActivities = async (db: D1Database, memberId: number): Promise<MemberActivity[]> => (await listActivities(db, memberId)).map(toActivity);

/** The promotion a (real) member acts on. */
async function promotionFor(db: D1Database, merchant: string, id: unknown): Promise<Outcome<PromotionRow>> {
  const promotion = typeof id === 'number' && Number.isInteger(id) && id > 0 ? await findPromotion(db, merchant, id) : null;
  return promotion ? done(promotion) : notFound();
}

const refusal = (code: PromotionErrorCode | 'BAD_REQUEST', message: string): Refusal =>
  refuse(code === 'PROMOTION_NOT_OPEN' || code === 'ALREADY_JOINED' || code === 'NOT_CLAIMABLE' ? 409 : 400, code, message);

/** Whether the member may join now: open, and not already in (a rejected application may try again). */
async function joinable(db: D1Database, memberId: number, promotion: PromotionRow): Promise<PromotionErrorCode | null> {
  const summary = toPromotionSummary(promotion, Date.now());
  const activity = await findActivity(db, memberId, promotion.id);
  const state = activityState(summary, activity ?? undefined);
  if (activityAction(summary, state) === 'join') return null;
  return summary.phase === 'open' ? 'ALREADY_JOINED' : 'PROMOTION_NOT_OPEN';
}

const activityOf = async (db: D1Database, memberId: number, promotionId: number) => toActivity((await findActivity(db, memberId, promotionId))!);

/** Signup promotions: joining signs the member up (state signed); the same request again answers its first result. */
export async function joinPromotion(
  db: D1Database,
  merchant: string,
  memberId: number,
  j: { promotionId: unknown; requestId?: string | undefined },
): Promise<Outcome<ActivityResult>> {
  const found = await promotionFor(db, merchant, j.promotionId);
  if (!found.ok) return found;
  const promotion = found.value;
  if (promotion.mode !== 'signup') return refusal('BAD_REQUEST', 'This promotion takes an application');
  const reason = await joinable(db, memberId, promotion);
  if (reason) {
    const existing = await findActivity(db, memberId, promotion.id);
    if (existing && j.requestId && existing.request_id === j.requestId) return done(toActivity(existing));
    return refusal(reason, reason === 'ALREADY_JOINED' ? 'Already joined' : 'This promotion is not open');
  }
  const requestId = j.requestId ?? crypto.randomUUID();
  await saveActivity(db, { memberId, promotionId: promotion.id, state: 'signed', comment: null, imageKeys: [], requestId, now: Date.now() });
  return done(await activityOf(db, memberId, promotion.id));
}

/** An application as the form carries it: the images are whatever entries came (each must be a file). */
export interface Application {
  promotionId: unknown;
  requestId: string;
  comment: string;
  images: (File | string)[];
}

/**
 * Application promotions: checked as in the browser (by content, not by name); the images go
 * to `uploads`. A repeated requestId answers the first result without storing anything again.
 */
export async function applyForPromotion(
  db: D1Database,
  uploads: R2Bucket,
  merchant: string,
  memberId: number,
  a: Application,
): Promise<Outcome<ActivityResult>> {
  const found = await promotionFor(db, merchant, a.promotionId);
  if (!found.ok) return found;
  const promotion = found.value;
  if (promotion.mode !== 'apply') return refusal('BAD_REQUEST', 'This promotion takes no application');
  const existing = await findActivity(db, memberId, promotion.id);
  if (existing && existing.request_id === a.requestId) return done(toActivity(existing));
  const reason = await joinable(db, memberId, promotion);
  if (reason) return refusal(reason, reason === 'ALREADY_JOINED' ? 'Already applied' : 'This promotion is not open');

  const files = a.images.filter((f): f is File => typeof f !== 'string');
  if (files.length !== a.images.length) return refuse(400, 'BAD_REQUEST', 'images must be files');
  const checked = await checkApplication(a.comment, files);
  if (!checked.ok) return refusal(checked.code, checked.code);

  const keys: string[] = [];
  for (const [i, image] of checked.value.images.entries()) {
    const key = `${merchant}/${memberId}/${promotion.id}/${a.requestId}-${i}.${image.kind}`;
    await uploads.put(key, image.bytes, { httpMetadata: { contentType: image.kind === 'png' ? 'image/png' : 'image/jpeg' } });
    keys.push(key);
  }
  const written = await saveActivity(db, {
    memberId,
    promotionId: promotion.id,
    state: 'processing',
    comment: checked.value.comment,
    imageKeys: keys,
    requestId: a.requestId,
    now: Date.now(),
  });
  const row = (await findActivity(db, memberId, promotion.id))!;
  if (!written && row.request_id !== a.requestId) {
    // a concurrent submit of another request won: drop this one's images
    await uploads.delete(keys);
    return refusal('ALREADY_JOINED', 'Already applied');
  }
  return done(toActivity(row));
}

/** An issued bonus goes to the wallet once (state claimed); its PAID audit row is inside the payment's batch. */
export async function claimRaffle(db: D1Database, who: Caller, promotionId: unknown): Promise<Outcome<ActivityResult>> {
  const found = await promotionFor(db, who.merchant, promotionId);
  if (!found.ok) return found;
  const promotion = found.value;
  const memberId = who.member.id;
  const activity = await findActivity(db, memberId, promotion.id);
  if (activity?.state === 'claimed') return done(toActivity(activity));
  if (activity?.state !== 'issued') return refusal('NOT_CLAIMABLE', 'Nothing to claim');
  try {
    const now = Date.now();
    await claimBonus(db, memberId, promotion.id, promotion.bonus, now, {
      merchant: who.merchant,
      memberId,
      action: 'PROMOTION_CLAIM',
      amount: promotion.bonus,
      ref: `promotion:${promotion.id}`,
      ip: who.ip,
      result: 'PAID',
      at: now,
    });
  } catch (error) {
    // a concurrent claim paid first: the ledger key refused this one
    if (!/UNIQUE/i.test(String(error))) throw error;
  }
  return done(await activityOf(db, memberId, promotion.id));
}
