/** Operator endpoints need X-Admin-Token equal to the ADMIN_TOKEN binding. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';

export const adminToken = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('X-Admin-Token');
  if (!c.env.ADMIN_TOKEN || token !== c.env.ADMIN_TOKEN) return fail(c, 401, 'UNAUTHORIZED', 'Admin token required');
  await next();
});
