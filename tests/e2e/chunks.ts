/** The built client's chunks: which file a source module became, and which scripts a page asked for. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const manifest = JSON.parse(readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;

/** The built chunk of a source file (its own, loaded by a dynamic import). */
export const chunkOf = (source: string) => `/${manifest[source]!.file}`;

/** The paths of the scripts the page asks for from now on (the array grows as it does). */
export function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}
