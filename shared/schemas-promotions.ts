/** The zod schemas of the promotion and point calls (shared/api/promotions.ts), kept apart so the browser imports them for their types only. */
import { z } from 'zod';

/** A money or points call's idempotency key (the portal sends a UUID): a retried call answers the first result. */
const idempotencyKey = z.string().min(8).max(64);

/** POST /wps/points/redeem (token): one unit of an item for its points; a repeated requestId answers the first result. */
export const redeemRequestSchema = z.object({ itemId: z.number().int().positive(), requestId: idempotencyKey });
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** POST /wps/promotion/join (signup promotions). */
export const joinRequestSchema = z.object({ promotionId: z.number().int().positive(), requestId: idempotencyKey.optional() });
export type JoinPromotionRequest = z.infer<typeof joinRequestSchema>;

/** POST /wps/promotion/raffle/claim: an issued bonus to the wallet, once. */
export const raffleClaimSchema = z.object({ promotionId: z.number().int().positive() });
export type RaffleClaimRequest = z.infer<typeof raffleClaimSchema>;

/** POST /wps/points/convert (token): points straight into money at the brand's ratio (GET /wps/points/config). */
export const convertRequestSchema = z.object({ points: z.number().int().positive().max(100_000_000), requestId: idempotencyKey });
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

/** PUT /__admin/points/config (operator): the brand's conversion rules. */
export const pointsSettingsSchema = z.object({
  merchantCode: z.string().min(1),
  convertRatio: z.number().int().positive(),
  minConvert: z.number().int().positive(),
  reviewAbove: z.number().int().positive(),
  /** settled stake per point earned from play; 0 turns it off; left out, it stays as it is */
  turnoverPerPoint: z.number().int().min(0).max(1_000_000_000).optional(),
});

/** POST /__admin/points/review (operator): a processing redemption approved (paid) or rejected (its points back). */
export const redemptionReviewSchema = z.object({
  merchantCode: z.string().min(1),
  username: z.string().min(1),
  redemptionId: z.number().int().positive(),
  status: z.enum(['approved', 'rejected']),
  remark: z.string().max(200).default(''),
});

/** A member by brand and name, as the operator's promotion calls name one. */
const operatorMemberRef = { merchantCode: z.string().min(1), username: z.string().min(1) };

/** POST /__admin/promotions/review: the operator's decision on an `apply` promotion's application. */
export const applicationReviewSchema = z.object({ ...operatorMemberRef, promotionId: z.number().int().positive(), state: z.enum(['issued', 'rejected']) });

/** POST /__admin/promotions/points: points the operator grants a member. */
export const pointsGrantSchema = z.object({ ...operatorMemberRef, points: z.number().int().positive(), remark: z.string().default('Operator grant') });
