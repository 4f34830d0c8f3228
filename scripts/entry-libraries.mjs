#!/usr/bin/env node
/**
 * What the entry every page loads is made of: gzip KiB per npm package and for the
 * app's own code. A first production build finds the packages in the entry's static import
 * closure; a second puts each of them in a chunk of its own (so each is minified and gzipped
 * alone: the sum is a little over the real entry) and prints the closure's chunks by size.
 *
 *   NODE_ENV=production node scripts/entry-libraries.mjs
 */
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const packageOf = (id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];

/** The files of the entry chunk and everything it imports statically. */
function entryClosure(bundle) {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  const seen = new Set();
  const stack = [entry.fileName];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...bundle[file].imports);
  }
  return [...seen].map((f) => bundle[f]);
}

async function buildWith(output, onBundle) {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    plugins: [{ name: 'entry-libraries', generateBundle: (_, bundle) => onBundle(bundle) }],
    build: { outDir: '/tmp/entry-libraries', emptyOutDir: true, rollupOptions: { output } },
  });
}

const packages = new Set();
await buildWith({}, (bundle) => {
  for (const chunk of entryClosure(bundle)) for (const id of Object.keys(chunk.modules)) if (packageOf(id)) packages.add(packageOf(id));
});
const chunkName = (pkg) => `lib-${pkg.replace(/[@/.]/g, '_')}`;
const rows = new Map();
// vite.config.ts groups the entry's modules into one chunk (codeSplitting): here each package is a group of its own
await buildWith(
  { codeSplitting: { groups: [{ name: (id) => (packages.has(packageOf(id)) ? chunkName(packageOf(id)) : null), priority: 1, debugName: 'package' }] } },
  (bundle) => {
    for (const chunk of entryClosure(bundle)) {
      // the packages whose code is in this chunk (a small one may be folded into another's)
      const inside = [...new Set(Object.keys(chunk.modules).map(packageOf))].filter(Boolean).sort();
      const name = inside.length ? inside.join(' + ') : 'the app (client/, shared/)';
      rows.set(name, (rows.get(name) ?? 0) + gzipSync(chunk.code).length);
    }
  },
);
const kib = (n) => `${(n / 1024).toFixed(1).padStart(6)} KiB`;
let libraries = 0;
for (const [name, bytes] of [...rows].sort((a, b) => b[1] - a[1])) {
  if (!name.startsWith('the app')) libraries += bytes;
  console.log(`${kib(bytes)}  ${name}`);
}
console.log(`${kib(libraries)}  the libraries together`);
