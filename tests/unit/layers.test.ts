/**
 * The client's layers (README, Architecture): features never import each other, the layout
 * or the route pages; the core (client/lib, client/components) imports no feature, layout or
 * page; the worker imports the client only through the files listed here. A new import that
 * breaks a layer fails here with the file and the import named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** Every relative import of the tree under `dir`: [importing file, imported path without extension]. */
function imports(dir: string): [string, string][] {
  return sources(dir).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(([, spec]): [string, string] => [
      file,
      path.normalize(path.join(path.dirname(file), spec!)),
    ]);
  });
}

const featureOf = (p: string) => /^client\/features\/([^/]+)/.exec(p)?.[1];

/** Every import statement of the tree under `dir`: [file, imported path, type-only]. */
function importStatements(dir: string): [string, string, boolean][] {
  return sources(dir).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(/import\s+(type\s+)?[^;]*?from\s*'(\.{1,2}\/[^']+)'/g)].map(([, typeOnly, spec]): [string, string, boolean] => [
      file,
      path.normalize(path.join(path.dirname(file), spec!)),
      !!typeOnly,
    ]);
  });
}

describe('client layers', () => {
  it('the browser never bundles zod: shared modules that use it are imported for their types only', () => {
    const zodModules = new Set(
      sources('shared')
        .filter((f) => /from 'zod'/.test(readFileSync(path.join(root, f), 'utf8')))
        .map((f) => f.replace(/\.tsx?$/, '')),
    );
    expect(zodModules.size).toBeGreaterThan(0);
    const bad = importStatements('client')
      .filter(([, target, typeOnly]) => zodModules.has(target) && !typeOnly)
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });

  it('a feature imports no other feature, no layout and no route page', () => {
    const bad = imports('client/features')
      .filter(([file, target]) => (featureOf(target) && featureOf(target) !== featureOf(file)) || /^client\/(layout|routes|app\/routes)/.test(target))
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });

  it('the core (client/lib, client/components) imports no feature, layout or page', () => {
    const bad = [...imports('client/lib'), ...imports('client/components')]
      .filter(([, target]) => /^client\/(features|layout|routes)\//.test(target))
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });

  it('shared code imports nothing of the client, worker or gateway', () => {
    const bad = imports('shared')
      .filter(([, target]) => /^(client|worker|gateway)\//.test(target))
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });
});
