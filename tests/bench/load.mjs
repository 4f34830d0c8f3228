/**
 * The bench's bounded load run: for LOAD_SECONDS (default 120) LOAD_CONNECTIONS
 * (default 50) connections on loopback, split over three targets hit at the same time (the
 * streamed SSR of `/`, a lobby page and a proxied upstream call), then per target the
 * requests, the status codes and the non-2xx count, socket errors and time-outs; and the
 * memory of the portal and the gateway at the start, every 15 s, at the end and after 10 s
 * idle: each worker isolate's JavaScript heap (what the worker's code owns, over the inspector)
 * and the RSS of its workerd and process tree. Then a trivial worker under the same connections
 * (./runtime-baseline.mjs) shows what the local runtime's RSS grows by itself per request.
 * Goal: 0 unintended non-2xx and flat memory. It prints and never fails.
 * Not part of `npm test`: `npm run bench` runs it last, `BENCH_ONLY=load npm run bench` alone.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { isolateHeap } from './isolate-heap.mjs';
import { runtimeBaseline } from './runtime-baseline.mjs';

export const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
export const LOAD_CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
export const LOAD_TARGETS = [
  ['/', 'home, streamed SSR'],
  ['/rng', 'a lobby page (SSR)'],
  ['/wps/system/time', 'a proxied call (forwarded, not cached)'],
];

/** Parent pid of every process, from /proc (Linux). */
function parents() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid ...; comm may hold spaces and parentheses
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), { ppid: Number(rest[1]), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) });
    } catch {}
  }
  return map;
}

export const rssKiB = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D/g, '')) : 0;
  } catch {
    return 0;
  }
};

/** The workerd processes under `rootPid`, at any depth. */
export function workerdPids(rootPid) {
  const all = parents();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, p] of all) if (p.ppid === tree[i]) tree.push(pid);
  return tree.filter((pid) => all.get(pid)?.comm === 'workerd');
}

/**
 * RSS of a worker's process tree (scripts/dev-worker.mjs in the bench): `workerd` is the
 * runtime that runs the worker (its isolates, caches and module state: what a leak in our
 * code grows), `tree` adds the Node process that started it (Miniflare) and anything else.
 */
export function memoryOf(rootPid) {
  const all = parents();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, p] of all) if (p.ppid === tree[i]) tree.push(pid);
  let workerd = 0;
  let total = 0;
  for (const pid of tree) {
    const kib = rssKiB(pid);
    total += kib;
    if (all.get(pid)?.comm === 'workerd') workerd += kib;
  }
  return { workerdMiB: workerd / 1024, treeMiB: total / 1024 };
}

const mib = (n) => (n === 0 ? 'exited' : `${n.toFixed(1)} MiB`);
const delta = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} MiB`;
const fmt = (n) => (Math.round(n * 100) / 100).toFixed(2);

function cannon(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 30 }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/** Runs the load and prints its figures; resolves with them (for a caller that wants to check). */
export async function loadRun({ portal, pids, inspect, baselinePort }) {
  const split = LOAD_TARGETS.map((_, i) => Math.floor(LOAD_CONNECTIONS / LOAD_TARGETS.length) + (i < LOAD_CONNECTIONS % LOAD_TARGETS.length ? 1 : 0));
  console.log(`\n(f) load: ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections on loopback, at the same time on`);
  LOAD_TARGETS.forEach(([path, what], i) => console.log(`  ${path.padEnd(20)} ${String(split[i]).padStart(3)} connections  (${what})`));
  const heaps = { portal: await isolateHeap(inspect?.portal), gateway: await isolateHeap(inspect?.gateway) };
  const memory = async () => {
    const [portalHeap, gatewayHeap] = await Promise.all([heaps.portal?.usage(), heaps.gateway?.usage()]);
    return {
      at: Date.now(),
      portal: { ...memoryOf(pids.portal), heap: portalHeap },
      gateway: { ...memoryOf(pids.gateway), heap: gatewayHeap },
    };
  };
  const samples = [await memory()];
  const timer = setInterval(() => memory().then((m) => samples.push(m)), 15_000);
  const started = Date.now();
  let results;
  try {
    results = await Promise.all(LOAD_TARGETS.map(([path], i) => cannon(`${portal}${path}`, split[i], LOAD_SECONDS)));
  } finally {
    clearInterval(timer);
  }
  samples.push(await memory());
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  samples.push({ ...(await memory()), idle: true });
  heaps.portal?.close();
  heaps.gateway?.close();
  let non2xx = 0;
  LOAD_TARGETS.forEach(([path], i) => {
    const r = results[i];
    non2xx += r.non2xx;
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    console.log(
      `  ${path.padEnd(20)} ${String(r.requests.total).padStart(7)} requests  ${String(Math.round(r.requests.average)).padStart(5)} req/s` +
        `  p50 ${fmt(r.latency.p50).padStart(8)} ms  p99 ${fmt(r.latency.p99).padStart(8)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  time-outs ${r.timeouts}  (${codes})`,
    );
  });
  console.log(`  non-2xx in all: ${non2xx} (goal 0)`);
  const gone = ['portal', 'gateway'].filter((name) => samples.at(-1)[name].treeMiB === 0);
  if (gone.length) console.log(`  the ${gone.join(' and ')} process exited during the run: the figures after it are connection errors, not answers`);
  const heapText = (h) => (h ? `${h.usedMiB.toFixed(1)}/${h.totalMiB.toFixed(1)}` : 'n/a');
  console.log('  memory, MiB: isolate JS heap used/reserved | workerd RSS | process tree RSS, for the portal then the gateway');
  for (const s of samples) {
    const when = s.idle ? 'idle 10 s' : `t=${String(Math.round((s.at - started) / 1000)).padStart(4)} s`;
    const side = (m) => `${heapText(m.heap).padStart(11)} | ${mib(m.workerdMiB).padStart(10)} | ${mib(m.treeMiB).padStart(10)}`;
    console.log(`  ${when.padEnd(10)}  portal ${side(s.portal)}    gateway ${side(s.gateway)}`);
  }
  const first = samples[0];
  const last = samples.at(-1);
  const served = results.reduce((sum, r) => sum + r.requests.total, 0);
  const mid = samples[Math.floor((samples.length - 1) / 2)];
  const heapDelta = (name, from) => (from[name].heap && last[name].heap ? delta(last[name].heap.usedMiB - from[name].heap.usedMiB) : 'n/a');
  console.log(
    `  isolate heap used, start -> idle after: portal ${heapDelta('portal', first)} (second half ${heapDelta('portal', mid)}),` +
      ` gateway ${heapDelta('gateway', first)} (second half ${heapDelta('gateway', mid)}): the workers' own memory, goal flat`,
  );
  console.log(
    `  workerd RSS start -> idle after: portal ${mib(first.portal.workerdMiB)} -> ${mib(last.portal.workerdMiB)}` +
      ` (${(((last.portal.workerdMiB - first.portal.workerdMiB) * 1024) / served).toFixed(1)} KiB per request served),` +
      ` gateway ${mib(first.gateway.workerdMiB)} -> ${mib(last.gateway.workerdMiB)}`,
  );
  let baseline = null;
  if (baselinePort) {
    const seconds = Math.min(LOAD_SECONDS, 30);
    baseline = await runtimeBaseline({ port: baselinePort, seconds, connections: LOAD_CONNECTIONS });
    console.log(
      `  the local runtime alone: a trivial worker, ${seconds} s x ${LOAD_CONNECTIONS} connections, ${baseline.requests} requests:` +
        ` workerd RSS ${mib(baseline.beforeMiB)} -> ${mib(baseline.afterMiB)}` +
        ` (${(((baseline.afterMiB - baseline.beforeMiB) * 1024) / baseline.requests).toFixed(1)} KiB per request)`,
    );
  }
  return { results, samples, non2xx, baseline };
}
