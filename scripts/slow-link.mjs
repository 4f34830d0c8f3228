#!/usr/bin/env node
/**
 * A page load in real Chromium on a phone's slow link: slow 4G as Lighthouse simulates it (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up: CDP Network.emulateNetworkConditions) and 4x CPU
 * slowdown, 390x844. For each page, the median (and range) over RUNS fresh loads of the first
 * contentful paint, the largest contentful paint and the moment React has hydrated the page (the
 * document's data-hydrated). What Lighthouse's simulation cannot tell: how a change moves the real
 * paint and the real start of interactivity on such a link. Several portals (a comma-separated
 * list: main's build and a change's) are loaded in turn, run after run. Not a test; only
 * 127.0.0.1 is reached.
 *
 *   RUNS=5 node scripts/slow-link.mjs http://127.0.0.1:9097,http://127.0.0.1:9397 / /rng /register
 */
import { chromium } from 'playwright-core';

const [origins, ...paths] = process.argv.slice(2);
if (!origins || paths.length === 0) {
  console.error('usage: node scripts/slow-link.mjs <portal origin>[,<portal origin>...] <path>...');
  process.exit(2);
}
const portals = origins.split(',');
const runs = Number(process.env.RUNS ?? 5);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
});

/** One fresh load: its paints and hydration, in ms from the navigation's start. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const marks = { lcp: 0, hydrated: 0 };
      globalThis.__slowLink = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (!marks.hydrated && document.documentElement.hasAttribute('data-hydrated')) marks.hydrated = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => globalThis.__slowLink.hydrated > 0, null, { timeout: 60_000 });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const { lcp, hydrated } = await page.evaluate(() => globalThis.__slowLink);
    return { fcp, lcp, hydrated };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figure = (rows, key) => {
  const values = rows.map((r) => r[key]);
  return `${key} ${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
};

console.log(`slow 4G (150 ms, 1.6 Mbit/s), 4x CPU, 390x844, median (range) of ${runs} loads`);
for (const path of paths) {
  const rows = new Map(portals.map((p) => [p, []]));
  for (let i = 0; i < runs; i++) for (const portal of portals) rows.get(portal).push(await load(portal + path));
  for (const portal of portals) {
    const r = rows.get(portal);
    console.log(`  ${path.padEnd(12)} ${portal.padEnd(24)} ${figure(r, 'fcp')}  ${figure(r, 'lcp')}  ${figure(r, 'hydrated')}`);
  }
}
await browser.close();
