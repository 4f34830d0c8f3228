/**
 * Outside development every cookie the worker sets is `Secure` and every page is https: a
 * plain-http request is redirected to its https address (HSTS, set on every answer, keeps the
 * browser there afterwards), so a session cookie never travels or is set in the clear. Plain
 * http stays only for loopback development, where browsers would drop a Secure cookie.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { type AppEnv, isDevelopment } from '../env';

/** Whether a cookie set on this request is `Secure`: always outside development, else when the request came over https. */
export const cookieIsSecure = (c: Context<AppEnv>) => !isDevelopment(c.env) || new URL(c.req.url).protocol === 'https:';

/** Outside development, plain http answers 308 to the same address over https (method and body kept). */
export const httpsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (isDevelopment(c.env) || url.protocol !== 'http:') return next();
  url.protocol = 'https:';
  return c.redirect(url.toString(), 308);
};
