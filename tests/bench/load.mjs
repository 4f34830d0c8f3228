/**
 * The bench's bounded load run (issue 16): for LOAD_SECONDS (default 120) LOAD_CONNECTIONS
 * (default 50) connections on loopback, split over three targets hit at the same time (the
 * streamed SSR of `/`, a lobby page and a proxied upstream call), then per target the
 * requests, the status codes and the non-2xx count, socket errors and time-outs; and the
 * memory (RSS) of the portal's and the gateway's processes at the start, every 15 s and at
 * the end. Goal: 0 unintended non-2xx and flat memory. It prints and never fails.
 * Not part of `npm test`: `npm run bench` runs it last, `BENCH_ONLY=load npm run bench` alone.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';

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

const rssKiB = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D/g, '')) : 0;
  } catch {
    return 0;
  }
};

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
export async function loadRun({ portal, pids }) {
  const split = LOAD_TARGETS.map((_, i) => Math.floor(LOAD_CONNECTIONS / LOAD_TARGETS.length) + (i < LOAD_CONNECTIONS % LOAD_TARGETS.length ? 1 : 0));
  console.log(`\n(f) load: ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections on loopback, at the same time on`);
  LOAD_TARGETS.forEach(([path, what], i) => console.log(`  ${path.padEnd(20)} ${String(split[i]).padStart(3)} connections  (${what})`));
  const memory = () => ({ at: Date.now(), portal: memoryOf(pids.portal), gateway: memoryOf(pids.gateway) });
  const samples = [memory()];
  const timer = setInterval(() => samples.push(memory()), 15_000);
  const started = Date.now();
  let results;
  try {
    results = await Promise.all(LOAD_TARGETS.map(([path], i) => cannon(`${portal}${path}`, split[i], LOAD_SECONDS)));
  } finally {
    clearInterval(timer);
  }
  samples.push(memory());
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
  console.log('  memory (RSS): portal workerd / portal process tree   gateway workerd / gateway process tree');
  for (const s of samples)
    console.log(
      `  t=${String(Math.round((s.at - started) / 1000)).padStart(4)} s   ${mib(s.portal.workerdMiB).padStart(10)} / ${mib(s.portal.treeMiB).padStart(10)}` +
        `        ${mib(s.gateway.workerdMiB).padStart(10)} / ${mib(s.gateway.treeMiB).padStart(10)}`,
    );
  const first = samples[0];
  const last = samples.at(-1);
  const mid = samples[Math.floor((samples.length - 1) / 2)];
  console.log(
    `  workerd RSS start -> end: portal ${mib(first.portal.workerdMiB)} -> ${mib(last.portal.workerdMiB)}` +
      ` (second half ${delta(last.portal.workerdMiB - mid.portal.workerdMiB)}),` +
      ` gateway ${mib(first.gateway.workerdMiB)} -> ${mib(last.gateway.workerdMiB)}` +
      ` (second half ${delta(last.gateway.workerdMiB - mid.gateway.workerdMiB)})`,
  );
  return { results, samples, non2xx };
}
