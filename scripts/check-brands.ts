/**
 * Checks vars.BRANDS of wrangler.toml with the worker's own parser, for development (the top
 * level) and for each deployed profile ([env.production], [env.staging]), whose brand hosts and
 * routes must match one for one, whose vars carry no development setting or secret, and which
 * publish no workers.dev URL. Exits non-zero naming what is wrong.
 */
import { unstable_readConfig } from 'wrangler';
import { BrandConfigError, parseBrands } from '../worker/brand-config';
import { brandRouteProblems, type WorkerRoute } from '../worker/brand-routes';

const file = process.argv[2] ?? 'wrangler.toml';
/** Settings that are development-only as vars: production has them as secrets (wrangler secret put) or not at all. */
const DEVELOPMENT_VARS = ['SESSION_SECRET', 'CS_PATH_KEYS', 'LIVE_WEBHOOK_SECRETS', 'DEV_UPSTREAM'];
/** The deployed profiles and the ENVIRONMENT each sets. */
const PROFILES = { production: 'production', staging: 'staging' } as const;

try {
  const development = unstable_readConfig({ config: file });
  const brands = parseBrands(development.vars.BRANDS);
  console.log(`brand config ok: ${[...new Set([...brands.values()].map((b) => b.id))].join(', ')}`);
  const problems: string[] = [];
  for (const name of DEVELOPMENT_VARS)
    if (name in development.vars) problems.push(`the top level must not set vars.${name} (development values live in .dev.vars)`);
  for (const [profile, environment] of Object.entries(PROFILES)) {
    const config = unstable_readConfig({ config: file, env: profile });
    const at = `[env.${profile}]`;
    if (config.vars.ENVIRONMENT !== environment) problems.push(`${at} must set vars.ENVIRONMENT = "${environment}"`);
    for (const name of DEVELOPMENT_VARS)
      if (name in config.vars) problems.push(`${at} must not set vars.${name} (a secret: wrangler secret bulk, README.md "Deploying")`);
    if (config.workers_dev !== false) problems.push(`${at} must set workers_dev = false (no workers.dev URL)`);
    const profileBrands = parseBrands(config.vars.BRANDS);
    const routeProblems = brandRouteProblems([...profileBrands.keys()], (config.routes ?? []) as WorkerRoute[]);
    problems.push(...routeProblems.map((p) => `${at} ${p}`));
    if (routeProblems.length === 0) console.log(`${profile} profile ok: ${profileBrands.size} hosts, each a route of the worker`);
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof BrandConfigError ? error.message : error);
  process.exit(1);
}
