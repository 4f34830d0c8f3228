/**
 * /__admin/promotions/* (X-Admin-Token): the operator's side of promotions and points,
 * which the portal never calls: review an activity (issue the bonus or reject the
 * application), grant points, read an application's stored images.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { findMemberByUsername } from '../db/queries/accounts';
import { findActivity, grantPoints, reviewActivity } from '../db/queries/promotions';
import { toActivity } from '../domain/promotions';
import { marketingRefusal } from '../domain/protection';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';
import { liveMember } from '../domain/live';

export const promotionsAdmin = new Hono<AppEnv>();

promotionsAdmin.use('*', adminToken);

const memberRef = { merchantCode: z.string().min(1), username: z.string().min(1) };

promotionsAdmin.post('/review', async (c) => {
  const body = await jsonBody(c, z.object({ ...memberRef, promotionId: z.number().int().positive(), state: z.enum(['issued', 'rejected']) }));
  if (!body.ok) return body.response;
  const member = await findMemberByUsername(c.env.DB, body.data.merchantCode, body.data.username);
  if (!member) return fail(c, 404, 'NOT_FOUND', 'No such member');
  const result = await reviewActivity(c.env.DB, member.id, body.data.promotionId, body.data.state, Date.now());
  if (result.meta.changes === 0) return fail(c, 409, 'NOT_CLAIMABLE', 'Nothing to review');
  return ok(c, toActivity((await findActivity(c.env.DB, member.id, body.data.promotionId))!));
});

promotionsAdmin.post('/points', async (c) => {
  const body = await jsonBody(c, z.object({ ...memberRef, points: z.number().int().positive(), remark: z.string().default('Operator grant') }));
  if (!body.ok) return body.response;
  const member = await findMemberByUsername(c.env.DB, body.data.merchantCode, body.data.username);
  if (!member) return fail(c, 404, 'NOT_FOUND', 'No such member');
  if (await marketingRefusal(c.env.DB, member.id))
    return fail(c, 409, 'MEMBER_EXCLUDED', 'The member is on a break or self-excluded: no marketing reaches them');
  await grantPoints(c.env.DB, member.id, body.data.points, body.data.remark, Date.now());
  liveMember(c, member.merchant_code, member.id, 'points.changed', { points: body.data.points });
  return ok(c, { username: member.username });
});

/** The stored images of an activity: their keys, sizes and content types (what R2 holds). */
promotionsAdmin.get('/application', async (c) => {
  const member = await findMemberByUsername(c.env.DB, c.req.query('merchantCode') ?? '', c.req.query('username') ?? '');
  const activity = member ? await findActivity(c.env.DB, member.id, Number(c.req.query('promotionId'))) : null;
  if (!activity) return fail(c, 404, 'NOT_FOUND', 'No such application');
  const keys = JSON.parse(activity.image_keys) as string[];
  const images = await Promise.all(
    keys.map(async (key) => {
      const object = await c.env.PROMO_UPLOADS.head(key);
      return { key, size: object?.size ?? null, contentType: object?.httpMetadata?.contentType ?? null };
    }),
  );
  return ok(c, { ...toActivity(activity), images });
});
