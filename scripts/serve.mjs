#!/usr/bin/env node
/**
 * Runs the portal locally: checks the brand config, builds the client, migrates and
 * seeds the reference gateway's D1 database, then starts the gateway and the portal
 * with wrangler dev (workerd) on loopback only.
 *
 *   node scripts/serve.mjs              portal http://127.0.0.1:8787, gateway :8788
 *   node scripts/serve.mjs --mode test  portal :8797, gateway :8798, fresh database
 *   node scripts/serve.mjs --mode bench portal :8807, gateway :8808 (npm run bench)
 *   --no-build                          reuse dist/client
 * PORT_OFFSET=N (env) shifts the test and bench ports by N, so that several checkouts can
 * run their test servers side by side.
 *
 * Test mode puts a loopback front (scripts/fault-front.mjs, :8799) between the portal and the
 * gateway: it turns the gateway's `down` fault into a reset connection and passes all else on.
 * The tests get the front's address as the gateway's, so the links the gateway builds on its
 * origin are the ones the portal's upstream origin allows.
 * Bench and test mode run both workers from bundles built once (`wrangler deploy --dry-run`)
 * through scripts/dev-worker.mjs: the same worker in the same runtime (workerd, Miniflare), without
 * what `wrangler dev` always adds: its watcher and rebuilds (which under load ended it partway),
 * a second workerd as a proxy in front of each worker, the inspector reporting every subrequest,
 * live reload. The servers' CPU time for tests/e2e/layout.test.ts fell from 60 to 29 s (start
 * included), for tests/gateway/ledger.test.ts from 41 to 27 s; a process that starts several
 * sets (tests/setup/servers.ts) bundles each worker once for all of them.
 * Without wrangler dev's proxy in front, the tests meet workerd's own connections as they are:
 * workerd closes a connection after answering a request whose body the worker did not read (a
 * 403, a 413) with the rest unread, which node's clients had to learn (tests/setup/
 * one-shot-connections.ts, tests/worker/http.ts `refusedEarly`), and a page served from the page
 * cache comes whole, with a Content-Length (the proxy had re-chunked it). In the last fresh-clone
 * run on `wrangler dev` its esbuild watcher died ("all goroutines are asleep - deadlock") and a
 * test failed on both attempts. TEST_WRANGLER_DEV=1 still runs the test servers that way.
 * SERVE_LOGS=DIR (env) writes each worker's output to DIR/{gateway,portal}.log.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { startFaultFront } from './fault-front.mjs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(process.env.PORT_OFFSET ?? 0) || 0;
/** How long a member's page waits for the member's data on the test servers (production: client/app/member-data.ts). */
export const TEST_MEMBER_DATA_BUDGET_MS = 6_000;
export const MODES = {
  dev: { portal: 8787, gateway: 8788, inspect: [9229, 9230], state: '.wrangler/dev-state', fresh: false },
  test: {
    portal: 8797 + offset,
    gateway: 8798 + offset,
    front: 8799 + offset,
    inspect: [9239 + offset, 9240 + offset],
    // a run at another PORT_OFFSET in the same checkout keeps its own database
    state: `.wrangler/test-state${offset ? `-at${offset}` : ''}`,
    fresh: true,
    prebuilt: true,
    // nothing attaches a debugger to the test servers: no inspector
    inspector: false,
  },
  bench: {
    portal: 8807 + offset,
    gateway: 8808 + offset,
    inspect: [9249 + offset, 9250 + offset],
    state: `.wrangler/bench-state${offset ? `-at${offset}` : ''}`,
    fresh: true,
    prebuilt: true,
    // the bench reads each worker isolate's heap through it
    inspector: true,
  },
};

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? 'true', NO_COLOR: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs a step without blocking the caller's event loop: the test harness starts server sets
 * while tests run in the same process. `quiet` keeps the output unless the step fails.
 */
function runAsync(cmd, args, extraEnv = {}, quiet = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'] });
    const out = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stdout.write(Buffer.concat(out));
      reject(new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${code})`));
    });
  });
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Whether nothing listens on 127.0.0.1:`port` (a listen on it succeeds). */
const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * Waits up to `ms` for `ports` to be free: servers of a run that just ended may still be going
 * down, and a readiness check answered by them would hand the tests servers about to vanish.
 */
async function waitForFreePorts(ports, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const busy = [];
    for (const port of ports) if (!(await portFree(port))) busy.push(port);
    if (!busy.length) return;
    if (Date.now() > until) throw new Error(`ports ${busy.join(', ')} are in use (another portal or test run?): stop it or set PORT_OFFSET`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The portal's development settings (ENVIRONMENT and the development secrets) live in .dev.vars,
 * which wrangler dev and scripts/dev-worker.mjs read; a fresh clone has only the committed
 * .dev.vars.example, copied there on the first start. An existing .dev.vars is left as it is.
 */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  if (!existsSync(file)) copyFileSync(path.join(root, '.dev.vars.example'), file);
}

/** This process's bundles, by mode and worker: several server sets of one process share them. */
const bundles = new Map();

/**
 * The worker of `config` bundled once per process into .wrangler/bundle-MODE-PID/NAME (what
 * `wrangler deploy` would upload, [define] applied; the top-level environment, `--env=`, as
 * `wrangler dev` runs it); resolves with its entry file. The folder is
 * the process's own: two test processes side by side (scripts/test.mjs) never build into one.
 */
function prebuilt(mode, name, config) {
  const key = `${mode} ${name}`;
  if (!bundles.has(key)) {
    const outdir = path.join(root, '.wrangler', `bundle-${mode}-${process.pid}`, name);
    rmSync(outdir, { recursive: true, force: true });
    const built = runAsync(bin('wrangler'), ['deploy', '--dry-run', '--outdir', outdir, '-c', config, '--env='], {}, true).then(() =>
      path.join(outdir, 'index.js'),
    );
    // a failed build is not kept: the next set tries again
    built.catch(() => bundles.delete(key));
    bundles.set(key, built);
  }
  return bundles.get(key);
}

/** Removes this process's bundles (its last server set has stopped). */
function dropBundles(mode) {
  rmSync(path.join(root, '.wrangler', `bundle-${mode}-${process.pid}`), { recursive: true, force: true });
}

/** Where a worker's output goes: inherited, dropped, or a log file under SERVE_LOGS. */
function output(name, quiet) {
  const dir = process.env.SERVE_LOGS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(path.join(dir, `${name}.log`), 'w');
    return ['ignore', fd, fd];
  }
  return ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'];
}

/**
 * The ports of `mode` moved up by `shift`, and its own database when `set` is given: the e2e
 * tests' extra server sets (tests/setup/servers.ts) run beside the first one this way.
 */
function placed(mode, shift, set) {
  const m = MODES[mode];
  if (!shift && set === undefined) return m;
  const up = (port) => port && port + shift;
  return {
    ...m,
    portal: up(m.portal),
    gateway: up(m.gateway),
    front: up(m.front),
    inspect: m.inspect.map(up),
    state: set === undefined ? m.state : `${m.state}-${set}`,
  };
}

/**
 * Starts both workers; resolves when both answer. Returns a stop function.
 * `shift` moves every port up, `set` names a database of its own (test mode's extra sets);
 * `build: false` reuses dist/client, `check: false` skips the brand config check.
 */
export async function startServers(mode = 'dev', { build = true, check = true, quiet = false, shift = 0, set = undefined } = {}) {
  const m = { ...placed(mode, shift, set) };
  ensureDevVars();
  // TEST_WRANGLER_DEV=1: the test servers under `wrangler dev`, as before (see the header)
  if (mode === 'test' && process.env.TEST_WRANGLER_DEV === '1') m.prebuilt = false;
  await waitForFreePorts([m.portal, m.gateway, m.front, ...m.inspect].filter(Boolean));
  // `check: false`: the caller checked the brand config already (CI, or the first of several sets)
  if (check) await runAsync(bin('tsx'), ['scripts/check-brands.ts']);
  // the production build, whatever NODE_ENV the caller runs under (vitest sets 'test', which
  // would make Vite bundle React's development build): tests drive what players get
  if (build) await runAsync(bin('vite'), ['build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
  const state = path.join(root, m.state);
  if (m.fresh) rmSync(state, { recursive: true, force: true });
  // quiet: the table of every migration applied says nothing when it works (a failure still prints)
  await runAsync(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'gateway/wrangler.toml', '--persist-to', state], {}, quiet);
  const logs = !!process.env.SERVE_LOGS;
  const logLevel = logs ? 'log' : quiet ? 'error' : 'warn';
  const front = m.front ? await startFaultFront({ port: m.front, target: `http://127.0.0.1:${m.gateway}` }) : null;
  const upstream = front ? front.url : `http://127.0.0.1:${m.gateway}`;
  const workers = [
    {
      name: 'gateway',
      config: 'gateway/wrangler.toml',
      port: m.gateway,
      inspect: m.inspect[0],
      vars: [
        ...(mode === 'test' ? ['LOTTERY_FIXED_DRAWS:on', 'TEST_HOOKS:on'] : []),
        // development and test only: /__admin/protection/clock (player protection's waiting periods)
        'TEST_CLOCK:on',
        // the live events go to this mode's portal (gateway/domain/live.ts)
        `PORTAL_WEBHOOK_URL:http://127.0.0.1:${m.portal}/live/events`,
      ],
    },
    {
      name: 'portal',
      config: 'wrangler.toml',
      port: m.portal,
      inspect: m.inspect[1],
      vars: [
        ...(mode === 'dev' ? [] : [`DEV_UPSTREAM:${upstream}`]),
        // the tests check what a member's page holds on a machine other test runs load too: the
        // page waits for the member's data as long as it may take (client/app/member-data.ts; the
        // budget's own test makes a call slower than this)
        ...(mode === 'test' ? [`MEMBER_DATA_BUDGET_MS:${TEST_MEMBER_DATA_BUDGET_MS}`] : []),
      ],
    },
  ];
  // both bundles at once (each is an esbuild run): before any worker starts, so a failed build starts none
  const entries = m.prebuilt ? await Promise.all(workers.map((w) => prebuilt(mode, w.name, w.config))) : [];
  const children = workers.map((w, i) => {
    const vars = w.vars.flatMap((v) => ['--var', v]);
    const [cmd, args] = m.prebuilt
      ? [
          process.execPath,
          [
            'scripts/dev-worker.mjs',
            entries[i],
            '-c',
            w.config,
            '--port',
            String(w.port),
            '--persist-to',
            state,
            ...(m.inspector ? ['--inspector-port', String(w.inspect)] : []),
            '--log-level',
            logLevel,
            ...vars,
          ],
        ]
      : [
          bin('wrangler'),
          [
            'dev',
            '--ip',
            '127.0.0.1',
            '--persist-to',
            state,
            '--log-level',
            logLevel,
            '--show-interactive-dev-session=false',
            '-c',
            w.config,
            '--port',
            String(w.port),
            '--inspector-port',
            String(w.inspect),
            ...vars,
          ],
        ];
    return spawn(cmd, args, { cwd: root, env, stdio: output(w.name, quiet) });
  });
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    front?.close();
    // a started worker has read its bundle already; another set of this process starting later builds anew
    if (m.prebuilt) {
      bundles.clear();
      dropBundles(mode);
    }
  };
  for (const c of children) c.on('exit', (code) => code && code !== 0 && !quiet && console.error(`wrangler exited with ${code}`));
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${m.gateway}/__admin/health`), waitFor(`http://127.0.0.1:${m.portal}/favicon.svg`)]);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    stop,
    portal: `http://127.0.0.1:${m.portal}`,
    // the tests' way to the gateway: through the front where there is one, as the portal goes
    gateway: upstream,
    // the wrangler processes (each runs its worker in a workerd child): the bench reads their memory
    pids: { gateway: children[0].pid, portal: children[1].pid },
    // their inspectors (the bench reads each worker isolate's heap)
    inspect: { gateway: m.inspect[0], portal: m.inspect[1] },
  };
}

/**
 * A portal alone in front of another upstream (a test's stand-in), on `port`, built
 * client reused; `vars` are more worker variables (the bench's RENDER_MODE=csr). Bundled and run
 * by Miniflare as the test servers are (scripts/dev-worker.mjs), with its own local state.
 * Resolves when it answers; returns a stop function. `inspectorPort`: the worker's inspector.
 */
export async function startPortal({ port, inspectorPort, upstream, quiet = false, vars = {} }) {
  const mode = `alone-${port}`;
  ensureDevVars();
  const entry = await prebuilt(mode, 'portal', 'wrangler.toml');
  const child = spawn(
    process.execPath,
    [
      'scripts/dev-worker.mjs',
      entry,
      '-c',
      'wrangler.toml',
      '--port',
      String(port),
      ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
      '--persist-to',
      path.join(root, `.wrangler/portal-${port}`),
      '--log-level',
      'error',
      '--var',
      `DEV_UPSTREAM:${upstream}`,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'] },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    bundles.delete(`${mode} portal`);
    dropBundles(mode);
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/favicon.svg`);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop, url: `http://127.0.0.1:${port}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const mode = args.includes('--mode') ? args[args.indexOf('--mode') + 1] : 'dev';
  const servers = await startServers(mode, { build: !args.includes('--no-build') });
  console.log(`\nPortal ready on ${servers.portal} (gateway ${servers.gateway}). Ctrl-C stops both.`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      servers.stop();
      process.exit(0);
    });
}
