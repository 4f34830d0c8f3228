#!/usr/bin/env node
/**
 * Writes tests/setup/file-weights.json (each test file's seconds in a whole run, which
 * tests/setup/sequencer.ts starts longest first) from the report of the last run,
 * .tmp/vitest.json. Run it after a whole `npm test` on a quiet machine when files were added,
 * split or got much slower; files the report lacks keep their old weight.
 *
 *   node scripts/file-weights.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'tests/setup/file-weights.json');
const report = JSON.parse(readFileSync(path.join(root, '.tmp/vitest.json'), 'utf8'));
const weights = JSON.parse(readFileSync(out, 'utf8'));
for (const file of report.testResults ?? []) {
  if (!file.startTime || !file.endTime) continue;
  weights[path.relative(root, file.name).split(path.sep).join('/')] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files weighed in ${path.relative(root, out)}`);
