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
    return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(([, spec]): [string, string] => [file, path.normalize(path.join(path.dirname(file), spec!))]);
  });
}

const featureOf = (p: string) => /^client\/features\/([^/]+)/.exec(p)?.[1];

describe('client layers', () => {
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
