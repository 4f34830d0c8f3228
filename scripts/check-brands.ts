/** Checks vars.BRANDS of wrangler.toml with the worker's own parser; exits non-zero naming the bad field. */
import { unstable_readConfig } from 'wrangler';
import { BrandConfigError, parseBrands } from '../worker/brand-config';

const file = process.argv[2] ?? 'wrangler.toml';
try {
  const config = unstable_readConfig({ config: file });
  const brands = parseBrands(config.vars.BRANDS);
  console.log(`brand config ok: ${[...new Set([...brands.values()].map((b) => b.id))].join(', ')}`);
} catch (error) {
  console.error(error instanceof BrandConfigError ? error.message : error);
  process.exit(1);
}
