/** Resolves the calling brand from X-Merchant-Code; unknown or missing -> 400 INVALID_DOMAIN. */
import { createMiddleware } from 'hono/factory';
import { findMerchant } from '../db/queries/merchants';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';

export const merchant = createMiddleware<AppEnv>(async (c, next) => {
  const code = c.req.header('X-Merchant-Code')?.trim();
  const row = code ? await findMerchant(c.env.DB, code) : null;
  if (!row) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  c.set('merchant', row);
  await next();
});
