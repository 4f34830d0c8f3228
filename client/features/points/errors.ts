import { errorKeys, type ErrorTexts } from '@client/lib/errors';

/** Points codes with their own text; the rest read the docs/product.md 8 catalogue (client/lib/errors.ts). */
const POINTS_ERRORS: ErrorTexts = {
  INSUFFICIENT_POINTS: 'points.errors.insufficient',
  OUT_OF_STOCK: 'points.errors.outOfStock',
  ITEM_NOT_FOUND: 'points.errors.outOfStock',
  BELOW_MIN_CONVERT: 'points.errors.belowMin',
};

/** The translation key of a failed points call. */
export const pointsErrorKey = errorKeys(POINTS_ERRORS);
