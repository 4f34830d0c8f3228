/**
 * The bench's (g) and (h), Lighthouse on a phone profile (its default mobile preset: simulated
 * slow 4G and a CPU slowdown calibrated to this machine, ./calibrate.mjs) on /, /rng, /register
 * and a member's / and deposit page, each LIGHTHOUSE_RUNS times (default 5): the median and the
 * range of the performance score, the medians of FCP, LCP, TBT and CLS, the other three scores,
 * and the benchmarkIndex and multiplier each page ran at, beside the no-script floor. The visitor
 * pages are also set against the same pages of a client-rendered build of the same app (a second
 * portal with RENDER_MODE=csr: the worker sends an empty shell and the browser renders
 * everything), so the LCP of streamed SSR against client rendering is a ratio
 * (LIGHTHOUSE_CSR=off leaves that out); and the HTML and state-script bytes of each page.
 * Debian's chromium, loopback only; it prints figures and never fails on them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { calibratedMultiplier, calibrator, legacyMultiplier, median, PHONE_INDEX, SLOW_HOST_INDEX } from './calibrate.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/rng', '/register', '/promotions'];
/** A member's pages: rendered per request with the member's data (client/app/member-data.ts). */
export const MEMBER_PAGES = ['/', '/?centre=member/depositv2'];
/** An agent's page: the team overview, the agent centre's first report. */
export const AGENT_PAGES = ['/?centre=agent/agentTeamOverview'];
/**
 * The floor: what Lighthouse gives on this machine for a page of the same worker with the same
 * document head and stylesheet but no script (the brand's offline page, in the demo brand's
 * default language). The pages' distance from it is the app's own work, not the machine's.
 */
const FLOOR_PAGE = '/offline/ty';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 1);
/** a folder to keep each run's whole report in (its JSON), to see why a figure is what it is */
const SAVE = process.env.LIGHTHOUSE_SAVE;
/** only the pages whose path contains one of these (a list: `/rng,centre`); the floor always runs */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
const wanted = (path) => !ONLY || ONLY.some((part) => path.includes(part));
let saved = 0;
const fmt = (n) => (Math.round(n * 100) / 100).toFixed(2);
const ms = (n) => `${Math.round(n)} ms`.padStart(8);
const s = (n) => `${(n / 1000).toFixed(1)} s`.padStart(6);
const load1 = () => os.loadavg()[0].toFixed(1);

/** One Lighthouse run of a page at a CPU multiplier: its four scores, the web vitals, the host's index. */
async function audit(port, url, multiplier, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttling: { cpuSlowdownMultiplier: multiplier },
    // a member's page: the session cookie on the page's requests (Lighthouse starts each run with no cookies)
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const { lhr } = await lighthouse(url, flags);
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const { pathname, search } = new URL(url);
    const name = `${String(++saved).padStart(2, '0')}-${`${pathname}${search}`.replace(/\W+/g, '_')}.json`;
    writeFileSync(`${SAVE}/${name}`, JSON.stringify(lhr));
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: CATEGORIES.map(score),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    failed,
    error: lhr.runtimeError?.code,
    lighthouseIndex: lhr.environment.benchmarkIndex,
    multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/**
 * RUNS audits of a page, each at the multiplier of the benchmarkIndex measured just before it:
 * the median of each figure, the lowest and highest performance score, the indexes and multipliers.
 */
async function medianAudit(port, calibrate, url, cookie) {
  const runs = [];
  const indexes = [];
  const errors = [];
  // a run Lighthouse could not complete (NO_NAVSTART and the like on a loaded machine) scores 0
  // and has no metrics: it is counted, not taken into the medians, and another run takes its place
  for (let attempts = 0; runs.length < RUNS && attempts < RUNS * 2; attempts++) {
    const index = await calibrate.measure();
    const run = await audit(port, url, calibratedMultiplier(index), cookie);
    if (run.error) {
      errors.push(run.error);
      continue;
    }
    indexes.push(index);
    runs.push(run);
  }
  if (!runs.length) return { failedAll: true, errors };
  const perf = runs.map((r) => r.scores[0]);
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    scores: CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i]))),
    spread: `${Math.min(...perf)}-${Math.max(...perf)}`,
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    index: median(indexes),
    indexes: `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`,
    lighthouseIndex: of('lighthouseIndex'),
    multipliers: `${fmt(Math.min(...runs.map((r) => r.multiplier)))}-${fmt(Math.max(...runs.map((r) => r.multiplier)))}`,
    failed: [...new Set(runs.flatMap((r) => r.failed))],
    runs: runs.length,
    errors,
  };
}

const HEADER =
  '  page                               build   perf (range)  a11y best  seo    FCP    LCP      TBT   CLS   benchmarkIndex (range) [Lighthouse\'s]  CPU x  load';
function printRow(page, build, r) {
  if (r.failedAll) {
    console.log(`  ${page.padEnd(34)} ${build.padEnd(6)} no run completed: ${r.errors.join(', ')}`);
    return;
  }
  const [perf, ...others] = r.scores;
  console.log(
    `  ${page.padEnd(34)} ${build.padEnd(6)} ${String(perf).padStart(4)} (${r.spread.padEnd(7)}) ${others.map((x) => String(x).padStart(4)).join(' ')} ${s(r.fcp)} ${s(r.lcp)} ${ms(r.tbt)} ${fmt(r.cls)}` +
      `   ${String(Math.round(r.index)).padStart(5)} (${r.indexes}) [${Math.round(r.lighthouseIndex)}]  ${r.multipliers}  ${load1()}` +
      (r.errors.length ? `  ${r.runs} runs; ${r.errors.length} not completed (${[...new Set(r.errors)].join(', ')}), run again` : ''),
  );
  if (r.failed.length) console.log(`  ${''.padEnd(34)} failing audits: ${r.failed.join(', ')}`);
}

/**
 * (g) Lighthouse mobile, calibrated, on each page, beside the floor; visitor pages against the
 * client-rendered build when there is one. `memberCookie` logs a member in and gives its cookie.
 */
export async function lighthouseRun(ssrOrigin, csrOrigin, memberCookie, agentCookie) {
  console.log(
    `\n(g) Lighthouse mobile (slow 4G; CPU slowdown benchmarkIndex / ${PHONE_INDEX}, Lighthouse's documented mid-tier phone, from the index measured before each run), ` +
      `median of ${RUNS} runs; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(HEADER);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const calibrate = await calibrator(CHROME);
  const ratios = [];
  const indexes = [];
  const row = async (page, build, url, cookie) => {
    const r = await medianAudit(chrome.port, calibrate, url, cookie);
    if (!r.failedAll) indexes.push(r.index);
    printRow(page, build, r);
    return r;
  };
  try {
    await row(`${FLOOR_PAGE} (floor)`, 'ssr', `${ssrOrigin}${FLOOR_PAGE}`);
    for (const path of LIGHTHOUSE_PAGES.filter(wanted)) {
      const ssr = await row(path, 'ssr', `${ssrOrigin}${path}`);
      if (!csrOrigin) continue;
      const csr = await row(path, 'csr', `${csrOrigin}${path}`);
      if (ssr.failedAll || csr.failedAll) continue;
      ratios.push(ssr.lcp / csr.lcp);
      console.log(`  ${path.padEnd(34)} LCP ssr/csr ${fmt(ssr.lcp / csr.lcp)} (goal <= 0.6)`);
    }
    const members = MEMBER_PAGES.filter((path) => wanted(`${path} (member)`));
    const cookie = members.length ? await memberCookie() : undefined;
    for (const path of members) await row(`${path.replace('/?centre=', '?centre=')} (member)`, 'ssr', `${ssrOrigin}${path}`, cookie);
    const agents = agentCookie ? AGENT_PAGES.filter((path) => wanted(`${path} (agent)`)) : [];
    const agent = agents.length ? await agentCookie() : undefined;
    for (const path of agents) await row(`${path.replace('/?centre=', '?centre=')} (agent)`, 'ssr', `${ssrOrigin}${path}`, agent);
    await row(`${FLOOR_PAGE} (floor, again)`, 'ssr', `${ssrOrigin}${FLOOR_PAGE}`);
  } finally {
    await calibrate.close();
    await chrome.kill();
  }
  const low = Math.min(...indexes);
  const index = median(indexes);
  console.log(
    `  benchmarkIndex over the run: median ${Math.round(index)}, pages' medians ${Math.round(low)}-${Math.round(Math.max(...indexes))}: ` +
      `${calibratedMultiplier(index)}x (before December 2026 this bench would have used ${legacyMultiplier(index)}x, a phone twice as fast)`,
  );
  if (low < SLOW_HOST_INDEX) console.log(`  below ${SLOW_HOST_INDEX} (Lighthouse's slow-host warning) the machine was too busy for the figures to mean much`);
  return ratios;
}

/** (h) the bytes of each page's HTML and of its state script (raw and gzip). */
export async function pageBytes(origin) {
  console.log('\n(h) HTML and state-script bytes of each page (a visitor, raw / gzip)');
  for (const path of LIGHTHOUSE_PAGES) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const state = /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const kb = (t) => `${fmt(Buffer.byteLength(t) / 1024)} / ${fmt(gzipSync(t).length / 1024)} KB`;
    console.log(`  ${path.padEnd(10)} HTML ${kb(html).padStart(20)}   state script ${kb(state).padStart(20)}`);
  }
}
