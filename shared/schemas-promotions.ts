/** The zod schemas of the promotion and point calls (shared/contract-promotions.ts), kept apart so the browser imports them for their types only. */
import { z } from 'zod';

/** A money or points call's idempotency key (the portal sends a UUID): a retried call answers the first result. */
const idempotencyKey = z.string().min(8).max(64);

/** POST /wps/points/redeem (token): one unit of an item for its points; a repeated requestId answers the first result. */
export const redeemRequestSchema = z.object({ itemId: z.number().int().positive(), requestId: idempotencyKey });
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** POST /wps/promotion/join (signup promotions). */
export const joinRequestSchema = z.object({ promotionId: z.number().int().positive(), requestId: idempotencyKey.optional() });

/** POST /wps/promotion/raffle/claim: an issued bonus to the wallet, once. */
export const raffleClaimSchema = z.object({ promotionId: z.number().int().positive() });
