/** The operator's side of the point mall (routes/points-admin.ts): a brand's conversion rules and points from play, and the decision on a redemption waiting for review (docs/product.md 4). */
import type { z } from 'zod';
import type { PointsConfig, Redemption } from '@shared/api/promotions';
import type { pointsSettingsSchema, redemptionReviewSchema } from '@shared/schemas-promotions';
import { findMemberByUsername } from '../db/queries/accounts';
import { findRedemptionById, pointsSettings, savePointsSettings } from '../db/queries/points';
import { decideRedemption } from '../db/queries/money/points';
import { done, refuse, type Outcome } from './outcome';
import { toPointsConfig } from './points';
import { toRedemption } from './promotions';

/** Saves a brand's points rules: the brand's config then, or null when there is no such brand. */
export async function savePointsConfig(db: D1Database, s: z.infer<typeof pointsSettingsSchema>): Promise<PointsConfig | null> {
  if (!(await savePointsSettings(db, s))) return null;
  return toPointsConfig((await pointsSettings(db, s.merchantCode))!);
}

/** Approves (pays) or rejects (gives the points back) a processing redemption, once. Answers the redemption and its member. */
export async function reviewRedemption(
  db: D1Database,
  r: z.infer<typeof redemptionReviewSchema>,
): Promise<Outcome<{ redemption: Redemption; member: { id: number; merchant: string } }>> {
  const member = await findMemberByUsername(db, r.merchantCode, r.username);
  if (!member) return refuse(404, 'NOT_FOUND', 'No such member');
  const found = await findRedemptionById(db, member.id, r.redemptionId);
  if (!found) return refuse(404, 'NOT_FOUND', 'No such redemption');
  if (found.status !== 'processing' || !(await decideRedemption(db, found, r.status, r.remark, Date.now(), r.merchantCode))) {
    return refuse(409, 'NOT_CLAIMABLE', 'This redemption has been decided');
  }
  return done({ redemption: toRedemption((await findRedemptionById(db, member.id, found.id))!), member: { id: member.id, merchant: member.merchant_code } });
}
