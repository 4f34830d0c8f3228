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
 *
 * The whole run (no arguments) is two vitest processes side by side: unit, gateway and worker
 * one after another on server set 0, and the e2e files on sets of their own (1, 2, ...:
 * TEST_FIRST_SET, tests/setup/urls.ts). The browser tests mostly wait (for pages, sockets, the
 * conditions they poll), so the gateway and worker tests fill the machine meanwhile instead of
 * adding their three minutes in front; no file ever shares a gateway with one that runs beside
 * it. The first process's output is printed in one piece when it ends. TEST_SPLIT=0 runs the
 * projects one after another in one process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const CHROMIUM = '/usr/bin/chromium';

/** Whether a shell command succeeds and prints something (fc-list prints nothing when no font matches). */
const answers = (command) => {
  const r = spawnSync('sh', ['-c', command], { env, encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '';
};

/**
 * What the browser tests need from Debian, each checked for itself (a machine may have chromium
 * without the fonts: boxes for Thai glyphs make the 320 px header wrap): chromium, a Thai and a CJK
 * font, and Java for the Nu Html Checker (vnu-jar, tests/worker/html-validity.test.ts).
 */
function ensureSystemPackages() {
  const missing = [
    !existsSync(CHROMIUM) && 'chromium',
    !answers('fc-list :lang=th family') && 'fonts-thai-tlwg',
    !answers('fc-list :lang=zh family') && 'fonts-noto-cjk',
    !answers('command -v java') && 'default-jre-headless',
  ].filter(Boolean);
  if (!missing.length) return;
  console.log(`installing what the browser tests need: ${missing.join(', ')}`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && spawnSync('sh', ['-c', 'command -v sudo'], { env }).status === 0 ? ['sudo', '-E'] : [];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...missing],
  ];
  for (const step of steps) {
    const [cmd, ...args] = [...sudo, ...step];
    const r = spawnSync(cmd, args, { env: aptEnv, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`${step.join(' ')} failed (${r.status ?? r.signal}); the browser tests will fail`);
      return;
    }
  }
}

ensureSystemPackages();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Each runner's (vitest project's) time: from its first file's start to its last file's end
 * (an e2e file's time includes waiting for its server set). The project is the folder under
 * tests/ (vitest.config.ts names them so). The rest of the whole run is starting the servers
 * and vitest itself.
 */
function runnerTimes(files, wholeRun) {
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

// a run at another PORT_OFFSET in the same checkout writes its reports beside, not over, this one's
const offset = Number(process.env.PORT_OFFSET ?? 0) || 0;
const outDir = path.join(root, '.tmp', ...(offset ? [`at${offset}`] : []));
const outFile = path.join(outDir, 'vitest.json');
mkdirSync(outDir, { recursive: true });
rmSync(outFile, { force: true });

/** One vitest process; resolves with its exit code. `log`: its output kept and printed in one piece at its end. */
function vitest(extra, { report, log, vars = {} }) {
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extra];
  rmSync(report, { force: true });
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: root, env: { ...env, ...vars }, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => out.push(chunk));
    child.on('exit', (code, signal) => {
      if (log) {
        writeFileSync(log, Buffer.concat(out));
        process.stdout.write(`\n---- ${extra.filter((a) => a !== '--project').join(', ')} (${path.relative(root, log)}) ----\n`);
        process.stdout.write(Buffer.concat(out));
        process.stdout.write('---- end ----\n\n');
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A process's JSON report, or null (said why) when it wrote none or an unreadable one. */
function readReport(file) {
  if (!existsSync(file)) {
    console.error(`vitest wrote no report (${file})`);
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`could not read ${file}: ${error}`);
    return null;
  }
}

/**
 * The reports of the processes as one (what scripts/file-weights.mjs and the summary read); a
 * process that wrote none counts as one failed suite, and the other's tests still count.
 */
function merge(reports) {
  const all = reports.map(readReport);
  const found = all.filter(Boolean);
  if (!found.length) return null;
  const missing = all.length - found.length;
  const sum = (key) => found.reduce((n, r) => n + (r[key] ?? 0), 0);
  const merged = {
    ...found[0],
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numTotalTests: sum('numTotalTests'),
    numFailedTestSuites: sum('numFailedTestSuites') + missing,
    numPassedTestSuites: sum('numPassedTestSuites'),
    numTotalTestSuites: sum('numTotalTestSuites'),
    startTime: Math.min(...found.map((r) => r.startTime)),
    success: !missing && found.every((r) => r.success),
    testResults: found.flatMap((r) => r.testResults ?? []),
    missingReports: missing,
  };
  writeFileSync(outFile, JSON.stringify(merged));
  return merged;
}

const extra = process.argv.slice(2);
const split = extra.length === 0 && process.env.TEST_SPLIT !== '0';
const started = Date.now();
let vitestCode = 0;
let report = null;
if (split) {
  // both processes start servers from one client build: build it (and check the brands) once, here
  if (env.TEST_CLIENT_BUILT !== '1') {
    for (const [cmd, args, vars] of [
      ['npx', ['tsx', 'scripts/check-brands.ts'], {}],
      ['npx', ['vite', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' }],
    ]) {
      const r = spawnSync(cmd, args, { cwd: root, env: { ...env, ...vars }, stdio: 'inherit' });
      if (r.status !== 0) {
        console.log(`${cmd} ${args.join(' ')} failed`);
        console.log('0 passed, 1 failed');
        process.exit(1);
      }
    }
    env.TEST_CLIENT_BUILT = '1';
  }
  const servers = path.join(outDir, 'vitest-servers.json');
  const e2e = path.join(outDir, 'vitest-e2e.json');
  const codes = await Promise.all([
    vitest(['--project', 'unit', '--project', 'gateway', '--project', 'worker'], { report: servers, log: path.join(outDir, 'test-output-servers.log') }),
    vitest(['--project', 'e2e'], { report: e2e, vars: { TEST_FIRST_SET: '1' } }),
  ]);
  vitestCode = codes.find((c) => c !== 0) ?? 0;
  report = merge([servers, e2e]);
} else {
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outFile}`, ...extra], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  vitestCode = run.status ?? 1;
  report = readReport(outFile);
}
const wholeRun = Date.now() - started;

let passed = 0;
let failed = 0;
if (report) {
  try {
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    // a file that failed to load or whose hooks threw: its tests never ran, count the file
    for (const file of report.testResults ?? []) {
      const ran = (file.assertionResults ?? []).some((a) => a.status === 'passed' || a.status === 'failed');
      if (file.status === 'failed' && !ran) failed += 1;
    }
    if (report.numFailedTestSuites && failed === 0) failed += report.numFailedTestSuites;
    // a process that wrote no report (it crashed or was stopped): one failure, whatever the other's
    failed += report.missingReports ?? 0;
    // passed on the retry (vitest keeps the first attempt's errors): flaky, say which
    const flaky = (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => a.status === 'passed' && a.failureMessages?.length)
        .map((a) => `  ${path.relative(root, file.name)} > ${a.fullName}\n    first attempt: ${String(a.failureMessages[0]).split('\n', 1)[0]}`),
    );
    if (flaky.length) console.log(`flaky (passed on the retry): ${flaky.length}\n${flaky.join('\n')}`);
    console.log(runnerTimes(report.testResults ?? [], wholeRun));
  } catch (error) {
    console.error(`could not read the report: ${error}`);
    failed += 1;
  }
} else {
  failed += 1;
}
if (vitestCode !== 0 && failed === 0) failed = 1;

// stdout is a pipe under .ci/run (| tee): a write to a pipe is asynchronous, and process.exit()
// drops what is still queued (a finished process's whole log, written in one piece above, and
// this summary with it). Exit once the last line is handed over: writes keep their order.
process.stdout.write(`${passed} passed, ${failed} failed\n`, () => process.exit(failed > 0 || vitestCode !== 0 ? 1 : 0));
