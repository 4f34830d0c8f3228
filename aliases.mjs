/**
 * The import aliases of the whole repository, one place for every tool: an import that climbs
 * out of its own area names the area instead (`@shared/api`, not `../../../../shared/api`).
 * tsconfig.json, gateway/tsconfig.json and tests/tsconfig.json repeat them as `paths` (TypeScript
 * and wrangler's esbuild read those); vite.config.ts and vitest.config.ts read this file.
 */
import { fileURLToPath } from 'node:url';

const at = (dir) => fileURLToPath(new URL(`./${dir}`, import.meta.url));

export const ALIASES = {
  '@client': at('client'),
  '@shared': at('shared'),
  '@worker': at('worker'),
  '@gateway': at('gateway'),
  '@tests': at('tests'),
};
