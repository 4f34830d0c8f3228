/**
 * The order test files start in: within a project, the longest first (the weights in
 * tests/setup/file-weights.json, seconds a file took in a whole run), so that with two e2e files
 * at a time the long ones do not start last and leave one worker alone at the end. Vitest's own
 * order needs the durations of an earlier run in its cache, which a fresh clone has none of (it
 * then starts the largest files by bytes first). A file not in the list starts first, as vitest
 * starts files it knows nothing of; `node scripts/file-weights.mjs` refreshes the list from
 * .tmp/vitest.json after a whole run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const weights = JSON.parse(readFileSync(path.join(root, 'tests/setup/file-weights.json'), 'utf8')) as Record<string, number>;

/** The file's weight in seconds, or Infinity for one the list does not know. */
export const weightOf = (file: string) => weights[path.relative(root, file).split(path.sep).join('/')] ?? Number.POSITIVE_INFINITY;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const wa = weightOf(a.moduleId);
      const wb = weightOf(b.moduleId);
      // two unknown files: by name, so the order is the same every run
      if (wa === wb) return a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0;
      return wb - wa;
    });
  }
}
