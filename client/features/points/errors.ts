import { errorKey } from '@client/lib/errors';

/** Points codes with their own text; the rest read the SPEC.md 8 catalogue (client/lib/errors.ts). */
const POINTS_ERRORS: Record<string, string> = {
  INSUFFICIENT_POINTS: 'points.errors.insufficient',
  OUT_OF_STOCK: 'points.errors.outOfStock',
  ITEM_NOT_FOUND: 'points.errors.outOfStock',
  BELOW_MIN_CONVERT: 'points.errors.belowMin',
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
};

/** The translation key of a failed points call. */
export const pointsErrorKey = (error: unknown) => errorKey(error, POINTS_ERRORS);
