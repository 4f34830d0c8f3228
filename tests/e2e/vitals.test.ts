/**
 * Real players' Web Vitals, in Chromium (client/lib/vitals-reporter.ts, worker/observability/vitals.ts,
 * scripts/vitals.mjs): a page view's metrics are sent when the player leaves the page, reach the
 * worker with the brand, the route (no query) and the country the worker saw, and show in
 * `npm run vitals`. The visit comes from a simulated IP and country of its own (the development
 * switch), so the other tests' page views, which send their vitals too, share no rate limit with it.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { browserForFile, PORTAL_URL, waitForHydration } from './browser';

const { visitor } = browserForFile();

type Row = [brand: string, route: string, country: string, lang: string, connection: string, metric: string, rating: string, value: number];
const rowsNow = async (): Promise<Row[]> => ((await (await fetch(`${PORTAL_URL}/__dev/vitals`)).json()) as { rows: Row[] }).rows;
const mine = (rows: Row[]) => rows.filter((r) => r[1] === '/download' && r[2] === 'TH');

describe('Web Vitals', () => {
  it("a page view's vitals arrive with brand, route and country when the player leaves, and show in npm run vitals", async () => {
    const before = mine(await rowsNow()).length;
    const { page } = await visitor({ width: 390, height: 844 });
    const ip = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
    await page.goto(`/download?simulateCountry=TH&simulateIp=${ip}&ref=SECRET42`, { waitUntil: 'load' });
    await waitForHydration(page);
    // the reporter comes once the page is idle after hydration, in a chunk of its own
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /vitals-reporter/.test(e.name))), { timeout: 15_000 })
      .toBe(true);
    await page.mouse.click(200, 400);
    // leaving the page hides it: the beacon goes then
    await page.goto('about:blank');
    await expect.poll(async () => mine(await rowsNow()).length, { timeout: 15_000 }).toBeGreaterThan(before);
    const rows = mine(await rowsNow()).slice(before);
    const metrics = rows.map((r) => r[5]);
    for (const name of ['TTFB', 'FCP', 'LCP']) expect(metrics).toContain(name);
    for (const row of rows) {
      expect(row[0]).toBe('demo');
      expect(row[3]).toMatch(/^[a-z]{2}$/);
      expect(['good', 'needs-improvement', 'poor']).toContain(row[6]);
      expect(row[7]).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(row)).not.toContain('SECRET42');
      expect(JSON.stringify(row)).not.toContain(ip);
    }
    const printed = spawnSync(process.execPath, ['scripts/vitals.mjs', '--url', PORTAL_URL], { encoding: 'utf8' });
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(/^demo\s+\/download\s+TH\s+LCP\s+\d+ ms\s+\d+$/m);
  });
});
