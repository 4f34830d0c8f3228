/**
 * Development aid: an artificial delay before every /wps and /lgw answer, set with
 * POST /__admin/latency. Module state, so it lasts as long as the isolate (dev only).
 */
import { createMiddleware } from 'hono/factory';

let delayMs = 0;

export const setLatency = (ms: number) => {
  delayMs = ms;
};

export const latency = createMiddleware(async (_c, next) => {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await next();
});
