/**
 * /__admin/points/* (X-Admin-Token): the operator's side of the point mall: the brand's
 * conversion rules and points from play (PUT /config, answered with the brand's config), and the decision on a redemption waiting for review (docs/product.md 4).
 */
import { Hono } from 'hono';
import type { PointsConfig, Redemption } from '@shared/api/promotions';
import { pointsSettingsSchema, redemptionReviewSchema } from '@shared/schemas-promotions';
import { liveMoney } from '../domain/live';
import { reviewRedemption, savePointsConfig } from '../domain/points-admin';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { refusal } from '../lib/answer';
import { adminToken } from '../middleware/admin-token';

export const pointsAdmin = new Hono<AppEnv>();

pointsAdmin.use('*', adminToken);

pointsAdmin.put('/config', async (c) => {
  const body = await jsonBody(c, pointsSettingsSchema);
  if (!body.ok) return body.response;
  const config = await savePointsConfig(c.env.DB, body.data);
  return config ? ok<PointsConfig>(c, config) : fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
});

/** Approve (pay) or reject (give the points back) a processing redemption, once. */
pointsAdmin.post('/review', async (c) => {
  const body = await jsonBody(c, redemptionReviewSchema);
  if (!body.ok) return body.response;
  const reviewed = await reviewRedemption(c.env.DB, body.data);
  if (!reviewed.ok) return refusal(c, reviewed);
  const { redemption, member } = reviewed.value;
  liveMoney(c, member.merchant, member.id, 'points.changed', { redemptionId: redemption.id, status: body.data.status });
  return ok<Redemption>(c, redemption);
});
