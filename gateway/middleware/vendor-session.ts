/** The vendor stand-ins' API calls (routes/vendor.ts, routes/lottery.ts): 'Authorization: Bearer <token>' of a live vendor session, else 401 NOT_LOGGED_IN. */
import { createMiddleware } from 'hono/factory';
import { vendorSessionOf, type VendorSession } from '../domain/vendor';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';

export type VendorEnv = AppEnv & { Variables: AppEnv['Variables'] & { vendorSession: VendorSession } };

export const requireVendorSession = createMiddleware<VendorEnv>(async (c, next) => {
  const session = await vendorSessionOf(c.env.DB, c.req.header('Authorization'), Date.now());
  if (!session) return fail(c, 401, 'NOT_LOGGED_IN', 'Game session expired');
  c.set('vendorSession', session);
  await next();
});
