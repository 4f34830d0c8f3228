/** Resolves the calling brand from X-Merchant-Code; unknown or missing -> 400 INVALID_DOMAIN. */
import { createMiddleware } from 'hono/factory';
import { merchantOf } from '../domain/brand';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';

export const merchant = createMiddleware<AppEnv>(async (c, next) => {
  const row = await merchantOf(c.env.DB, c.req.header('X-Merchant-Code'));
  if (!row) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  c.set('merchant', row);
  await next();
});
