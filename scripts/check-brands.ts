/**
 * Checks vars.BRANDS of wrangler.toml with the worker's own parser, for development (the top
 * level) and for the production profile ([env.production]), whose brand hosts and routes must
 * match one for one and whose vars carry no development setting. Exits non-zero naming what is wrong.
 */
import { unstable_readConfig } from 'wrangler';
import { BrandConfigError, parseBrands } from '../worker/brand-config';
import { brandRouteProblems, type WorkerRoute } from '../worker/brand-routes';

const file = process.argv[2] ?? 'wrangler.toml';
/** Settings that are development-only as vars: production has them as secrets (wrangler secret put) or not at all. */
const DEVELOPMENT_VARS = ['SESSION_SECRET', 'CS_PATH_KEYS', 'DEV_UPSTREAM'];

try {
  const development = unstable_readConfig({ config: file });
  const brands = parseBrands(development.vars.BRANDS);
  console.log(`brand config ok: ${[...new Set([...brands.values()].map((b) => b.id))].join(', ')}`);
  const production = unstable_readConfig({ config: file, env: 'production' });
  const problems: string[] = [];
  if (production.vars.ENVIRONMENT !== 'production') problems.push('[env.production] must set vars.ENVIRONMENT = "production"');
  for (const name of DEVELOPMENT_VARS)
    if (name in production.vars) problems.push(`[env.production] must not set vars.${name} (a secret: wrangler secret put ${name} --env production)`);
  const productionBrands = parseBrands(production.vars.BRANDS);
  problems.push(...brandRouteProblems([...productionBrands.keys()], (production.routes ?? []) as WorkerRoute[]));
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    process.exit(1);
  }
  console.log(`production profile ok: ${productionBrands.size} hosts, each a route of the worker`);
} catch (error) {
  console.error(error instanceof BrandConfigError ? error.message : error);
  process.exit(1);
}
