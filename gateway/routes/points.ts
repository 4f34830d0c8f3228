/**
 * /wps/points/*: the point mall (docs/product.md 3 point items, 7.3 points calls). Items and the
 * config are public; balance, details, redeem, convert and redeem history need a token.
 * Points never expire (docs/product.md 9). Redeems and conversions are audited (money_audit).
 */
import { Hono } from 'hono';
import type { Paged } from '@shared/contract';
import type { PointEntry, PointItem, PointsBalance, PointsConfig, Redemption } from '@shared/contract-promotions';
import { convertRequestSchema, redeemRequestSchema } from '@shared/schemas-promotions';
import { audit, type AuditEntry } from '../domain/audit';
import { insertConversion, pagePointEntries, pointsSettings } from '../db/queries/points';
import { planConversion, toPointEntry, toPointsConfig } from '../domain/points';
import { clientIp } from '../lib/visitor';
import { findPointItem, findRedemption, listPointItems, pageRedemptions, pointsBalance, redeemItem } from '../db/queries/promotions';
import { toPointItem, toRedemption } from '../domain/promotions';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { intParam, totalPages } from '../lib/params';
import { requireRealAccount, requireSession } from '../middleware/session';
import { liveMoney } from '../domain/live';

export const points = new Hono<AppEnv>();

points.get('/items', async (c) => ok<PointItem[]>(c, (await listPointItems(c.env.DB, c.var.merchant.code, contentLanguage(c))).map(toPointItem)));

points.get('/config', async (c) => {
  const settings = await pointsSettings(c.env.DB, c.var.merchant.code);
  if (!settings) return fail(c, 403, 'FEATURE_DISABLED', 'No points rules for this brand');
  return ok<PointsConfig>(c, toPointsConfig(settings));
});

points.use('/balance', requireSession);
points.use('/details', requireSession);
points.use('/convert', requireSession);
points.use('/redeem', requireSession);
points.use('/redeem/*', requireSession);

points.get('/balance', async (c) => ok<PointsBalance>(c, { points: await pointsBalance(c.env.DB, c.var.session.member_id) }));

points.get('/redeem/list', async (c) => {
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
  const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
  const { rows, total } = await pageRedemptions(c.env.DB, c.var.session.member_id, pageNo, pageSize, contentLanguage(c));
  return ok<Paged<Redemption>>(c, { list: rows.map(toRedemption), totalPages: totalPages(total, pageSize), pageNo });
});

/** Every earning and spending of the member's points, newest first, paged. */
points.get('/details', async (c) => {
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
  const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
  const { rows, total } = await pagePointEntries(c.env.DB, c.var.session.member_id, pageNo, pageSize, contentLanguage(c));
  return ok<Paged<PointEntry>>(c, { list: rows.map(toPointEntry), totalPages: totalPages(total, pageSize), pageNo });
});

/**
 * Points straight into money at the brand's ratio: approved and paid at once, or processing
 * above the review threshold until the operator decides. A repeated requestId answers the first.
 */
points.post('/convert', requireRealAccount, async (c) => {
  const body = await jsonBody(c, convertRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const memberId = c.var.member.id;
  const { points: asked, requestId } = body.data;
  const earlier = await findRedemption(db, memberId, requestId, contentLanguage(c));
  if (earlier) return ok<Redemption>(c, toRedemption(earlier));
  const settings = await pointsSettings(db, c.var.merchant.code);
  if (!settings) return fail(c, 403, 'FEATURE_DISABLED', 'No points rules for this brand');
  const now = Date.now();
  const entry = (result: string, amount: number | null): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId,
    action: 'POINTS_CONVERT',
    amount,
    ref: `${asked}:${requestId}`,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number | null) => audit(db, entry(result, amount));
  const plan = planConversion(settings, asked);
  if (!plan.ok) return fail(c, 409, plan.code, `At least ${settings.min_convert} points`);
  try {
    // the PAID / PROCESSING row is written inside the conversion's batch
    await insertConversion(
      db,
      { memberId, points: asked, amount: plan.amount, approved: plan.approved, requestId, now },
      entry(plan.approved ? 'PAID' : 'PROCESSING', plan.amount),
    );
    liveMoney(c, c.var.merchant.code, memberId, 'points.changed', { points: -asked });
  } catch (error) {
    const text = String(error);
    if (text.includes('INSUFFICIENT_POINTS')) {
      await trail('INSUFFICIENT_POINTS', null);
      return fail(c, 409, 'INSUFFICIENT_POINTS', 'Not enough points');
    }
    if (!/UNIQUE/i.test(text)) throw error;
    // the same request ran concurrently: fall through to its result
  }
  return ok<Redemption>(c, toRedemption((await findRedemption(db, memberId, requestId, contentLanguage(c)))!));
});

/** One unit of an item for its points; the amount goes to the wallet. A repeated requestId answers the first redemption. */
points.post('/redeem', requireRealAccount, async (c) => {
  const body = await jsonBody(c, redeemRequestSchema);
  if (!body.ok) return body.response;
  const memberId = c.var.session.member_id;
  const earlier = await findRedemption(c.env.DB, memberId, body.data.requestId, contentLanguage(c));
  if (earlier) return ok<Redemption>(c, toRedemption(earlier));
  const item = await findPointItem(c.env.DB, c.var.merchant.code, body.data.itemId);
  if (!item) return fail(c, 404, 'ITEM_NOT_FOUND', 'No such item');
  if (item.units === 0) return fail(c, 409, 'OUT_OF_STOCK', 'Out of stock');
  const now = Date.now();
  const entry = (result: string, amount: number | null): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId,
    action: 'POINTS_REDEEM',
    amount,
    ref: `${item.id}:${body.data.requestId}`,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number | null) => audit(c.env.DB, entry(result, amount));
  try {
    // the PAID row is written inside the redemption's batch
    await redeemItem(c.env.DB, memberId, item, body.data.requestId, now, entry('PAID', item.amount));
    liveMoney(c, c.var.merchant.code, memberId, 'points.changed', { itemId: item.id });
  } catch (error) {
    const text = String(error);
    if (text.includes('INSUFFICIENT_POINTS')) {
      await trail('INSUFFICIENT_POINTS', null);
      return fail(c, 409, 'INSUFFICIENT_POINTS', 'Not enough points');
    }
    if (/CHECK constraint/i.test(text)) {
      await trail('OUT_OF_STOCK', null);
      return fail(c, 409, 'OUT_OF_STOCK', 'Out of stock');
    }
    if (!/UNIQUE/i.test(text)) throw error;
    // the same request ran concurrently: fall through to its result
  }
  return ok<Redemption>(c, toRedemption((await findRedemption(c.env.DB, memberId, body.data.requestId, contentLanguage(c)))!));
});
