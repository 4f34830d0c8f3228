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
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(process.env.PORT_OFFSET ?? 0) || 0;
export const MODES = {
  dev: { portal: 8787, gateway: 8788, inspect: [9229, 9230], state: '.wrangler/dev-state', fresh: false },
  test: { portal: 8797 + offset, gateway: 8798 + offset, inspect: [9239 + offset, 9240 + offset], state: '.wrangler/test-state', fresh: true },
  bench: { portal: 8807 + offset, gateway: 8808 + offset, inspect: [9249 + offset, 9250 + offset], state: '.wrangler/bench-state', fresh: true },
};

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? 'true', NO_COLOR: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${r.status})`);
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

/** Starts both workers; resolves when both answer. Returns a stop function. */
export async function startServers(mode = 'dev', { build = true, quiet = false } = {}) {
  const m = MODES[mode];
  run(bin('tsx'), ['scripts/check-brands.ts']);
  // the production build, whatever NODE_ENV the caller runs under (vitest sets 'test', which
  // would make Vite bundle React's development build): tests drive what players get
  if (build) run(bin('vite'), ['build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
  const state = path.join(root, m.state);
  if (m.fresh) rmSync(state, { recursive: true, force: true });
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'gateway/wrangler.toml', '--persist-to', state]);
  const stdio = ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'];
  const common = ['dev', '--ip', '127.0.0.1', '--persist-to', state, '--log-level', quiet ? 'error' : 'warn', '--show-interactive-dev-session=false'];
  const children = [
    spawn(
      bin('wrangler'),
      [
        ...common,
        '-c',
        'gateway/wrangler.toml',
        '--port',
        String(m.gateway),
        '--inspector-port',
        String(m.inspect[0]),
        ...(mode === 'test' ? ['--var', 'LOTTERY_FIXED_DRAWS:on', '--var', 'TEST_HOOKS:on'] : []),
        // development and test only: /__admin/protection/clock (player protection's waiting periods)
        '--var',
        'TEST_CLOCK:on',
      ],
      { cwd: root, env, stdio },
    ),
    spawn(
      bin('wrangler'),
      [
        ...common,
        '-c',
        'wrangler.toml',
        '--port',
        String(m.portal),
        '--inspector-port',
        String(m.inspect[1]),
        ...(mode === 'dev' ? [] : ['--var', `DEV_UPSTREAM:http://127.0.0.1:${m.gateway}`]),
      ],
      { cwd: root, env, stdio },
    ),
  ];
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
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
    gateway: `http://127.0.0.1:${m.gateway}`,
    // the wrangler processes (each runs its worker in a workerd child): the bench reads their memory
    pids: { gateway: children[0].pid, portal: children[1].pid },
  };
}

/**
 * A portal alone in front of another upstream (a test's stand-in), on `port`, built
 * client reused; `vars` are more worker variables (the bench's RENDER_MODE=csr). Resolves when it answers; returns a stop function.
 */
export async function startPortal({ port, inspectorPort, upstream, quiet = false, vars = {} }) {
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
      '-c',
      'wrangler.toml',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      path.join(root, `.wrangler/portal-${port}`),
      '--var',
      `DEV_UPSTREAM:${upstream}`,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'] },
  );
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
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
