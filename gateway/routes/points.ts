/**
 * /wps/points/*: the point mall (docs/product.md 3 point items, 7.3 points calls). Items and the
 * config are public; balance, details, redeem, convert and redeem history need a token.
 * Points never expire (docs/product.md 9). Redeems and conversions are audited (money_audit).
 */
import { Hono } from 'hono';
import type { Paged } from '@shared/api';
import type { PointEntry, PointItem, PointsBalance, Redemption } from '@shared/api/promotions';
import { convertRequestSchema, redeemRequestSchema } from '@shared/schemas-promotions';
import { convertPoints, pointEntryPage, pointItems, pointsConfig, pointsOf, redeemPointItem, redemptionPage } from '../domain/point-mall';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { intParam } from '../lib/params';
import { answers } from '../lib/answers';
import { requireRealAccount, requireSession } from '../middleware/session';
import { liveMoney } from '../domain/live';

export const points = new Hono<AppEnv>();

points.get(
  '/items',
  answers('GET /wps/points/items', async (c) => ok<PointItem[]>(c, await pointItems(c.env.DB, c.var.merchant.code, contentLanguage(c)))),
);

points.get(
  '/config',
  answers('GET /wps/points/config', async (c) => answer(c, await pointsConfig(c.env.DB, c.var.merchant.code))),
);

points.use('/balance', requireSession);
points.use('/details', requireSession);
points.use('/convert', requireSession);
points.use('/redeem', requireSession);
points.use('/redeem/*', requireSession);

points.get(
  '/balance',
  answers('GET /wps/points/balance', async (c) => ok<PointsBalance>(c, { points: await pointsOf(c.env.DB, c.var.session.member_id) })),
);

points.get(
  '/redeem/list',
  answers('GET /wps/points/redeem/list', async (c) => {
    const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
    const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
    return ok<Paged<Redemption>>(c, await redemptionPage(c.env.DB, c.var.session.member_id, pageNo, pageSize, contentLanguage(c)));
  }),
);

/** Every earning and spending of the member's points, newest first, paged. */
points.get(
  '/details',
  answers('GET /wps/points/details', async (c) => {
    const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
    const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
    return ok<Paged<PointEntry>>(c, await pointEntryPage(c.env.DB, c.var.session.member_id, pageNo, pageSize, contentLanguage(c)));
  }),
);

/**
 * Points straight into money at the brand's ratio: approved and paid at once, or processing
 * above the review threshold until the operator decides. A repeated requestId answers the first.
 */
points.post(
  '/convert',
  requireRealAccount,
  answers('POST /wps/points/convert', async (c) => {
    const body = await jsonBody(c, convertRequestSchema);
    if (!body.ok) return body.response;
    const { points: asked, requestId } = body.data;
    const converted = await convertPoints(c.env.DB, caller(c), contentLanguage(c), asked, requestId);
    if (converted.ok && converted.spent) liveMoney(c, c.var.merchant.code, c.var.member.id, 'points.changed', { points: -asked });
    return answer(c, converted);
  }),
);

/** One unit of an item for its points; the amount goes to the wallet. A repeated requestId answers the first redemption. */
points.post(
  '/redeem',
  requireRealAccount,
  answers('POST /wps/points/redeem', async (c) => {
    const body = await jsonBody(c, redeemRequestSchema);
    if (!body.ok) return body.response;
    const redeemed = await redeemPointItem(c.env.DB, caller(c), contentLanguage(c), body.data.itemId, body.data.requestId);
    if (redeemed.ok && redeemed.spent) liveMoney(c, c.var.merchant.code, c.var.member.id, 'points.changed', { itemId: body.data.itemId });
    return answer(c, redeemed);
  }),
);
