#!/usr/bin/env node
/**
 * One deploy of the portal to a named environment of wrangler.toml, with the checks CI runs:
 *
 *   npm run deploy                   = node scripts/deploy.mjs production
 *   npm run deploy:staging           = node scripts/deploy.mjs staging
 *   node scripts/deploy.mjs staging --dry-run [--no-build]   everything but the upload (offline)
 *   npm run deploy -- --secrets-file secrets.production.json the first deploy: the secrets with it
 *
 * Steps, each stopping the deploy on failure: the client build (vite, production), the bundle
 * budget (scripts/check-bundle.mjs), the brand config and routes of every profile
 * (scripts/check-brands.ts), the worker's size (scripts/check-worker-size.mjs), the secrets the
 * environment declares (secrets.required) all set on the worker (`wrangler secret list`) or all
 * in the --secrets-file given (JSON or .env, kept outside the repository; not checked in a dry run,
 * which needs no account), then `wrangler deploy --env <name>` (with that file). There is no deploy
 * without an environment: the top level of wrangler.toml is the local development profile.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENVIRONMENTS = ['production', 'staging'];
const args = process.argv.slice(2);
const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--secrets-file');
const dryRun = args.includes('--dry-run');
const build = !args.includes('--no-build');
const secretsFile = args.includes('--secrets-file') ? args[args.indexOf('--secrets-file') + 1] : undefined;

if (!name || !ENVIRONMENTS.includes(name)) {
  console.error(`usage: node scripts/deploy.mjs <${ENVIRONMENTS.join('|')}> [--dry-run] [--no-build]`);
  console.error('there is no deploy of the top level of wrangler.toml: it is the local development profile');
  process.exit(2);
}

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const bin = (tool) => path.join(root, 'node_modules', '.bin', tool);

/** The names in a secrets file: the keys of a JSON object, or the NAME= lines of a .env file. */
function secretsInFile(file) {
  const text = readFileSync(path.resolve(file), 'utf8');
  if (text.trimStart().startsWith('{')) return new Set(Object.keys(JSON.parse(text)));
  return new Set([...text.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/gm)].map((m) => m[1]));
}

/** Runs one step with its output shown; exits naming the step when it fails. */
function step(title, cmd, cmdArgs, extraEnv = {}) {
  console.log(`\n== ${title}`);
  const run = spawnSync(cmd, cmdArgs, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`deploy to ${name} stopped: ${title} failed (${run.status ?? run.signal})`);
    process.exit(1);
  }
}

/** The names of the secrets set on the environment's worker (`wrangler secret list`), or exits. */
function secretsSet() {
  const run = spawnSync(bin('wrangler'), ['secret', 'list', '--env', name, '--format', 'json'], { cwd: root, env, encoding: 'utf8' });
  if (run.status !== 0) {
    // a worker never deployed has no secrets yet: the same message as a missing one
    if (/not found|10007/i.test(`${run.stdout}${run.stderr}`)) return new Set();
    console.error(run.stderr || run.stdout);
    console.error(`deploy to ${name} stopped: could not list the worker's secrets`);
    process.exit(1);
  }
  return new Set(JSON.parse(run.stdout).map((s) => s.name));
}

if (build) step('client build', bin('vite'), ['build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
step('bundle budget', process.execPath, ['scripts/check-bundle.mjs']);
step('brands and routes', bin('tsx'), ['scripts/check-brands.ts']);
step('worker size', process.execPath, ['scripts/check-worker-size.mjs']);

// wrangler is imported only now: a refused call above answers at once
const { unstable_readConfig } = await import('wrangler');
const required = unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: name }).secrets?.required ?? [];
if (!dryRun) {
  console.log(`\n== secrets of ${name}: ${required.join(', ')}`);
  const set = secretsFile ? secretsInFile(secretsFile) : secretsSet();
  const missing = required.filter((s) => !set.has(s));
  if (missing.length > 0) {
    console.error(`deploy to ${name} stopped: ${missing.join(', ')} not set. Set every secret in one step (README.md "Deploying"):`);
    console.error(`  npx wrangler secret bulk secrets.${name}.json --env ${name}`);
    console.error(`or deploy with them: npm run deploy${name === 'production' ? '' : `:${name}`} -- --secrets-file secrets.${name}.json`);
    process.exit(1);
  }
}

step(`wrangler deploy --env ${name}${dryRun ? ' --dry-run' : ''}`, bin('wrangler'), [
  'deploy',
  '--env',
  name,
  ...(dryRun ? ['--dry-run'] : []),
  ...(secretsFile ? ['--secrets-file', secretsFile] : []),
]);
console.log(`\n${dryRun ? 'dry run of' : 'deployed'} ${name}`);
