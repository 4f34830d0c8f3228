import type { MiddlewareHandler } from 'hono';
import { parseBrands, type BrandConfig } from '../brand-config';
import type { AppEnv } from '../env';
import { renderStatusPage } from '../pages/status-page';

/** Parsed once per isolate and per config object: configuration, not user data. */
let parsed: { source: unknown; byHost: Map<string, BrandConfig> } | undefined;

export function brandsFor(source: unknown): Map<string, BrandConfig> {
  if (!parsed || parsed.source !== source) parsed = { source, byHost: parseBrands(source) };
  return parsed.byHost;
}

/** hostname → brand; an unknown host gets the "invalid domain" page (docs/product.md 8). */
export const brand: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = new URL(c.req.url).hostname.toLowerCase();
  const found = brandsFor(c.env.BRANDS).get(host);
  if (!found) {
    return renderStatusPage(c, { kind: 'invalidDomain', status: 421 });
  }
  c.set('brand', found);
  await next();
};
