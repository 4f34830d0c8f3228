import type { MiddlewareHandler } from 'hono';
import { parseBrandsLenient, type ParsedBrands } from '../brand-config';
import type { AppEnv } from '../env';
import { renderStatusPage } from '../pages/status-page';

/** Parsed once per isolate and per config object: configuration, not user data. */
let parsed: { source: unknown; brands: ParsedBrands } | undefined;

/**
 * The brands of this config, each checked on its own when the worker first reads it (the worker's
 * start): every problem is logged once then, and a broken brand's hosts answer 500 while the others serve.
 */
export function brandsFor(source: unknown): ParsedBrands {
  if (!parsed || parsed.source !== source) {
    parsed = { source, brands: parseBrandsLenient(source) };
    for (const problem of parsed.brands.problems) console.error(problem);
  }
  return parsed.brands;
}

/** hostname → brand; an unknown host gets the "invalid domain" page (docs/product.md 8), a broken brand a 500. */
export const brand: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = new URL(c.req.url).hostname.toLowerCase();
  const brands = brandsFor(c.env.BRANDS);
  const found = brands.byHost.get(host);
  if (!found) {
    const problem = brands.broken.get(host);
    if (problem) {
      // a log line on every request too: the brand is down until its config is fixed
      console.error(`brand config: ${host} not served: ${problem}`);
      return c.text('Server misconfigured', 500, { 'cache-control': 'no-store' });
    }
    return renderStatusPage(c, { kind: 'invalidDomain', status: 421 });
  }
  c.set('brand', found);
  await next();
};
