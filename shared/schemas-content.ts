/** The zod schemas of the content calls (shared/api/content.ts), kept apart so the browser imports them for their types only. */
import { z } from 'zod';

/** POST /wps/relay/chat/url (token): docs/product.md 7.3 get chat URL. */
export const chatUrlRequestSchema = z.object({
  b2c: z.boolean(),
  title: z.string().min(1).max(60),
  language: z.string().regex(/^[a-z]{2}$/),
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour'),
});
export type ChatUrlRequest = z.infer<typeof chatUrlRequestSchema>;

/** The kinds of operator content that are translated, one per table the player reads prose from. */
export const CONTENT_KINDS = ['banner', 'announcement', 'marquee', 'promotion', 'point_item', 'redemption', 'message'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One content item in one language, as the operator's translation calls name it (the key of a marquee notice is its position). */
const translatedItem = {
  kind: z.enum(CONTENT_KINDS),
  key: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  language: z.enum(['ty', 'vi', 'cn', 'th', 'id']),
};
const fieldName = z.string().regex(/^[a-z_]{1,32}$/);

/** PUT /__admin/content/translations: one field of an item in one language. */
export const translationSchema = z.object({ ...translatedItem, field: fieldName, text: z.string().min(1).max(20_000) });

/** DELETE /__admin/content/translations: one field's translation, or every field's when none is named. */
export const translationRemovalSchema = z.object({ ...translatedItem, field: fieldName.optional() });
