/**
 * /__admin/points/* (X-Admin-Token): the operator's side of the point mall: the brand's
 * conversion rules and points from play (PUT /config, answered with the brand's config), and the decision on a redemption waiting for review (docs/product.md 4).
 */
import { Hono } from 'hono';
import type { PointsConfig, Redemption } from '@shared/contract-promotions';
import { pointsSettingsSchema, redemptionReviewSchema } from '@shared/schemas-promotions';
import { findMemberByUsername } from '../db/queries/accounts';
import { decideRedemption, findRedemptionById, pointsSettings, savePointsSettings } from '../db/queries/points';
import { toPointsConfig } from '../domain/points';
import { toRedemption } from '../domain/promotions';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';
import { liveMoney } from '../domain/live';

export const pointsAdmin = new Hono<AppEnv>();

pointsAdmin.use('*', adminToken);

pointsAdmin.put('/config', async (c) => {
  const body = await jsonBody(c, pointsSettingsSchema);
  if (!body.ok) return body.response;
  if (!(await savePointsSettings(c.env.DB, body.data))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  return ok<PointsConfig>(c, toPointsConfig((await pointsSettings(c.env.DB, body.data.merchantCode))!));
});

/** Approve (pay) or reject (give the points back) a processing redemption, once. */
pointsAdmin.post('/review', async (c) => {
  const body = await jsonBody(c, redemptionReviewSchema);
  if (!body.ok) return body.response;
  const member = await findMemberByUsername(c.env.DB, body.data.merchantCode, body.data.username);
  if (!member) return fail(c, 404, 'NOT_FOUND', 'No such member');
  const found = await findRedemptionById(c.env.DB, member.id, body.data.redemptionId);
  if (!found) return fail(c, 404, 'NOT_FOUND', 'No such redemption');
  if (found.status !== 'processing' || !(await decideRedemption(c.env.DB, found, body.data.status, body.data.remark, Date.now(), body.data.merchantCode))) {
    return fail(c, 409, 'NOT_CLAIMABLE', 'This redemption has been decided');
  }
  liveMoney(c, member.merchant_code, member.id, 'points.changed', { redemptionId: found.id, status: body.data.status });
  return ok<Redemption>(c, toRedemption((await findRedemptionById(c.env.DB, member.id, found.id))!));
});
