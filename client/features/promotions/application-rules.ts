import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_MAX_IMAGE_BYTES,
  APPLICATION_MAX_IMAGES,
} from '../../../shared/contract-promotions';
import { ApiError } from '../../lib/api-client';

/** Keys of the SPEC.md 8 application messages, by the gateway's error code. */
export const PROMOTION_ERRORS: Record<string, string> = {
  IMAGE_TOO_LARGE: 'promo.errors.imageTooLarge',
  TOO_MANY_IMAGES: 'promo.errors.tooManyImages',
  IMAGE_TYPE: 'promo.errors.imageType',
  COMMENT_TOO_LONG: 'promo.errors.commentTooLong',
  ALREADY_JOINED: 'promo.errors.alreadyJoined',
  PROMOTION_NOT_OPEN: 'promo.errors.notOpen',
  NOT_CLAIMABLE: 'promo.errors.notClaimable',
  PROMOTION_NOT_FOUND: 'promo.errors.notFound',
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
  PAYLOAD_TOO_LARGE: 'promo.errors.imageTooLarge',
  BAD_REQUEST: 'promo.errors.empty',
  // the SPEC.md 8 catalogue
  NETWORK: 'errors.network',
  TIMEOUT: 'errors.timeout',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  MAINTENANCE: 'errors.maintenance',
};

/** The translation key of a failed promotion call: its own message, else the SPEC.md 8 catalogue. */
export const promotionErrorKey = (error: unknown) => (error instanceof ApiError && PROMOTION_ERRORS[error.code]) || 'errors.unknown';

/**
 * The images picked so far plus newly chosen ones, checked as SPEC.md 5 and 9 say: png or
 * jpg only, at most 5 MB each, at most 3. A refused choice adds nothing and names why.
 */
export function addImages(current: File[], chosen: File[]): { images: File[]; errorKey: string | null } {
  for (const file of chosen) {
    if (!(APPLICATION_IMAGE_TYPES as readonly string[]).includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) {
      return { images: current, errorKey: 'promo.errors.imageType' };
    }
    if (file.size > APPLICATION_MAX_IMAGE_BYTES) return { images: current, errorKey: 'promo.errors.imageTooLarge' };
  }
  if (current.length + chosen.length > APPLICATION_MAX_IMAGES) return { images: current, errorKey: 'promo.errors.tooManyImages' };
  return { images: [...current, ...chosen], errorKey: null };
}

export const commentTooLong = (comment: string) => [...comment.trim()].length > APPLICATION_COMMENT_MAX;
