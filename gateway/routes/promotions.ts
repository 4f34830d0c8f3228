/**
 * /wps/promotion/*: the promotion list and detail (public), the member's activities and
 * the join, apply and claim actions (token; not for trial accounts).
 */
import { Hono, type Context } from 'hono';
import { joinRequestSchema, raffleClaimSchema } from '@shared/schemas-promotions';
import {
  PROMOTION_CATEGORIES,
  type ActivityResult,
  type MemberActivity,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionErrorCode,
  type PromotionList,
} from '@shared/contract-promotions';
import { activityAction, activityState } from '@shared/promotion-state';
import {
  claimBonus,
  findActivity,
  findPromotion,
  listActivities,
  listPromotionCategories,
  listPromotions,
  saveActivity,
  type PromotionRow,
} from '../db/queries/promotions';
import { checkApplication, toActivity, toPromotionDetail, toPromotionSummary } from '../domain/promotions';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { clientIp } from '../lib/visitor';
import { fail, ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { oneOf } from '../lib/params';
import { requireRealAccount, requireSession } from '../middleware/session';

export const promotions = new Hono<AppEnv>();

const categoryOrder = (list: string[]) => PROMOTION_CATEGORIES.filter((c) => list.includes(c));

promotions.get('/list', async (c) => {
  const raw = c.req.query('category');
  const category = raw ? oneOf(PROMOTION_CATEGORIES, raw) : undefined;
  if (raw && !category) return fail(c, 400, 'BAD_REQUEST', `category must be one of ${PROMOTION_CATEGORIES.join(', ')}`);
  const now = Date.now();
  const lang = contentLanguage(c);
  const [rows, categories] = await Promise.all([
    listPromotions(c.env.DB, c.var.merchant.code, lang, category),
    listPromotionCategories(c.env.DB, c.var.merchant.code),
  ]);
  return ok<PromotionList>(c, { categories: categoryOrder(categories) as PromotionCategory[], list: rows.map((r) => toPromotionSummary(r, now, lang)) });
});

promotions.get('/detail', async (c) => {
  const id = Number(c.req.query('id'));
  const lang = contentLanguage(c);
  const row = Number.isInteger(id) && id > 0 ? await findPromotion(c.env.DB, c.var.merchant.code, id, lang) : null;
  if (!row) return fail(c, 404, 'PROMOTION_NOT_FOUND', 'No such promotion');
  return ok<PromotionDetail>(c, toPromotionDetail(row, Date.now(), lang));
});

// ------------------------------------------------ the member's own activities (token)

promotions.use('/member', requireSession);
promotions.use('/join', requireSession);
promotions.use('/apply', requireSession);
promotions.use('/raffle/*', requireSession);

promotions.get('/member', async (c) => ok<MemberActivity[]>(c, (await listActivities(c.env.DB, c.var.session.member_id)).map(toActivity)));

type Guarded = { ok: true; promotion: PromotionRow } | { ok: false; response: Response };

/** The promotion a (real: requireRealAccount) member acts on. */
async function promotionFor(c: Context<AppEnv>, id: unknown): Promise<Guarded> {
  const promotion = typeof id === 'number' && Number.isInteger(id) && id > 0 ? await findPromotion(c.env.DB, c.var.merchant.code, id) : null;
  if (!promotion) return { ok: false, response: fail(c, 404, 'PROMOTION_NOT_FOUND', 'No such promotion') };
  return { ok: true, promotion };
}

const refuse = (c: Context, code: PromotionErrorCode | 'BAD_REQUEST', message: string) =>
  fail(c, code === 'PROMOTION_NOT_OPEN' || code === 'ALREADY_JOINED' || code === 'NOT_CLAIMABLE' ? 409 : 400, code, message);

/** Whether the member may join now: open, and not already in (a rejected application may try again). */
async function joinable(c: Context<AppEnv>, promotion: PromotionRow): Promise<PromotionErrorCode | null> {
  const summary = toPromotionSummary(promotion, Date.now());
  const activity = await findActivity(c.env.DB, c.var.session.member_id, promotion.id);
  const state = activityState(summary, activity ?? undefined);
  if (activityAction(summary, state) === 'join') return null;
  return summary.phase === 'open' ? 'ALREADY_JOINED' : 'PROMOTION_NOT_OPEN';
}

/** Signup promotions: joining signs the member up (state signed). */
promotions.post('/join', requireRealAccount, async (c) => {
  const body = await jsonBody(c, joinRequestSchema);
  if (!body.ok) return body.response;
  const guard = await promotionFor(c, body.data.promotionId);
  if (!guard.ok) return guard.response;
  if (guard.promotion.mode !== 'signup') return refuse(c, 'BAD_REQUEST', 'This promotion takes an application');
  const memberId = c.var.session.member_id;
  const reason = await joinable(c, guard.promotion);
  if (reason) {
    const existing = await findActivity(c.env.DB, memberId, guard.promotion.id);
    // the same request again answers its first result
    if (existing && body.data.requestId && existing.request_id === body.data.requestId) return ok<ActivityResult>(c, toActivity(existing));
    return refuse(c, reason, reason === 'ALREADY_JOINED' ? 'Already joined' : 'This promotion is not open');
  }
  const requestId = body.data.requestId ?? crypto.randomUUID();
  await saveActivity(c.env.DB, { memberId, promotionId: guard.promotion.id, state: 'signed', comment: null, imageKeys: [], requestId, now: Date.now() });
  return ok<ActivityResult>(c, toActivity((await findActivity(c.env.DB, memberId, guard.promotion.id))!));
});

/**
 * Application promotions, multipart/form-data: promotionId, requestId, comment, images.
 * Checked here as in the browser (by content, not by name); the images go to R2. A
 * repeated requestId answers the first result without storing anything again.
 */
promotions.post('/apply', requireRealAccount, async (c) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return fail(c, 400, 'BAD_REQUEST', 'multipart/form-data expected');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(c, 400, 'BAD_REQUEST', 'Malformed form');
  }
  const requestId = form.get('requestId');
  const comment = form.get('comment') ?? '';
  if (typeof requestId !== 'string' || requestId.length < 8 || requestId.length > 64 || typeof comment !== 'string') {
    return fail(c, 400, 'BAD_REQUEST', 'promotionId, requestId and comment expected');
  }
  const guard = await promotionFor(c, Number(form.get('promotionId')));
  if (!guard.ok) return guard.response;
  const promotion = guard.promotion;
  if (promotion.mode !== 'apply') return refuse(c, 'BAD_REQUEST', 'This promotion takes no application');
  const memberId = c.var.session.member_id;

  const existing = await findActivity(c.env.DB, memberId, promotion.id);
  if (existing && existing.request_id === requestId) return ok<ActivityResult>(c, toActivity(existing));
  const reason = await joinable(c, promotion);
  if (reason) return refuse(c, reason, reason === 'ALREADY_JOINED' ? 'Already applied' : 'This promotion is not open');

  const entries = form.getAll('images') as unknown as (File | string)[];
  const files = entries.filter((f): f is File => typeof f !== 'string');
  if (files.length !== entries.length) return fail(c, 400, 'BAD_REQUEST', 'images must be files');
  const checked = await checkApplication(comment, files);
  if (!checked.ok) return refuse(c, checked.code, checked.code);

  const keys: string[] = [];
  for (const [i, image] of checked.value.images.entries()) {
    const key = `${c.var.merchant.code}/${memberId}/${promotion.id}/${requestId}-${i}.${image.kind}`;
    await c.env.PROMO_UPLOADS.put(key, image.bytes, { httpMetadata: { contentType: image.kind === 'png' ? 'image/png' : 'image/jpeg' } });
    keys.push(key);
  }
  const written = await saveActivity(c.env.DB, {
    memberId,
    promotionId: promotion.id,
    state: 'processing',
    comment: checked.value.comment,
    imageKeys: keys,
    requestId,
    now: Date.now(),
  });
  const row = (await findActivity(c.env.DB, memberId, promotion.id))!;
  if (!written && row.request_id !== requestId) {
    // a concurrent submit of another request won: drop this one's images
    await c.env.PROMO_UPLOADS.delete(keys);
    return refuse(c, 'ALREADY_JOINED', 'Already applied');
  }
  return ok<ActivityResult>(c, toActivity(row));
});

/** POST /wps/promotion/raffle/claim: an issued bonus goes to the wallet once (state claimed). */
promotions.post('/raffle/claim', requireRealAccount, async (c) => {
  const body = await jsonBody(c, raffleClaimSchema);
  if (!body.ok) return body.response;
  const guard = await promotionFor(c, body.data.promotionId);
  if (!guard.ok) return guard.response;
  const memberId = c.var.session.member_id;
  const activity = await findActivity(c.env.DB, memberId, guard.promotion.id);
  if (activity?.state === 'claimed') return ok<ActivityResult>(c, toActivity(activity));
  if (activity?.state !== 'issued') return refuse(c, 'NOT_CLAIMABLE', 'Nothing to claim');
  try {
    const now = Date.now();
    // the claim's money-audit row, inside the payment's batch
    await claimBonus(c.env.DB, memberId, guard.promotion.id, guard.promotion.bonus, now, {
      merchant: c.var.merchant.code,
      memberId,
      action: 'PROMOTION_CLAIM',
      amount: guard.promotion.bonus,
      ref: `promotion:${guard.promotion.id}`,
      ip: clientIp(c),
      result: 'PAID',
      at: now,
    });
  } catch (error) {
    // a concurrent claim paid first: the ledger key refused this one
    if (!/UNIQUE/i.test(String(error))) throw error;
  }
  return ok<ActivityResult>(c, toActivity((await findActivity(c.env.DB, memberId, guard.promotion.id))!));
});
