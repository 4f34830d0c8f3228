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
