import { errorKeys, type ErrorTexts } from '@client/lib/errors';

/** Keys of the docs/product.md 8 application messages, by the gateway's error code; the rest read the catalogue (client/lib/errors.ts). */
export const PROMOTION_ERRORS: ErrorTexts = {
  IMAGE_TOO_LARGE: 'promo.errors.imageTooLarge',
  TOO_MANY_IMAGES: 'promo.errors.tooManyImages',
  IMAGE_TYPE: 'promo.errors.imageType',
  COMMENT_TOO_LONG: 'promo.errors.commentTooLong',
  ALREADY_JOINED: 'promo.errors.alreadyJoined',
  PROMOTION_NOT_OPEN: 'promo.errors.notOpen',
  NOT_CLAIMABLE: 'promo.errors.notClaimable',
  PROMOTION_NOT_FOUND: 'promo.errors.notFound',
  PAYLOAD_TOO_LARGE: 'promo.errors.imageTooLarge',
  BAD_REQUEST: 'promo.errors.empty',
};

/** The translation key of a failed promotion call: its own message, else the docs/product.md 8 catalogue. */
export const promotionErrorKey = errorKeys(PROMOTION_ERRORS);
