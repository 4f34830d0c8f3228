#!/usr/bin/env node
/**
 * Runs every vitest project once and prints, as its very last line, `N passed, N failed`
 * (CI reads that line). Suites that failed to run count as failed. Exits non-zero when
 * anything failed or vitest itself did. Before it: the tests that passed only on a retry, by
 * name, and each runner's time.
 *
 *   node scripts/test.mjs                 all projects
 *   node scripts/test.mjs --project worker   extra arguments go to vitest
 *   E2E_WORKERS=1 node scripts/test.mjs      e2e files one at a time (default 2, each file on servers it holds alone)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing chromium and fonts`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && spawnSync('sh', ['-c', 'command -v sudo'], { env }).status === 0 ? ['sudo', '-E'] : [];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'chromium', 'fonts-noto-cjk', 'fonts-thai-tlwg'],
  ];
  for (const step of steps) {
    const [cmd, ...args] = [...sudo, ...step];
    const r = spawnSync(cmd, args, { env: aptEnv, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`${step.join(' ')} failed (${r.status ?? r.signal}); the e2e tests will fail`);
      return;
    }
  }
}

ensureChromium();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Each runner's (vitest project's) time: from its first file's start to its last file's end
 * (the projects run one after another; an e2e file's time includes waiting for its server set).
 * The project is the folder under tests/ (vitest.config.ts names them so). The rest of the whole
 * run is starting the servers and vitest itself.
 */
function runnerTimes(files) {
  const spans = new Map();
  for (const file of files) {
    const project = path.relative(path.join(root, 'tests'), file.name).split(path.sep)[0];
    const span = spans.get(project) ?? { start: Infinity, end: 0, files: 0 };
    span.start = Math.min(span.start, file.startTime ?? Infinity);
    span.end = Math.max(span.end, file.endTime ?? 0);
    span.files += 1;
    spans.set(project, span);
  }
  const parts = [...spans].sort((a, b) => a[1].start - b[1].start).map(([name, s]) => `${name} ${seconds(Math.max(0, s.end - s.start))} (${s.files} files)`);
  return `time per runner: ${parts.join(', ')}; whole run ${seconds(wholeRun)}`;
}

const outDir = path.join(root, '.tmp');
const outFile = path.join(outDir, 'vitest.json');
mkdirSync(outDir, { recursive: true });
rmSync(outFile, { force: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outFile}`, ...process.argv.slice(2)];
const started = Date.now();
const run = spawnSync('npx', args, { cwd: root, env, stdio: 'inherit' });
const wholeRun = Date.now() - started;
const vitestCode = run.status ?? 1;

let passed = 0;
let failed = 0;
if (existsSync(outFile)) {
  try {
    const report = JSON.parse(readFileSync(outFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    // a file that failed to load or whose hooks threw: its tests never ran, count the file
    for (const file of report.testResults ?? []) {
      const ran = (file.assertionResults ?? []).some((a) => a.status === 'passed' || a.status === 'failed');
      if (file.status === 'failed' && !ran) failed += 1;
    }
    if (report.numFailedTestSuites && failed === 0) failed += report.numFailedTestSuites;
    // passed on the retry (vitest keeps the first attempt's errors): flaky, say which
    const flaky = (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => a.status === 'passed' && a.failureMessages?.length)
        .map((a) => `  ${path.relative(root, file.name)} > ${a.fullName}\n    first attempt: ${String(a.failureMessages[0]).split('\n', 1)[0]}`),
    );
    if (flaky.length) console.log(`flaky (passed on the retry): ${flaky.length}\n${flaky.join('\n')}`);
    console.log(runnerTimes(report.testResults ?? []));
  } catch (error) {
    console.error(`could not read ${outFile}: ${error}`);
    failed += 1;
  }
} else {
  console.error(`vitest wrote no report (${outFile})`);
  failed += 1;
}
if (vitestCode !== 0 && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestCode !== 0 ? 1 : 0);
