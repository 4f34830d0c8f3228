/**
 * First-load JavaScript of each page, from the production build's manifest (gzip bytes):
 * the entry's static import closure, and for each route or centre page the chunks it adds.
 * Used by scripts/check-bundle.mjs (the CI budget) and the bench.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export function firstLoads(dist = 'dist/client') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`${dist}/${file}`)).length);
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const k of chunk.imports ?? []) closure(k, seen);
    return seen;
  };
  const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);
  const entryFiles = closure('client/entry.client.tsx');
  const entry = sum(entryFiles);
  // a page's data starter (client/routes/<page>.data.ts, client/app/route-modules.ts) loads with it; helpmc's is help's
  const dataOf = (key) => {
    const file = key === 'client/routes/helpmc.tsx' ? 'client/routes/help.data.ts' : key.replace(/\.tsx$/, '.data.ts');
    return manifest[file] ? file : undefined;
  };
  const pages = Object.keys(manifest)
    .filter((key) => (key.startsWith('client/routes/') && !key.endsWith('.data.ts')) || /^client\/features\/[^/]+-centre\/pages\//.test(key))
    .map((key) => {
      const data = key.startsWith('client/routes/') ? dataOf(key) : undefined;
      const own = [...(data ? closure(data, closure(key)) : closure(key))].filter((f) => !entryFiles.has(f));
      return { key, kind: key.startsWith('client/routes/') ? 'route' : 'centrePage', own: sum(own), total: entry + sum(own) };
    });
  return { entry, pages };
}
