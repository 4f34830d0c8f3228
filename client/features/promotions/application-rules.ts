import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGE_TYPES, APPLICATION_MAX_IMAGE_BYTES, APPLICATION_MAX_IMAGES } from '@shared/api/promotions';
import { addImages as addImagesChecked, type ImageRules } from '@client/lib/image-choice';

/** The activity application's image rules (docs/product.md 5, 9): png or jpg only, at most 5 MB each, at most 3. */
export const APPLICATION_IMAGE_RULES: ImageRules = { types: APPLICATION_IMAGE_TYPES, maxBytes: APPLICATION_MAX_IMAGE_BYTES, maxImages: APPLICATION_MAX_IMAGES };

/** The images picked so far plus newly chosen ones, checked by the shared rule; a refused choice adds nothing and names why. */
export function addImages(current: File[], chosen: File[]): { images: File[]; errorKey: string | null } {
  const result = addImagesChecked(current, chosen, APPLICATION_IMAGE_RULES);
  return { images: result.images, errorKey: result.refusal ? `promo.errors.${result.refusal}` : null };
}

export const commentTooLong = (comment: string) => [...comment.trim()].length > APPLICATION_COMMENT_MAX;
