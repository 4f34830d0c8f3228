/**
 * /wps/promotion/*: the promotion list and detail (public), the member's activities and
 * the join, apply and claim actions (token; not for trial accounts).
 */
import { Hono } from 'hono';
import { joinRequestSchema, raffleClaimSchema } from '@shared/schemas-promotions';
import { PROMOTION_CATEGORIES, type MemberActivity, type PromotionList } from '@shared/api/promotions';
import { applyForPromotion, claimRaffle, joinPromotion, memberActivities, promotionDetail, promotionList } from '../domain/promotion-activities';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { fail, ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { oneOf } from '../lib/params';
import { answers } from '../lib/answers';
import { requireRealAccount, requireSession } from '../middleware/session';

export const promotions = new Hono<AppEnv>();

promotions.get(
  '/list',
  answers('GET /wps/promotion/list', async (c) => {
    const raw = c.req.query('category');
    const category = raw ? oneOf(PROMOTION_CATEGORIES, raw) : undefined;
    if (raw && !category) return fail(c, 400, 'BAD_REQUEST', `category must be one of ${PROMOTION_CATEGORIES.join(', ')}`);
    return ok<PromotionList>(c, await promotionList(c.env.DB, c.var.merchant.code, contentLanguage(c), category));
  }),
);

promotions.get(
  '/detail',
  answers('GET /wps/promotion/detail', async (c) =>
    answer(c, await promotionDetail(c.env.DB, c.var.merchant.code, Number(c.req.query('id')), contentLanguage(c))),
  ),
);

// ------------------------------------------------ the member's own activities (token)

promotions.use('/member', requireSession);
promotions.use('/join', requireSession);
promotions.use('/apply', requireSession);
promotions.use('/raffle/*', requireSession);

promotions.get(
  '/member',
  answers('GET /wps/promotion/member', async (c) => ok<MemberActivity[]>(c, await memberActivities(c.env.DB, c.var.session.member_id))),
);

/** Signup promotions: joining signs the member up (state signed). */
promotions.post(
  '/join',
  requireRealAccount,
  answers('POST /wps/promotion/join', async (c) => {
    const body = await jsonBody(c, joinRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await joinPromotion(c.env.DB, c.var.merchant.code, c.var.session.member_id, body.data));
  }),
);

/**
 * Application promotions, multipart/form-data: promotionId, requestId, comment, images
 * (domain/promotion-activities.ts applyForPromotion). A repeated requestId answers the first
 * result without storing anything again.
 */
promotions.post(
  '/apply',
  requireRealAccount,
  answers('POST /wps/promotion/apply', async (c) => {
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
    const images = form.getAll('images') as unknown as (File | string)[];
    const application = { promotionId: Number(form.get('promotionId')), requestId, comment, images };
    return answer(c, await applyForPromotion(c.env.DB, c.env.PROMO_UPLOADS, c.var.merchant.code, c.var.session.member_id, application));
  }),
);

/** POST /wps/promotion/raffle/claim: an issued bonus goes to the wallet once (state claimed). */
promotions.post(
  '/raffle/claim',
  requireRealAccount,
  answers('POST /wps/promotion/raffle/claim', async (c) => {
    const body = await jsonBody(c, raffleClaimSchema);
    if (!body.ok) return body.response;
    return answer(c, await claimRaffle(c.env.DB, caller(c), body.data.promotionId));
  }),
);
