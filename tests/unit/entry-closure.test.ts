/**
 * What the entry every page loads is made of (client/entry.client.tsx and its static imports):
 * code that runs only after hydration, only for some pages, or in a deferred section has its own
 * chunk (docs/benchmark.md, "What keeps the first load light"). A static import that pulls one of
 * those back into the entry fails here with the chain that brought it, before the bundle budget's
 * 1 KiB of room would notice.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** A module path (no extension) as a file, or null for a package. */
function fileOf(module: string): string | null {
  for (const ext of ['.ts', '.tsx', '/index.ts']) if (existsSync(path.join(root, module + ext))) return module + ext;
  return null;
}

const SPEC = String.raw`(\.{1,2}\/[^']+|@(?:client|shared)\/[^']+)`;

/** The modules a file imports or re-exports for their values (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(new RegExp(String.raw`(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?'${SPEC}'`, 'g'))]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , spec]) => (spec!.startsWith('@') ? spec!.slice(1) : path.normalize(path.join(path.dirname(file), spec!))).replace(/\.tsx?$/, ''));
}

/** Every module the entry loads statically, each with the chain of imports that brings it. */
function entryClosure(): Map<string, string[]> {
  const chains = new Map<string, string[]>([['client/entry.client', []]]);
  const queue = ['client/entry.client'];
  while (queue.length) {
    const module = queue.shift()!;
    const file = fileOf(module);
    if (!file) continue;
    for (const next of staticImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(module)!, module]);
      queue.push(next);
    }
  }
  return chains;
}

/** Modules with chunks of their own: imported by `import()` only. */
const OWN_CHUNKS = [
  'shared/constants', // the whole table: the entry reads shared/first-load-constants
  'client/app/member-shell',
  'client/app/after-hydration',
  'client/app/follow-live',
  'client/lib/service-worker',
  'client/layout/open-centre',
  'client/layout/member-header',
  'client/layout/side-menu',
  'client/layout/tab-bar',
  'client/layout/footer',
  'client/layout/floating-service',
  'client/features/content/components/banner-strip',
  'client/features/auth/components/auth-modals',
  'client/features/auth/components/auth-dialog',
];

describe('the entry', () => {
  it('loads none of the modules that have chunks of their own', () => {
    const closure = entryClosure();
    const pulledIn = OWN_CHUNKS.filter((m) => closure.has(m)).map((m) => `${[...closure.get(m)!, m].join(' -> ')}`);
    expect(pulledIn).toEqual([]);
  });

  it('is read as the bundler reads it (the rule sees the entry at all)', () => {
    const closure = entryClosure();
    for (const module of ['client/lib/deferred-section', 'client/app/routes', 'client/layout/header', 'shared/first-load-constants'])
      expect(closure.has(module), module).toBe(true);
    // a module only `import()`ed and a type-only import are not in it
    expect(closure.has('client/routes/lobby')).toBe(false);
    expect(staticImports('client/app/after-hydration.ts')).not.toContain('client/stores/session-store');
  });
});
