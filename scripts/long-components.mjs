#!/usr/bin/env node
/**
 * Lists the client's components longer than a limit (80 lines by default): each top-level
 * `function X(` of a .tsx file, counted to the first `}` at column 0. A long component
 * usually mixes concerns (state and calls with markup); split it into a hook and parts.
 *   node scripts/long-components.mjs [limit]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const limit = Number(process.argv[2] ?? 80);
const root = path.resolve(import.meta.dirname, '..');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return e.name.endsWith('.tsx') ? [p] : [];
  });
}

const long = [];
for (const file of files(path.join(root, 'client'))) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const start = /^(?:export )?(?:default )?(?:async )?function (\w+)\s*[(<]/.exec(line);
    if (!start) return;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('}'));
    const length = (end < 0 ? lines.length : end) - i + 1;
    if (length > limit) long.push({ name: start[1], file: path.relative(root, file), line: i + 1, length });
  });
}
long.sort((a, b) => b.length - a.length);
for (const c of long) console.log(`${String(c.length).padStart(4)}  ${c.name}  ${c.file}:${c.line}`);
console.log(`${long.length} components over ${limit} lines`);
