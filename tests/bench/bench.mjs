#!/usr/bin/env node
/**
 * npm run bench: figures measured side by side in one run on this machine (loopback only).
 *  (a) a visitor's / (from the page cache) and the same page rendered per request (a
 *      session cookie that opens to no session bypasses the page cache) against the trivial
 *      /healthz route, and a member's / (the cached visitor page with the session filled in) and
 *      the same rendered per request, and a member's deposit page rendered with its data:
 *      requests per second, p50 and p99. BENCH_ONLY=page runs (a) alone.
 *  (b) a proxied /wps call against the same call straight to the gateway: added p50, throughput ratio,
 *      and the portal worker's own part: the proxied call against the same call through a bare
 *      forwarder of a few lines in its own Miniflare (./runtime-baseline.mjs), which costs what the
 *      local runtime's subrequest costs by itself
 *  (c) time to first byte of / with every upstream call slowed by 300 ms, edge cache warm
 *  (d) gzip bytes of the JavaScript each route loads first
 *      BENCH_ONLY=figures runs (b) to (e) alone.
 *  (e) the agent team overview of a tree 6 levels deep with 5,000 members against one
 *      with 10 direct members: p50 of each and their ratio (goal under 3x)
 *  (f) the load run (./load.mjs): 2 minutes, 50 connections on /, a lobby and a proxied
 *      call; non-2xx counts and the portal's and gateway's memory at start and end.
 *      BENCH_ONLY=load runs (f) alone; LOAD_SECONDS and LOAD_CONNECTIONS change its bounds.
 *  (g) Lighthouse mobile, its CPU slowdown calibrated to this machine's benchmarkIndex
 *      (./calibrate.mjs), 5 runs each of /, /rng, /register and a member's / and deposit page
 *      beside the no-script floor (./lighthouse.mjs): the median performance score and its range,
 *      the other three scores, FCP, LCP, TBT, CLS; the visitor pages also against a
 *      client-rendered build of the same app (the LCP ratio, goal <= 0.6; LIGHTHOUSE_CSR=off skips it)
 *  (h) the HTML and state-script bytes of each of those pages
 *      BENCH_ONLY=lighthouse runs (g) and (h) alone.
 *  (j) INP of the four interactions players do first, at 4x CPU slowdown (./inp.mjs).
 *      BENCH_ONLY=inp runs (j) alone.
 *  (k) edge CPU per request of every route family beside /healthz (./edge-cpu.mjs).
 *      BENCH_ONLY=cpu runs (k) alone.
 *  (i) the live channel (./live.mjs): 2,000 idle sockets held on loopback, the portal's
 *      memory with and without them, and one brand-wide event's time to the last socket.
 *      BENCH_ONLY=live runs (i) alone.
 * It prints figures and never fails on them.
 */
import autocannon from 'autocannon';
import { firstLoads } from '../../scripts/bundle-sizes.mjs';
import { request } from 'node:http';
import os from 'node:os';
import { startPortal, startServers } from '../../scripts/serve.mjs';
import { edgeCpuRun } from './edge-cpu.mjs';
import { liveRun } from './live.mjs';
import { loadRun } from './load.mjs';
import { startForwarder } from './runtime-baseline.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 8;
const ADMIN = { 'content-type': 'application/json', 'x-admin-token': 'dev-admin-token' };

function load(url, headers = {}, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION_S, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/** Time to first byte and to the last byte of one GET, in ms. */
function timeRequest(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    request(url, { headers }, (res) => {
      let first;
      res.once('data', () => (first = performance.now() - start));
      res.on('data', () => {});
      res.on('end', () => resolve({ ttfb: first ?? performance.now() - start, total: performance.now() - start, status: res.statusCode, pageCache: res.headers['x-page-cache'] }));
    }).on('error', reject).end();
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n) => (Math.round(n * 100) / 100).toFixed(2);
const row = (name, r) =>
  `  ${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${fmt(r.latency.p50).padStart(7)} ms   p99 ${fmt(r.latency.p99).padStart(7)} ms   non-2xx ${r.non2xx}`;

/** A session cookie that opens to no session: the page cache is bypassed, the visitor's page rendered. */
const NO_SESSION = { cookie: 'sid=bench-not-a-session' };

/** A fresh member (type 0) or agent (type 1) of DEMO logged in through the portal: its session cookie's value. */
async function memberSid(portal, gateway, type = 0) {
  const username = `bench${type}${Date.now() % 1e8}`;
  const password = 'Start1234';
  await fetch(`${gateway}/__admin/members`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ merchantCode: 'DEMO', username, password, opening: 100_000, type }) });
  const res = await fetch(`${portal}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const sid = /(?:^|, )sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`bench member login failed: ${res.status}`);
  return sid;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** (a): a visitor's page from the page cache and rendered, and a member's page, against the trivial route. */
async function pageFigures(portal, gateway) {
  console.log(`\n(a) / against a trivial worker route (${DURATION_S} s each, ${CONNECTIONS} connections; load average ${loadAverage()})`);
  const before = await timeRequest(`${portal}/`);
  const trivial = await load(`${portal}/healthz`);
  const cached = await load(`${portal}/`);
  const rendered = await load(`${portal}/`, NO_SESSION);
  const memberCookie = { cookie: `sid=${await memberSid(portal, gateway)}` };
  const member = await load(`${portal}/`, memberCookie);
  // a parameter no page reads (worker/ssr/page-query.ts): the member's page rendered per request
  const memberRendered = await load(`${portal}/?bench=render`, memberCookie);
  // a member's centre page, rendered with the member's data (client/app/member-data.ts)
  const memberCentre = await load(`${portal}/?centre=member/depositv2`, memberCookie);
  const bypass = await timeRequest(`${portal}/`, NO_SESSION);
  const shell = await timeRequest(`${portal}/`, memberCookie);
  console.log(row('GET /healthz (trivial)', trivial));
  console.log(row("GET / visitor's (page cache)", cached));
  console.log(row("GET / visitor's rendered (SSR)", rendered));
  console.log(row("GET / member's (visitor page + session)", member));
  console.log(row("GET / member's rendered (SSR)", memberRendered));
  console.log(row("GET /?centre=member/depositv2 (SSR)", memberCentre));
  console.log(
    `  x-page-cache: ${before.pageCache} for a visitor, ${bypass.pageCache} with a cookie of no session, ${shell.pageCache} for a member; load average now ${loadAverage()}`,
  );
  console.log(`  a visitor's / is ${fmt(cached.requests.average / trivial.requests.average)} x the trivial route's throughput (goal >= 0.5)`);
  console.log(`  a visitor's / rendered per request is ${fmt(rendered.requests.average / trivial.requests.average)} x`);
  console.log(`  a member's / is ${fmt(member.requests.average / trivial.requests.average)} x (goal >= 0.2)`);
  console.log(`  a member's / rendered per request is ${fmt(memberRendered.requests.average / trivial.requests.average)} x (with the header's data)`);
  console.log(`  a member's deposit page (the header's, the centre's and the page's data) is ${fmt(memberCentre.requests.average / trivial.requests.average)} x`);
}

/** (b) to (e): the figures measured side by side. */
async function figures(portal, gateway) {
  console.log('\n(b) proxied /wps call against the same call straight to the gateway');
  console.log('  latency with 1 connection (no queueing), throughput with ' + CONNECTIONS);
  const pairs = [
    ['/wps/system/time', 'forwarded'],
    ['/lgw/games/vendors', 'edge cache'],
  ];
  // Miniflare puts its entry worker in front of the worker (scripts/dev-worker.mjs; wrangler dev
  // adds a second workerd): the portal's trivial route at 1 connection is that hop's cost,
  // which no deployment has
  const hop = await load(`${portal}/healthz`, {}, 1);
  console.log(row('portal /healthz (the dev hop)', hop));
  // the direct call carries what the portal's worker sends (worker/upstream/upstream.ts), so the
  // gateway does the same work both ways
  const identity = { 'x-merchant-code': 'DEMO', 'x-client-ip': '127.0.0.1', 'x-client-country': 'XX', language: 'ty', accept: 'application/json' };
  const forwarder = await startForwarder({ port: 8811 + Number(process.env.PORT_OFFSET ?? 0), upstream: gateway, headers: identity });
  try {
    for (const [path, how] of pairs) {
      const direct1 = await load(`${gateway}${path}`, identity, 1);
      const proxied1 = await load(`${portal}${path}`, {}, 1);
      // an edge-cached call makes no subrequest: only a forwarded one is set against the bare forwarder
      const bare1 = how === 'forwarded' ? await load(`${forwarder.url}${path}`, {}, 1) : null;
      const directN = await load(`${gateway}${path}`, identity);
      const proxiedN = await load(`${portal}${path}`);
      console.log(row(`gateway ${path}`, direct1));
      console.log(row(`portal  ${path} (${how})`, proxied1));
      if (bare1) console.log(row(`a bare forwarder ${path}`, bare1));
      console.log(
        `  added p50 ${fmt(proxied1.latency.p50 - direct1.latency.p50)} ms (mean ${fmt(proxied1.latency.mean - direct1.latency.mean)} ms);` +
          ` throughput proxied/direct at ${CONNECTIONS} connections ${fmt(proxiedN.requests.average / directN.requests.average)}` +
          ` (${Math.round(proxiedN.requests.average)} vs ${Math.round(directN.requests.average)} req/s)`,
      );
      if (bare1) console.log(
        `  of which the runtime's own subrequest (a bare forwarder in its own Miniflare against the direct call): mean ${fmt(bare1.latency.mean - direct1.latency.mean)} ms;` +
          ` the portal worker's own work (proxied against the bare forwarder): mean ${fmt(proxied1.latency.mean - bare1.latency.mean)} ms, p50 ${fmt(proxied1.latency.p50 - bare1.latency.p50)} ms (budget 2 ms)`,
      );
    }
  } finally {
    await forwarder.stop();
  }

  console.log('\n(c) time to first byte of / with every upstream call slowed by 300 ms, edge cache warm');
  await fetch(`${gateway}/__admin/latency`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ ms: 300 }) });
  try {
    const slowDirect = await timeRequest(`${gateway}/wps/system/time`);
    const samples = [];
    for (let i = 0; i < 20; i++) samples.push(await timeRequest(`${portal}/`));
    const ttfb = samples.map((s) => s.ttfb).sort((x, y) => x - y);
    const total = samples.map((s) => s.total).sort((x, y) => x - y);
    console.log(`  upstream call now takes ${fmt(slowDirect.total)} ms`);
    console.log(`  TTFB of / p50 ${fmt(pct(ttfb, 50))} ms, p99 ${fmt(pct(ttfb, 99))} ms; whole page p50 ${fmt(pct(total, 50))} ms`);
    console.log(`  TTFB p50 / upstream delay = ${fmt(pct(ttfb, 50) / 300)} (budget < 0.10)`);
    const cold = await timeRequest(`${portal}/rng?bench=${Date.now()}`);
    console.log(`  for contrast, /rng TTFB ${fmt(cold.ttfb)} ms, whole page ${fmt(cold.total)} ms (its lanes may be stale-cached too)`);
  } finally {
    await fetch(`${gateway}/__admin/latency`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ ms: 0 }) });
  }

  console.log('\n(d) JavaScript each route loads first (gzip bytes)');
  const { entry, pages } = firstLoads();
  console.log(`  shared entry (every route)               ${String(entry).padStart(8)} B  (${fmt(entry / 1024)} KiB; budgets in bundle-budget.json)`);
  for (const page of pages.filter((p) => p.kind === 'route')) {
    console.log(`  ${page.key.padEnd(40)} +${String(page.own).padStart(7)} B  first load ${fmt(page.total / 1024)} KiB`);
  }

  console.log('\n(e) agent team overview: 6 levels and 5,000 members against 10 direct members (goal: ratio under 3x)');
  const team = async (sizes) => {
    const res = await fetch(`${gateway}/__admin/agent/bench-team`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ merchantCode: 'DEMO', sizes }) });
    return (await res.json()).value;
  };
  const started = performance.now();
  const small = await team([10]);
  const big = await team([10, 40, 150, 500, 1300, 3000]);
  console.log(`  teams made in ${fmt((performance.now() - started) / 1000)} s (${small.members} and ${big.members} members)`);
  const day = 86_400_000;
  const overview = `${gateway}/wps/agent/team/overview?from=${Date.now() - 30 * day}&to=${Date.now() + day}&tz=0`;
  const timeOverview = async (token, n) => {
    const times = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const res = await fetch(overview, { headers: { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': '127.0.0.1', authorization: `Bearer ${token}` } });
      const body = await res.json();
      times.push(performance.now() - start);
      if (!body.success) throw new Error(`team overview failed: ${body.code}`);
    }
    return times.sort((a, b) => a - b);
  };
  for (const [name, t] of [['small', small], ['big', big]]) {
    const res = await fetch(overview, { headers: { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': '127.0.0.1', authorization: `Bearer ${t.token}` } });
    const v = (await res.json()).value;
    console.log(`  ${name} team: teamSize ${v.teamSize}, direct ${v.direct}, deposits ${v.deposits}`);
  }
  await timeOverview(small.token, 3);
  await timeOverview(big.token, 3);
  const smallTimes = await timeOverview(small.token, 30);
  const bigTimes = await timeOverview(big.token, 30);
  console.log(`  10 direct members            p50 ${fmt(pct(smallTimes, 50))} ms   p99 ${fmt(pct(smallTimes, 99))} ms`);
  console.log(`  6 levels, 5,000 members      p50 ${fmt(pct(bigTimes, 50))} ms   p99 ${fmt(pct(bigTimes, 99))} ms`);
  console.log(`  ratio of the p50s ${fmt(pct(bigTimes, 50) / pct(smallTimes, 50))} x (goal < 3)`);
}

/** (g) and (h): a second portal on the same gateway renders on the client only. */
async function lighthouseFigures(portal, gateway) {
  // loaded here: the other parts run without Lighthouse installed
  const { lighthouseRun, pageBytes } = await import('./lighthouse.mjs');
  const offset = Number(process.env.PORT_OFFSET ?? 0) || 0;
  const withCsr = process.env.LIGHTHOUSE_CSR !== 'off';
  const csr = withCsr ? await startPortal({ port: 8809 + offset, inspectorPort: 9251 + offset, upstream: gateway, quiet: true, vars: { RENDER_MODE: 'csr' } }) : null;
  try {
    // logged in when the member's pages come, minutes into the run
    await lighthouseRun(
      portal,
      csr?.url,
      async () => `sid=${await memberSid(portal, gateway)}`,
      async () => `sid=${await memberSid(portal, gateway, 1)}`,
    );
  } finally {
    csr?.stop();
  }
  await pageBytes(portal);
}

/** (j): the four first interactions' INP, a member's two on a fresh member's session. */
async function inpFigures(portal, gateway) {
  const { inpRun } = await import('./inp.mjs');
  await inpRun(portal, await memberSid(portal, gateway));
}

async function main() {
  const servers = await startServers('bench', { build: true, quiet: true });
  const { portal, gateway } = servers;
  try {
    // Warm the edge cache and the isolates.
    for (let i = 0; i < 5; i++) await timeRequest(`${portal}/`);
    // BENCH_ONLY names one part, or several with commas (lighthouse,inp)
    const only = process.env.BENCH_ONLY?.split(',');
    const want = (part) => !only || only.includes(part);
    if (want('page')) await pageFigures(portal, gateway);
    if (want('figures')) await figures(portal, gateway);
    if (want('lighthouse')) await lighthouseFigures(portal, gateway);
    if (want('inp')) await inpFigures(portal, gateway);
    if (want('cpu')) {
      const cookie = async (type) => ({ cookie: `sid=${await memberSid(portal, gateway, type)}` });
      const member = await cookie(0);
      await edgeCpuRun(portal, { member, agent: await cookie(1) });
      const { renderProfile } = await import('./render-profile.mjs');
      await renderProfile(servers.inspect.portal, portal, '/', { cookie: 'sid=bench-not-a-session' });
      await renderProfile(servers.inspect.portal, portal, '/?centre=member/depositv2', member);
    }
    if (want('live')) await liveRun(servers);
    if (want('load')) await loadRun({ ...servers, baselinePort: 8810 + Number(process.env.PORT_OFFSET ?? 0) });
  } finally {
    servers.stop();
  }
}

await main();
