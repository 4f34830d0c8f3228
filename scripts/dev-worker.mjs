#!/usr/bin/env node
/**
 * One worker on loopback for the tests and the bench (scripts/serve.mjs --mode test|bench): the bundle
 * `wrangler deploy --dry-run` built, run by Miniflare (workerd) with the options wrangler
 * itself derives from the configuration (`unstable_getMiniflareWorkerOptions`: bindings,
 * assets, rate limits, D1, R2), and the local state where `wrangler dev --persist-to` keeps
 * it. What `wrangler dev` adds around the worker, and its CLI cannot switch off, is left out,
 * because under load it failed where no deployment has it:
 *   - the esbuild watcher and rebuilds: it ended `wrangler dev` partway ("all goroutines are
 *     asleep - deadlock", and once an empty ERROR);
 *   - its ProxyWorker, a second workerd in front of the worker: under 25 connections on `/`
 *     it answered 500 "Network connection lost" for a few per cent of requests that the
 *     worker itself never saw fail (the same load straight at the worker's workerd: 0 of 252);
 *   - the inspector, to which wrangler attaches with the Network domain on, so workerd sends
 *     an event for every subrequest; and live reload.
 *
 *   node scripts/dev-worker.mjs <bundle.js> -c <wrangler.toml> --port N --persist-to DIR [--inspector-port N] [--var K:V ...]
 *
 * The inspector (off unless asked for) serves Chrome DevTools Protocol only; the bench reads the
 * worker isolate's heap through it and enables no domain that reports per request.
 *
 * Runs until SIGTERM or SIGINT.
 */
import path from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const args = process.argv.slice(2);
const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const vars = {};
args.forEach((arg, i) => {
  if (arg !== '--var') return;
  const pair = args[i + 1];
  const at = pair.indexOf(':');
  vars[pair.slice(0, at)] = pair.slice(at + 1);
});

const { workerOptions } = unstable_getMiniflareWorkerOptions(value('-c'));
// wrangler dev --persist-to DIR keeps its local state in DIR/v3/<kind>
const state = path.join(path.resolve(value('--persist-to')), 'v3');
const name = path.basename(path.dirname(args[0]));
// D1 where `wrangler d1 migrations apply --persist-to DIR` put it; the rest this worker's own: the
// portal and the gateway share DIR, and two runtimes opening one cache database at once failed
// to start ("database is locked")
const own = (kind) => path.join(state, kind, name);
const levels = { error: LogLevel.ERROR, warn: LogLevel.WARN, log: LogLevel.INFO, info: LogLevel.INFO, debug: LogLevel.DEBUG };
const mf = new Miniflare({
  host: '127.0.0.1',
  port: Number(value('--port')),
  ...(value('--inspector-port') ? { inspectorPort: Number(value('--inspector-port')) } : {}),
  log: new Log(levels[value('--log-level') ?? 'warn'] ?? LogLevel.WARN),
  d1Persist: path.join(state, 'd1'),
  r2Persist: own('r2'),
  kvPersist: own('kv'),
  cachePersist: own('cache'),
  durableObjectsPersist: own('do'),
  workers: [
    {
      ...workerOptions,
      name,
      // the one file of the bundle, listed (Miniflare would otherwise refuse its dynamic import())
      modules: [{ type: 'ESModule', path: path.resolve(args[0]) }],
      modulesRoot: path.dirname(path.resolve(args[0])),
      bindings: { ...workerOptions.bindings, ...vars },
    },
  ],
});
const url = await mf.ready;
console.log(`worker ${args[0]} ready on ${url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await mf.dispose().catch(() => undefined);
    process.exit(0);
  });
