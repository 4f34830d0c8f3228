#!/usr/bin/env node
/**
 * The main thread's long tasks of a page load in Chromium at 4x CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate), no network throttling: for each page, the median over
 * RUNS loads of the longest task, the number of tasks over 50 ms, the blocking time after the
 * first paint (the sum of each task's part over 50 ms, what Lighthouse's TBT adds up), the part
 * of it in tasks that started after hydration (the deferred sections' own), the main thread's
 * script and task time (CDP Performance.getMetrics ScriptDuration and TaskDuration: CPU time,
 * steadier than blocking time on a loaded machine) and when the page was hydrated. Measures
 * progressive hydration (client/lib/deferred-section.tsx) before and after a change on the same
 * machine; not a test, nothing fails on its figures.
 *
 * Several portals (a comma-separated list, such as the main branch's build and a change's) are
 * loaded in turn, run after run, so that a machine busy at one moment weighs on both alike.
 *
 *   node scripts/long-tasks.mjs http://127.0.0.1:8807 / /rng /register
 *   RUNS=7 VIEWPORT=1366x900 SID=<session cookie> node scripts/long-tasks.mjs <portal>,<portal> <paths...>
 */
import os from 'node:os';
import { chromium } from 'playwright-core';

const [origins, ...paths] = process.argv.slice(2);
if (!origins || paths.length === 0) {
  console.error('usage: node scripts/long-tasks.mjs <portal origin>[,<portal origin>...] <path>...');
  process.exit(2);
}
const portals = origins.split(',');
const runs = Number(process.env.RUNS ?? 5);
const [width, height] = (process.env.VIEWPORT ?? '390x844').split('x').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });

async function load(origin, path) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US', serviceWorkers: 'block' });
  if (process.env.SID) await context.addCookies([{ name: 'sid', value: process.env.SID, url: origin, httpOnly: true }]);
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/)/, (route) => route.abort());
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = globalThis;
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      w.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // quiet: two seconds without a long task (idle-time work, the chrome's sections) before reading
  await page.waitForFunction(
    () => {
      const last = globalThis.__tasks.at(-1);
      return !last || performance.now() - (last[0] + last[1]) > 2000;
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const hydrated = globalThis.__hydratedAt ?? 0;
    const tasks = globalThis.__tasks;
    const blockingOf = (list) => list.filter((t) => t[0] + t[1] > fcp).reduce((sum, t) => sum + Math.max(0, t[1] - 50 - Math.max(0, fcp - t[0])), 0);
    return {
      fcp,
      hydrated,
      longest: Math.max(0, ...tasks.map((t) => t[1])),
      count: tasks.length,
      blocking: blockingOf(tasks),
      after: blockingOf(tasks.filter((t) => t[0] >= hydrated)),
    };
  });
  await context.close();
  return { ...result, script: metric('ScriptDuration'), task: metric('TaskDuration') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => `${Math.round(n)}`.padStart(6);
const results = new Map();
const loads = [];
for (let i = 0; i < runs; i++) {
  loads.push(os.loadavg()[0]);
  for (const path of paths) {
    for (const origin of portals) {
      const key = `${origin} ${path}`;
      results.set(key, [...(results.get(key) ?? []), await load(origin, path)]);
    }
  }
}
console.log(`4x CPU, ${width}x${height}, median of ${runs}; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`);
console.log(`${'portal page'.padEnd(36)}longest tasks>50 blocking (range)  after-hyd  script   task hydrated    fcp`);
for (const [key, all] of results) {
  const pick = (name) => median(all.map((r) => r[name]));
  const blocking = all.map((r) => r.blocking);
  const range = `(${Math.round(Math.min(...blocking))}-${Math.round(Math.max(...blocking))})`.padEnd(13);
  console.log(
    `${key.replace(/^https?:\/\//, '').padEnd(36)}${ms(pick('longest'))} ${String(pick('count')).padStart(8)} ${ms(pick('blocking'))} ${range}${ms(pick('after'))}  ${ms(pick('script'))} ${ms(pick('task'))} ${ms(pick('hydrated'))} ${ms(pick('fcp'))}`,
  );
}
await browser.close();
