/**
 * (k) Edge CPU per request: the CPU time the portal's workerd process spends per request of each
 * route family, read from the process's own counters (/proc/<pid>/stat utime + stime) around
 * REQUESTS requests sent 4 at a time, beside /healthz. CPU time, not wall time: what the Workers
 * Free plan stops a request at (10 ms) and the paid plan bills, and far less moved by the rest of
 * a shared machine than latency is. The figure includes the local runtime's own entry worker in
 * front of the portal (scripts/dev-worker.mjs), which /healthz shows by itself; the "over
 * /healthz" column is the portal's own part. Linux only (it reads /proc). BENCH_ONLY=cpu.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import { calibrator } from './calibrate.mjs';

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 300);
const PARALLEL = 4;
/** ms per clock tick of /proc's counters (USER_HZ is 100 on Linux) */
const MS_PER_TICK = 10;

/** The pid of the process listening on the port (ss, from iproute2). */
function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}: ${out}`);
  return Number(pid);
}

/** utime + stime of a process, in ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // after the command's closing parenthesis: field 3 (state) first, so utime (14) and stime (15) are 11 and 12
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

function get(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
    })
      .on('error', reject)
      .end();
  });
}

/** CPU ms per request of the process listening at `portal` for one URL (after a warm-up). */
async function perRequest(pid, url, headers) {
  for (let i = 0; i < 10; i++) await get(url, headers);
  const before = cpuMs(pid);
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const status = await get(url, headers);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { ms: (cpuMs(pid) - before) / REQUESTS, statuses: [...statuses].map(([s, n]) => `${s} x${n}`).join(', ') };
}

/**
 * The route families: [name, path, who] with who a visitor, a visitor whose cookie opens to no
 * session (the page cache bypassed: rendered), a member or an agent.
 */
const FAMILIES = [
  ['/healthz (trivial)', '/healthz', 'visitor'],
  ["visitor / (page cache)", '/', 'visitor'],
  ['visitor / rendered', '/', 'rendered'],
  ['visitor /rng rendered', '/rng', 'rendered'],
  ['visitor /register rendered', '/register', 'rendered'],
  ['visitor /promotions rendered', '/promotions', 'rendered'],
  ["member / (visitor page + session)", '/', 'member'],
  ['member / rendered', '/?bench=render', 'member'],
  ['member deposit page (centre)', '/?centre=member/depositv2', 'member'],
  ['member records page (centre)', '/?centre=member/transactionHistory', 'member'],
  ['agent team overview (centre)', '/?centre=agent/agentTeamOverview', 'agent'],
  ['proxied /wps/system/time', '/wps/system/time', 'visitor'],
  ['proxied /lgw/games/vendors (edge cache)', '/lgw/games/vendors', 'visitor'],
  ['proxied /wps/member/info (member)', '/wps/member/info', 'member'],
];

export async function edgeCpuRun(portal, cookies) {
  const port = Number(new URL(portal).port);
  const pid = listenerPid(port);
  // machines differ: the host's benchmarkIndex (Lighthouse's) and load beside the figures
  const calibrate = await calibrator(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const index = await calibrate.measure(3);
  await calibrate.close();
  console.log(
    `\n(k) edge CPU per request: the portal's workerd (pid ${pid}), ${REQUESTS} requests ${PARALLEL} at a time each (goal: every rendered page <= 10 ms); ` +
      `benchmarkIndex ${Math.round(index)}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  const headers = { visitor: {}, rendered: { cookie: 'sid=bench-not-a-session' }, member: cookies.member, agent: cookies.agent };
  let trivial = 0;
  for (const [name, path, who] of FAMILIES) {
    const { ms, statuses } = await perRequest(pid, `${portal}${path}`, headers[who]);
    if (path === '/healthz') trivial = ms;
    const over = path === '/healthz' ? '' : `   over /healthz ${(ms - trivial).toFixed(2).padStart(6)} ms`;
    console.log(`  ${name.padEnd(40)} ${ms.toFixed(2).padStart(6)} ms CPU${over}   (${statuses})`);
  }
}
