/**
 * Code comments name files that exist (a newcomer follows them): every path a comment in the
 * code mentions (a name with a folder, or a Markdown, TOML or SQL file) is a file of the
 * repository, found as written, from the commenting file's folder, or as the tail of a path
 * ("domain/claims.ts" inside the gateway). Names of files outside it are listed in OUTSIDE.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.wrangler', '.tmp']);
/** Files of other projects that comments cite by their own paths. */
const OUTSIDE = new Set(['docs/throttling.md']);

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const rel = dir ? `${dir}/${e.name}` : e.name;
    return e.isDirectory() ? walk(rel) : [rel];
  });
}

const PATH = /(?<![\w@/.-])((?:[\w-]+\/)*[\w-][\w.-]*\.(?:ts|tsx|mjs|md|json|toml|sql))(?![\w/])/g;
/** A mention worth checking: it has a folder, or it names a document or config file. */
const checked = (p: string) => p.includes('/') || /\.(md|toml|sql)$/.test(p);

/** The paths that comments in `files` mention and no file of `all` answers to: "file: path". */
function missingPaths(files: [string, string][], all: string[]): string[] {
  const set = new Set(all);
  const found = (from: string, p: string) =>
    OUTSIDE.has(p) || set.has(p) || set.has(path.posix.normalize(path.posix.join(path.posix.dirname(from), p))) || all.some((f) => f.endsWith(`/${p}`));
  return files.flatMap(([file, text]) =>
    [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g)].flatMap(([comment]) =>
      [...comment.matchAll(PATH)]
        .map(([, p]) => p!)
        .filter((p) => checked(p) && !found(file, p))
        .map((p) => `${file}: ${p}`),
    ),
  );
}

describe('code comments', () => {
  it('name only files that exist', () => {
    const all = walk('');
    // this file's own examples of missing files are in a string, which the comment reader cannot tell from code
    const code = all.filter(
      (f) => /\.(ts|tsx|mjs)$/.test(f) && /^(client|worker|gateway|shared|scripts|tests)\//.test(f) && f !== 'tests/unit/comment-paths.test.ts',
    );
    expect(
      missingPaths(
        code.map((f): [string, string] => [f, readFileSync(path.join(root, f), 'utf8')]),
        all,
      ),
    ).toEqual([]);
    // the rule reads comments at all, and catches a missing file and none that exists
    expect(
      missingPaths(
        [['worker/index.ts', '/** wired in the order of DESIGN.md; see ./env.ts and gateway/README.md and shared/api.ts */\nconst x = 1; // and docs/gone.md']],
        ['worker/index.ts', 'worker/env.ts', 'gateway/README.md'],
      ),
    ).toEqual(['worker/index.ts: DESIGN.md', 'worker/index.ts: shared/api.ts', 'worker/index.ts: docs/gone.md']);
  });
});
