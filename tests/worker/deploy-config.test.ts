/**
 * The deploy profiles of wrangler.toml as `wrangler deploy --dry-run` builds them (no account, no
 * upload): production and staging build; the top level, which a bare `wrangler deploy` would
 * publish, carries no development secret or switch, has no URL and would refuse to serve; each
 * environment's rate-limit counters are its own; every secret the worker checks is one wrangler
 * requires before a deploy; `npm run deploy` refuses to run without an environment.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { afterAll, describe, expect, it } from 'vitest';
import { productionSettingsProblem } from '@worker/production-settings';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const DEV_VARS = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
/** The development secrets' values, from the committed example (every quoted value but ENVIRONMENT's). */
const DEV_SECRETS = [...DEV_VARS.matchAll(/^(SESSION_SECRET|CS_PATH_KEYS|LIVE_WEBHOOK_SECRETS)=(["'])(.*)\2$/gm)].flatMap(([, , , value = '']) =>
  value.startsWith('{') ? Object.values(JSON.parse(value) as Record<string, string>) : value.split(','),
);
const SECRETS = ['SESSION_SECRET', 'CS_PATH_KEYS', 'LIVE_WEBHOOK_SECRETS'];

/**
 * `wrangler deploy --dry-run --env=<env>`: its output (the bindings it would publish) and the
 * vars it reads. (The bundle itself holds the development values: worker/production-settings.ts
 * lists them to refuse them.)
 */
function dryRun(env: string) {
  const outdir = mkdtempSync(path.join(tmpdir(), `deploy-${env || 'top'}-`));
  dirs.push(outdir);
  const run = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', `--env=${env}`, '--outdir', outdir], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    encoding: 'utf8',
  });
  const vars = JSON.stringify(unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: env || undefined }).vars);
  return { status: run.status, output: `${run.stdout}${run.stderr}`, vars, built: readdirSync(outdir).includes('index.js') };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('deploy profiles', () => {
  it('the development secrets are read from the example', () => {
    expect(DEV_SECRETS.length).toBeGreaterThanOrEqual(5);
    expect(DEV_SECRETS).toContain('dev-only-session-secret-0123456789abcdef');
  });

  it.each(['production', 'staging'])(
    '%s builds as a dry run with its own ENVIRONMENT and no development value',
    (env) => {
      const { status, output, vars, built } = dryRun(env);
      expect(status, output).toBe(0);
      expect(built).toBe(true);
      expect(output).toContain(`env.ENVIRONMENT ("${env}")`);
      for (const name of [...SECRETS, 'DEV_UPSTREAM']) expect(output).not.toContain(`env.${name} `);
      for (const value of DEV_SECRETS) expect(vars + output).not.toContain(value);
    },
    120_000,
  );

  it('a bare deploy of the top level publishes no development secret, no development switch and no URL', () => {
    const { status, output, vars, built } = dryRun('');
    expect(status, output).toBe(0);
    expect(built).toBe(true);
    for (const name of [...SECRETS, 'ENVIRONMENT']) expect(output).not.toContain(`env.${name} `);
    for (const value of DEV_SECRETS) expect(vars + output).not.toContain(value);
    const top = unstable_readConfig({ config: path.join(root, 'wrangler.toml') });
    expect(top.workers_dev).toBe(false);
    expect(top.preview_urls).toBe(false);
    expect(top.routes ?? []).toEqual([]);
    // and what it would publish refuses to serve: not development, no session secret
    expect(productionSettingsProblem({ ENVIRONMENT: top.vars.ENVIRONMENT as string, SESSION_SECRET: '' })).toMatch(/SESSION_SECRET is missing/);
  }, 120_000);

  it('each deployed environment requires every secret, publishes no workers.dev URL and counts its own rate limits', () => {
    const ids = new Map<string, string>();
    for (const env of ['', 'production', 'staging']) {
      const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: env || undefined });
      if (env) {
        expect(config.secrets?.required?.slice().sort(), env).toEqual([...SECRETS].sort());
        expect(config.workers_dev, env).toBe(false);
        expect(config.observability?.enabled, env).toBe(true);
        expect(config.upload_source_maps, env).toBe(true);
      }
      const limiters = config.ratelimits ?? [];
      expect(limiters.length, env).toBeGreaterThan(0);
      for (const limiter of limiters) {
        const seen = ids.get(limiter.namespace_id);
        expect(seen, `${env || 'top level'} ${limiter.name} shares namespace ${limiter.namespace_id} with ${seen}`).toBeUndefined();
        ids.set(limiter.namespace_id, `${env || 'top level'} ${limiter.name}`);
      }
    }
  });

  it('npm run deploy refuses without an environment, before building anything', () => {
    for (const args of [[], ['development'], ['--dry-run']]) {
      const run = spawnSync(process.execPath, ['scripts/deploy.mjs', ...args], { cwd: root, encoding: 'utf8' });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('there is no deploy of the top level');
      expect(run.stdout).not.toContain('== client build');
    }
  });

  it('.dev.vars is never committed', () => {
    const ignored = spawnSync('git', ['check-ignore', '.dev.vars'], { cwd: root, encoding: 'utf8' });
    expect(ignored.status).toBe(0);
    const example = spawnSync('git', ['check-ignore', '.dev.vars.example'], { cwd: root, encoding: 'utf8' });
    expect(example.status).toBe(1);
  });
});
