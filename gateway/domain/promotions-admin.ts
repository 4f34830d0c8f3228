/**
 * The operator's side of promotions and points (routes/promotions-admin.ts), which the portal
 * never calls: the review of an activity (the bonus issued or the application rejected), a grant
 * of points (no marketing reaches a member on a break or self-excluded) and an application's
 * stored images.
 */
import type { MemberActivity } from '@shared/api/promotions';
import { findMemberByUsername } from '../db/queries/accounts';
import { findActivity, grantPoints, reviewActivity } from '../db/queries/promotions';
import { done, refuse, type Outcome } from './outcome';
import { marketingRefused } from './member-centre-admin';
import { toActivity } from './promotions';

const noMember = () => refuse(404, 'NOT_FOUND', 'No such member');

/** An activity waiting for review: the bonus issued or the application rejected; the activity then. */
export async function reviewApplication(
  db: D1Database,
  r: { merchantCode: string; username: string; promotionId: number; state: 'issued' | 'rejected' },
): Promise<Outcome<MemberActivity>> {
  const member = await findMemberByUsername(db, r.merchantCode, r.username);
  if (!member) return noMember();
  const result = await reviewActivity(db, member.id, r.promotionId, r.state, Date.now());
  if (result.meta.changes === 0) return refuse(409, 'NOT_CLAIMABLE', 'Nothing to review');
  return done(toActivity((await findActivity(db, member.id, r.promotionId))!));
}

/** The operator grants a member points; answers the member. */
export async function grantMemberPoints(
  db: D1Database,
  g: { merchantCode: string; username: string; points: number; remark: string },
): Promise<Outcome<{ id: number; username: string; merchant: string }>> {
  const member = await findMemberByUsername(db, g.merchantCode, g.username);
  if (!member) return noMember();
  const refused = await marketingRefused(db, member.id);
  if (refused) return refused;
  await grantPoints(db, member.id, g.points, g.remark, Date.now());
  return done({ id: member.id, username: member.username, merchant: member.merchant_code });
}

/** An application's activity and the stored images' keys, sizes and content types (what R2 holds); null when there is none. */
export async function applicationOf(db: D1Database, uploads: R2Bucket, merchant: string, username: string, promotionId: number) {
  const member = await findMemberByUsername(db, merchant, username);
  const activity = member ? await findActivity(db, member.id, promotionId) : null;
  if (!activity) return null;
  const keys = JSON.parse(activity.image_keys) as string[];
  const images = await Promise.all(
    keys.map(async (key) => {
      const object = await uploads.head(key);
      return { key, size: object?.size ?? null, contentType: object?.httpMetadata?.contentType ?? null };
    }),
  );
  return { ...toActivity(activity), images };
}
