/**
 * The member screens docs/product.md 2.5 names by label: feedback form, support ticket form
 * and credit report. docs/product.md 5: feedback content between {0} and {1} words, ticket content
 * between the brand's lower and upper word counts (both the reference gateway's, per brand,
 * changeable through PUT /__admin/support/settings); images png or jpg by content, at most
 * 5 MB each, at most 3 (the activity application's rules, shared/api/promotions.ts).
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../constants';
import { isTimeZone } from '../zone-time';

export * from '../support-rules';
import { TICKET_TYPES, type TicketStatus, type TicketType } from '../support-rules';

export const supportRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** Longest text either form takes, whatever the word limits (a guard against huge bodies). */
export const SUPPORT_TEXT_MAX = 10_000;

/** PUT /wps/feedback and POST /wps/tickets are multipart: these fields, plus `images` files. */
export const feedbackFieldsSchema = z.object({ requestId: supportRequestId, content: z.string().max(SUPPORT_TEXT_MAX) });
export const ticketFieldsSchema = feedbackFieldsSchema.extend({ questionType: z.enum(TICKET_TYPES) });

export interface FeedbackReceipt {
  id: number;
  imageCount: number;
  createdAt: number;
}

/** Whose uploads an image belongs to: a feedback or a ticket. */
export const SUPPORT_IMAGE_OWNERS = ['feedback', 'ticket'] as const;
export type SupportImageOwner = (typeof SUPPORT_IMAGE_OWNERS)[number];

/**
 * GET /wps/support/images/{owner}/{id}/{index}: one of the member's own uploaded images (another
 * member's is not found), png or jpg by content, never cached. The path the answers carry.
 */
export const supportImagePath = (owner: SupportImageOwner, id: number, index: number) => `/wps/support/images/${owner}/${id}/${index}`;

/** GET /wps/feedback: the member's own feedback, newest first, with its images. */
export interface FeedbackItem {
  id: number;
  content: string;
  /** paths of the images (supportImagePath) */
  images: string[];
  createdAt: number;
}

export interface TicketMessage {
  id: number;
  /** member: the member's own words; operator: customer service's reply */
  author: 'member' | 'operator';
  content: string;
  createdAt: number;
}

export interface Ticket {
  id: number;
  ticketNo: string;
  questionType: TicketType;
  content: string;
  imageCount: number;
  /** paths of the screenshots (supportImagePath), as many as imageCount */
  images: string[];
  status: TicketStatus;
  createdAt: number;
  updatedAt: number;
  /** the replies after the ticket's own content, oldest first */
  messages: TicketMessage[];
}

/** POST /wps/tickets/reply (JSON). */
export const ticketReplySchema = z.object({
  ticketId: z.number().int().positive(),
  requestId: supportRequestId,
  content: z.string().max(SUPPORT_TEXT_MAX),
});
export type TicketReplyRequest = z.infer<typeof ticketReplySchema>;

/** Codes of the forms' refusals (docs/product.md 8: image over 5MB, more than 3 images, only png or jpg). */
export type SupportErrorCode = 'WORD_LIMIT' | 'IMAGE_TOO_LARGE' | 'TOO_MANY_IMAGES' | 'IMAGE_TYPE' | 'TICKET_CLOSED' | 'TICKET_NOT_FOUND';

// ------------------------------------------------------------------ operator

export const supportSettingsSchema = z
  .object({
    merchantCode: z.string().min(1),
    feedbackMinWords: z.number().int().min(1).max(5000),
    feedbackMaxWords: z.number().int().min(1).max(5000),
    ticketMinWords: z.number().int().min(1).max(5000),
    ticketMaxWords: z.number().int().min(1).max(5000),
  })
  .refine((s) => s.feedbackMinWords <= s.feedbackMaxWords && s.ticketMinWords <= s.ticketMaxWords, 'lower limit above the upper one');
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

/** The operator answers a ticket (POST /__admin/support/tickets/reply) or closes it (…/close, without content). */
export const operatorReplySchema = z.object({ ticketId: z.number().int().positive(), content: z.string().min(1).max(SUPPORT_TEXT_MAX) });
export const ticketRefSchema = z.object({ ticketId: z.number().int().positive() });

// ------------------------------------------------------------------ credit report

/** GET /wps/report/credit?months=&timeZone=: the last `months` calendar months of the brand's IANA zone (daylight saving included). */
export const creditReportQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(12).default(6),
  timeZone: z.string().max(64).refine(isTimeZone, 'an IANA time zone').default(DEFAULT_TIME_ZONE),
});
export type CreditReportQuery = z.infer<typeof creditReportQuerySchema>;

/** One month of the member's wallets (main and game wallets together), from the ledger. */
export interface CreditMonth {
  /** yyyy-MM in the brand's zone */
  month: string;
  opening: number;
  deposits: number;
  /** paid-out and held withdrawals, less refunds of rejected ones (a positive amount going out) */
  withdrawals: number;
  stake: number;
  win: number;
  /** rewards, rebates, missions, referral, rescue, promotions, points exchanged */
  bonus: number;
  /** everything else: opening credit, transfers with the upline, agent wages */
  other: number;
  /** closing minus opening */
  net: number;
  closing: number;
}

export interface CreditReport {
  from: number;
  to: number;
  months: CreditMonth[];
  totals: Omit<CreditMonth, 'month'>;
  /** the wallets now */
  balance: number;
  /** bets won over settled bets in the period, 0 without bets */
  betCount: number;
  winCount: number;
}
