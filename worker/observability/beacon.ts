/**
 * What the page's reports share (worker/observability/client-errors.ts and vitals.ts): a body sent
 * with sendBeacon, refused without reading more than it must and without a log line: a cross-site
 * call (403), more than the limiter allows from one IP (429; wrangler.toml [[ratelimits]]), a body
 * over `maxBytes` (413), anything but the report's JSON shape (400).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Env } from '../env';
import { BodyTooLargeError, readLimited } from '../proxy/read-limited';
import { isSameOriginRequest } from '../proxy/same-origin';

type Limiter = { [K in keyof Env]-?: Env[K] extends RateLimit ? K : never }[keyof Env];

/** The report, parsed, or the answer that refuses it. */
export async function readBeacon<S extends z.ZodType>(
  c: Context<AppEnv>,
  options: { limiter: Limiter; maxBytes: number; schema: S },
): Promise<{ report: z.infer<S> } | { refused: Response }> {
  if (!isSameOriginRequest(c.req.raw)) return { refused: c.body(null, 403) };
  const { success } = await c.env[options.limiter].limit({ key: `${options.limiter}:${c.var.visitor.ip}` });
  if (!success) return { refused: c.body(null, 429) };
  let raw: string;
  try {
    raw = new TextDecoder().decode((await readLimited(c.req.raw, options.maxBytes)) ?? new ArrayBuffer(0));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refused: c.body(null, 413) };
    throw error;
  }
  try {
    return { report: options.schema.parse(JSON.parse(raw)) };
  } catch {
    return { refused: c.body(null, 400) };
  }
}
