/** Why a choice of images was refused (docs/product.md 8: only png or jpg, an image over 5MB, more than 3 images). */
export type ImageRefusal = 'imageType' | 'imageTooLarge' | 'tooManyImages';

export interface ImageRules {
  types: readonly string[];
  maxBytes: number;
  maxImages: number;
}

/**
 * The images picked so far plus newly chosen ones, checked as docs/product.md 5 and 9 say (the gateway
 * checks again, by content): of the allowed types by type and name, at most maxBytes each, at
 * most maxImages. A refused choice adds nothing and names why.
 */
export function addImages(current: File[], chosen: File[], rules: ImageRules): { images: File[]; refusal: ImageRefusal | null } {
  for (const file of chosen) {
    if (!rules.types.includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) return { images: current, refusal: 'imageType' };
    if (file.size > rules.maxBytes) return { images: current, refusal: 'imageTooLarge' };
  }
  if (current.length + chosen.length > rules.maxImages) return { images: current, refusal: 'tooManyImages' };
  return { images: [...current, ...chosen], refusal: null };
}
