/**
 * POST /vitals: real players' Web Vitals (client/lib/vitals-reporter.ts, sent with sendBeacon when
 * the page is hidden). Each metric becomes one data point of the Analytics Engine dataset
 * (wrangler.toml [[analytics_engine_datasets]], binding VITALS):
 *
 *   index1 brand · blob1 brand · blob2 route · blob3 country · blob4 language · blob5 connection
 *   · blob6 metric (LCP INP CLS FCP TTFB) · blob7 rating · double1 value (ms; CLS unitless)
 *
 * The brand and the country are the worker's own (the request's host and the visitor), never
 * the page's word; the route is masked as the request log masks it; nothing else of the visitor
 * is kept. Refused as every page report is (worker/observability/beacon.ts), with the
 * VITALS_LIMITER: no log line for a refused report, and none for an accepted one either.
 *
 * Analytics Engine drops writes in local development (Miniflare's binding keeps nothing), so
 * there the points are also kept in the VITALS_LOCAL KV namespace, a binding only the top level
 * of wrangler.toml declares (never production or staging), which `npm run vitals` reads through
 * GET /__dev/vitals (scripts/vitals.mjs).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { CONNECTION_TYPES, VITAL_NAMES, VITAL_RATINGS, VITALS_MAX_BYTES } from '@shared/api/vitals';
import type { AppEnv, Env } from '../env';
import { readBeacon } from './beacon';
import { maskedRoute } from './masked-route';

/** A metric's value: milliseconds up to ten minutes (a page left open), CLS a score up to 100. */
const MAX_VALUE = 600_000;

const Report = z
  .object({
    route: z.string().max(300).startsWith('/'),
    lang: z.string().regex(/^[a-z]{2}$/),
    connection: z.enum(CONNECTION_TYPES),
    metrics: z
      .array(z.object({ name: z.enum(VITAL_NAMES), value: z.number().finite().min(0).max(MAX_VALUE), rating: z.enum(VITAL_RATINGS) }).strict())
      .min(1)
      .max(VITAL_NAMES.length),
  })
  .strict();

/** One metric as stored: the dataset's blobs in order, then the value (and the local copy's rows). */
export type VitalRow = [brand: string, route: string, country: string, lang: string, connection: string, metric: string, rating: string, value: number];

/** How long the local copy keeps a page view's points. */
const LOCAL_TTL_SECONDS = 7 * 86_400;
/** The local copy's key prefix (GET /__dev/vitals lists it). */
const LOCAL_PREFIX = 'vitals:';

export async function vitals(c: Context<AppEnv>): Promise<Response> {
  const read = await readBeacon(c, { limiter: 'VITALS_LIMITER', maxBytes: VITALS_MAX_BYTES, schema: Report });
  if ('refused' in read) return read.refused;
  const { report } = read;
  const route = maskedRoute(report.route);
  const rows: VitalRow[] = report.metrics.map((m) => [c.var.brand.id, route, c.var.visitor.country, report.lang, report.connection, m.name, m.rating, m.value]);
  for (const row of rows) c.env.VITALS.writeDataPoint({ indexes: [row[0]], blobs: row.slice(0, 7) as string[], doubles: [row[7]] });
  if (c.env.VITALS_LOCAL) {
    // the page view's rows in the key's metadata (at most 1 KiB: five rows of short words), so one list reads them all
    const key = `${LOCAL_PREFIX}${Date.now()}:${crypto.randomUUID()}`;
    c.executionCtx.waitUntil(c.env.VITALS_LOCAL.put(key, '', { metadata: rows, expirationTtl: LOCAL_TTL_SECONDS }));
  }
  return c.body(null, 204);
}

/** GET /__dev/vitals: the local copy's rows, every brand's (404 where there is no local copy: production, staging). */
export async function localVitals(c: Context<{ Bindings: Env }>): Promise<Response> {
  const store = c.env.VITALS_LOCAL;
  if (!store || c.env.ENVIRONMENT === 'production' || c.env.ENVIRONMENT === 'staging') return c.notFound();
  const rows: VitalRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.list<VitalRow[]>({ prefix: LOCAL_PREFIX, cursor });
    for (const key of page.keys) rows.push(...(key.metadata ?? []));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return c.json({ rows });
}
