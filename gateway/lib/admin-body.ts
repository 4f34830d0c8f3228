/** The operator routes' (routes/admin-*.ts) body parsing and shared answers. */
import type { Context } from 'hono';
import { z } from 'zod';
import { fail } from './envelope';

export const merchantCode = z.string().min(1);

/** One member by brand and name (the payment password's unlock, a member's reset). */
export const memberRefSchema = z.object({
  merchantCode,
  username: z.string().min(1).max(50),
  /** also set this password again, flagged as a default one when passwordIsDefault (tests undo a change) */
  password: z.string().min(1).max(100).optional(),
  passwordIsDefault: z.boolean().optional(),
});

/** The parsed JSON body, or undefined (the caller answers badBody). */
export async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T | undefined> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

export const badBody = (c: Context) => fail(c, 400, 'BAD_REQUEST', 'Malformed body');
export const unknownMerchant = (c: Context) => fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
export const noMember = (c: Context) => fail(c, 404, 'NOT_FOUND', 'No such member');
