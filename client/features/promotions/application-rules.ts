import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGE_TYPES, APPLICATION_MAX_IMAGE_BYTES, APPLICATION_MAX_IMAGES } from '@shared/contract-promotions';

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
