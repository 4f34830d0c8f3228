import { SUPPORT_IMAGE_TYPES, SUPPORT_MAX_IMAGE_BYTES, SUPPORT_MAX_IMAGES, withinWords, type WordLimits } from '@shared/support-rules';
import type { ImageRefusal, ImageRules } from '@client/lib/image-choice';

/** The feedback form's and the ticket's image rules (docs/product.md 5, 9): png or jpg, at most 5 MB each, at most 3. */
export const SUPPORT_IMAGE_RULES: ImageRules = { types: SUPPORT_IMAGE_TYPES, maxBytes: SUPPORT_MAX_IMAGE_BYTES, maxImages: SUPPORT_MAX_IMAGES };

/** A refused choice's docs/product.md 8 text. */
export const supportRefusalKey = (refusal: ImageRefusal) => `support.errors.${refusal}`;

export const wordsOk = (text: string, limits: WordLimits) => withinWords(text.trim(), limits);
