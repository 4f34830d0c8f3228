import { SUPPORT_IMAGE_TYPES, SUPPORT_MAX_IMAGE_BYTES, SUPPORT_MAX_IMAGES, withinWords, type WordLimits } from '@shared/support-rules';
import { errorKey } from '@client/lib/errors';

/**
 * The images picked so far plus newly chosen ones, checked as SPEC.md 5 and 9 say (the
 * gateway checks again, by content): png or jpg, at most 5 MB each, at most 3. A refused
 * choice adds nothing and names the SPEC.md 8 reason.
 */
export function addImages(current: File[], chosen: File[]): { images: File[]; errorKey: string | null } {
  for (const file of chosen) {
    if (!(SUPPORT_IMAGE_TYPES as readonly string[]).includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name))
      return { images: current, errorKey: 'support.errors.imageType' };
    if (file.size > SUPPORT_MAX_IMAGE_BYTES) return { images: current, errorKey: 'support.errors.imageTooLarge' };
  }
  if (current.length + chosen.length > SUPPORT_MAX_IMAGES) return { images: current, errorKey: 'support.errors.tooManyImages' };
  return { images: [...current, ...chosen], errorKey: null };
}

export const wordsOk = (text: string, limits: WordLimits) => withinWords(text.trim(), limits);

/** The gateway's refusals with their own text; WORD_LIMIT is the form's own message (its {0} and {1} filled by the form). */
const SUPPORT_ERRORS: Record<string, string> = {
  IMAGE_TOO_LARGE: 'support.errors.imageTooLarge',
  TOO_MANY_IMAGES: 'support.errors.tooManyImages',
  IMAGE_TYPE: 'support.errors.imageType',
  TICKET_CLOSED: 'support.errors.closed',
  TICKET_NOT_FOUND: 'support.errors.notFound',
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
};

export const supportErrorKey = (wordsKey: string) => (error: unknown) => errorKey(error, { ...SUPPORT_ERRORS, WORD_LIMIT: wordsKey });
