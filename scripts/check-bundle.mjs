/**
 * The bundle budget: fails when the production build's first-load JavaScript of the
 * entry, of any route or of any centre page goes over bundle-budget.json. Run after `vite build`.
 */
import { readFileSync } from 'node:fs';
import { firstLoads } from './bundle-sizes.mjs';

const budget = JSON.parse(readFileSync(new URL('../bundle-budget.json', import.meta.url), 'utf8'));
const kib = (bytes) => (bytes / 1024).toFixed(1);
const { entry, pages } = firstLoads();
const over = [];
if (entry > budget.entry * 1024) over.push(`entry ${kib(entry)} KiB > ${budget.entry} KiB`);
for (const page of pages) {
  const limit = budget[page.kind];
  if (page.total > limit * 1024) over.push(`${page.key} ${kib(page.total)} KiB > ${limit} KiB (${page.kind})`);
}
const largest = (kind) => pages.filter((p) => p.kind === kind).sort((a, b) => b.total - a.total)[0];
const route = largest('route');
const centre = largest('centrePage');
console.log(
  `bundle budget: entry ${kib(entry)}/${budget.entry} KiB; largest route ${route?.key} ${kib(route?.total ?? 0)}/${budget.route} KiB; ` +
    `largest centre page ${centre?.key} ${kib(centre?.total ?? 0)}/${budget.centrePage} KiB (gzip)`,
);
if (over.length) {
  console.error(`over budget (bundle-budget.json):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
