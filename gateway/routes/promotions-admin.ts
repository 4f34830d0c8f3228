/**
 * /__admin/promotions/* (X-Admin-Token): the operator's side of promotions and points,
 * which the portal never calls: review an activity (issue the bonus or reject the
 * application), grant points, read an application's stored images.
 */
import { Hono } from 'hono';
import { applicationReviewSchema, pointsGrantSchema } from '@shared/schemas-promotions';
import { liveMember } from '../domain/live';
import { applicationOf, grantMemberPoints, reviewApplication } from '../domain/promotions-admin';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { answer, refusal } from '../lib/answer';
import { adminToken } from '../middleware/admin-token';

export const promotionsAdmin = new Hono<AppEnv>();

promotionsAdmin.use('*', adminToken);

promotionsAdmin.post('/review', async (c) => {
  const body = await jsonBody(c, applicationReviewSchema);
  if (!body.ok) return body.response;
  return answer(c, await reviewApplication(c.env.DB, body.data));
});

promotionsAdmin.post('/points', async (c) => {
  const body = await jsonBody(c, pointsGrantSchema);
  if (!body.ok) return body.response;
  const granted = await grantMemberPoints(c.env.DB, body.data);
  if (!granted.ok) return refusal(c, granted);
  const member = granted.value;
  liveMember(c, member.merchant, member.id, 'points.changed', { points: body.data.points });
  return ok(c, { username: member.username });
});

/** The stored images of an activity: their keys, sizes and content types (what R2 holds). */
promotionsAdmin.get('/application', async (c) => {
  const application = await applicationOf(
    c.env.DB,
    c.env.PROMO_UPLOADS,
    c.req.query('merchantCode') ?? '',
    c.req.query('username') ?? '',
    Number(c.req.query('promotionId')),
  );
  return application ? ok(c, application) : fail(c, 404, 'NOT_FOUND', 'No such application');
});
