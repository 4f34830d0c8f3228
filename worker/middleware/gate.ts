import type { MiddlewareHandler } from 'hono';
import type { SystemStatus } from '@shared/api';
import type { BrandConfig } from '../brand-config';
import type { AppEnv, Visitor } from '../env';
import { renderStatusPage } from '../pages/status-page';
import { redirectFor, regionDecision } from '../region/decide';
import { regionRefusal } from './region-gate';

/** Brand-level country rules, on top of what the upstream says (docs/architecture.md; worker/region/decide.ts). */
export function brandAllows(brand: BrandConfig, country: string): boolean {
  return regionDecision(brand.regions, country).allowed;
}

/** Combines the upstream's status with the brand's own rules: 0 normal, 1 maintenance, 2 region. */
export function effectiveStatus(upstream: SystemStatus | undefined, brand: BrandConfig, visitor: Visitor): SystemStatus {
  // The location is always this visitor's own: the cached answer may be another visitor's.
  const location = { ip: visitor.ip, country: visitor.country };
  const base: SystemStatus = upstream ? { ...upstream, location } : { status: 0, location };
  // the brand's own rule first, whatever the upstream says or fails to say
  if (base.status !== 1 && !brandAllows(brand, visitor.country)) return { ...base, status: 2 };
  if (base.status === 1) return base;
  if (base.status === 2) return base;
  // the upstream could not say and nothing is cached: the brand chooses (regions.statusUnreadable, default serve)
  if (!upstream && brand.regions.statusUnreadable === 'maintenance') return { ...base, status: 1 };
  return base;
}

/**
 * System status gate for pages (docs/product.md 2.2): status comes from the edge cache, on every
 * page request (a page from the page cache included, so a cached page never hides a status
 * change); status 1 answers 503 with Retry-After, status 2 answers 451.
 * If the upstream cannot say (and nothing is cached), the page is served and shows its own
 * error states, or, where the brand's regions.statusUnreadable is 'maintenance', the maintenance page.
 */
export const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const status = await c
    .get('upstream')
    .getValue('/wps/system/status')
    .catch(() => undefined);
  const effective = effectiveStatus(status, c.get('brand'), c.get('visitor'));
  c.set('status', effective);
  if (effective.status === 1) return renderStatusPage(c, { kind: 'maintenance', status: 503, systemStatus: effective });
  // the upstream's own refusal of this visitor (its per-IP answer): the brand's redirect, if it has one
  if (effective.status === 2) return regionRefusal(c, redirectFor(c.get('brand').regions, c.get('visitor').country));
  await next();
};

/**
 * The whitelabel (from the edge cache) for the page about to be rendered: its login guard,
 * CDN lists and the query cache's first entry. Not read for a page the page cache serves,
 * which was made with it and is not kept longer than it is fresh.
 */
export const readWhitelabel: MiddlewareHandler<AppEnv> = async (c, next) => {
  const whitelabel = await c
    .get('upstream')
    .getValue('/wps/system/whitelabel')
    .catch(() => undefined);
  if (whitelabel) c.set('whitelabel', whitelabel);
  await next();
};
