#!/usr/bin/env node
/**
 * The main thread's long tasks of a page load in Chromium at 4x CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate), no network throttling: for each page, the median over
 * RUNS loads of the longest task, the number of tasks over 50 ms, the blocking time after the
 * first paint (the sum of each task's part over 50 ms, what Lighthouse's TBT adds up) and when
 * the page was hydrated. Measures progressive hydration (client/lib/deferred-section.tsx)
 * before and after a change on the same machine; not a test, nothing fails on its figures.
 *
 *   node scripts/long-tasks.mjs http://127.0.0.1:8807 / /rng /register
 *   RUNS=7 VIEWPORT=1366x900 SID=<session cookie> node scripts/long-tasks.mjs <portal> <paths...>
 */
import { chromium } from 'playwright-core';

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) {
  console.error('usage: node scripts/long-tasks.mjs <portal origin> <path>...');
  process.exit(2);
}
const runs = Number(process.env.RUNS ?? 5);
const [width, height] = (process.env.VIEWPORT ?? '390x844').split('x').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });

async function load(path) {
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
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = globalThis.__tasks;
    return {
      fcp,
      hydrated: globalThis.__hydratedAt ?? 0,
      longest: Math.max(0, ...tasks.map((t) => t[1])),
      count: tasks.length,
      blocking: tasks.filter((t) => t[0] + t[1] > fcp).reduce((sum, t) => sum + Math.max(0, t[1] - 50 - Math.max(0, fcp - t[0])), 0),
    };
  });
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => `${Math.round(n)}`.padStart(5);
console.log(`4x CPU, ${width}x${height}, median of ${runs} (range of blocking time)`);
console.log('page                          longest  tasks>50  blocking (range)      hydrated  fcp');
for (const path of paths) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await load(path));
  const pick = (key) => median(all.map((r) => r[key]));
  const blocking = all.map((r) => r.blocking);
  console.log(
    `${path.padEnd(30)}${ms(pick('longest'))}  ${String(pick('count')).padStart(8)}  ${ms(pick('blocking'))} (${Math.round(Math.min(...blocking))}-${Math.round(Math.max(...blocking))})`.padEnd(
      70,
    ) + `${ms(pick('hydrated'))}  ${ms(pick('fcp'))}`,
  );
}
await browser.close();
