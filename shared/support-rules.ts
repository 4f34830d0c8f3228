/**
 * The rules of the feedback form and the support ticket that the browser and the gateway both
 * apply (docs/product.md 5), without zod so the browser can import them (shared/api/support.ts
 * re-exports them with the request schemas).
 */
export { APPLICATION_IMAGE_TYPES as SUPPORT_IMAGE_TYPES, APPLICATION_MAX_IMAGE_BYTES as SUPPORT_MAX_IMAGE_BYTES } from './api/promotions';
export { APPLICATION_MAX_IMAGES as SUPPORT_MAX_IMAGES } from './api/promotions';

/** docs/product.md 2.5: the support ticket's question types, in the form's order. */
export const TICKET_TYPES = ['deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** open: waiting for the operator; answered: the operator replied last; closed: no more replies. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface WordLimits {
  minWords: number;
  maxWords: number;
}

/** GET /wps/support/rules: the brand's word limits of both forms and the question types. */
export interface SupportRules {
  feedback: WordLimits;
  ticket: WordLimits & { types: readonly TicketType[] };
}

/**
 * Words as a reader counts them, in every language of the portal: Intl.Segmenter's word-like
 * segments, so Thai and Chinese (written without spaces) count their words too, and
 * punctuation or emoji alone count none. Both the form and the gateway count this way.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) if (s.isWordLike) n++;
  return n;
}

export const withinWords = (text: string, limits: WordLimits) => {
  const n = countWords(text);
  return n >= limits.minWords && n <= limits.maxWords;
};

/** A member's reply to its ticket: at least one word, at most the ticket's upper limit. */
export const ticketReplyLimits = (limits: WordLimits): WordLimits => ({ minWords: 1, maxWords: limits.maxWords });
