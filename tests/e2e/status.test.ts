/**
 * The maintenance (503) and region (451) pages in the browser. Each visit simulates its
 * own country (development override) so the worker's status cache (per IP and country) of other
 * tests is not touched; switches are restored in finally and polled back; cookies are
 * cleared afterwards.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, cspViolations, launchBrowser, newVisitor, PORTAL_URL, t } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await admin('/maintenance', { merchantCode: 'DEMO', on: false }).catch(() => undefined);
  await browser?.close();
});

/**
 * The status the portal answers, its edge cache's clock moved 11 s ahead (development only):
 * the cached status is past its 10 s time to live, so a switch shows after one stale answer.
 */
async function statusOf(url: string, country: string, lang?: string): Promise<number> {
  const res = await fetch(PORTAL_URL + url, {
    headers: { 'x-simulate-country': country, 'x-edge-clock-ahead-ms': '11000', ...(lang ? { cookie: `lang=${lang}` } : {}) },
  });
  await res.arrayBuffer();
  return res.status;
}

/** Polls until the status is `wanted`; gives up under the real time to live (10 s). */
async function poll(probe: () => Promise<number>, wanted: number): Promise<number> {
  let status = 0;
  await expect
    .poll(
      async () => {
        status = await probe();
        return status;
      },
      { timeout: 8_000, interval: 200 },
    )
    .toBe(wanted)
    .catch(() => undefined);
  return status;
}

describe('status pages', () => {
  it('maintenance: 503 page titled System Maintenance with RESTRICTION OF VISIT and contact us', async () => {
    const country = 'ZW';
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await admin('/maintenance', { merchantCode: 'DEMO', on: true });
      expect(await poll(() => statusOf('/', country, 'en'), 503)).toBe(503);
      // English, the SPEC's literal texts
      await visit.context.addCookies([{ name: 'lang', value: 'en', url: PORTAL_URL }]);
      const res = await page.goto(`/?simulateCountry=${country}`, { waitUntil: 'load' });
      expect(res?.status()).toBe(503);
      expect(Number(await res?.headerValue('retry-after'))).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { level: 1, name: 'System Maintenance' }).count()).toBe(1);
      expect(await page.getByText('RESTRICTION OF VISIT').count()).toBe(1);
      expect(await page.getByRole('link', { name: t('en', 'status.contactUs') }).count()).toBe(1);
      expect(await page.getByRole('link', { name: t('en', 'status.refresh') }).count()).toBe(1);
      expect(await cspViolations(visit)).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await admin('/maintenance', { merchantCode: 'DEMO', on: false });
      await visit.context.clearCookies();
      await visit.context.close();
    }
    // the edge cache keys status by country and language: both variants back to normal
    expect(await poll(() => statusOf('/', country), 200)).toBe(200);
    expect(await poll(() => statusOf('/', country, 'en'), 200)).toBe(200);
  });

  it('region: ?simulateCountry=KP&simulateIp=203.0.113.9 shows the 451 page with that IP and country', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      const res = await page.goto('/?simulateCountry=KP&simulateIp=203.0.113.9', { waitUntil: 'load' });
      expect(res?.status()).toBe(451);
      expect(await page.getByRole('heading', { level: 1, name: t('ty', 'status.region.title') }).count()).toBe(1);
      expect(await page.getByText(t('ty', 'status.region.text')).count()).toBe(1);
      expect(await page.getByRole('definition').filter({ hasText: 'KP' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: t('ty', 'status.contactUs') }).count()).toBe(1);
      expect(await page.getByText('203.0.113.9', { exact: true }).count(), 'the visitor IP is shown').toBe(1);
      expect(await cspViolations(visit)).toEqual([]);
    } finally {
      await visit.context.clearCookies();
      await visit.context.close();
    }
  });

  it('after clearing cookies the same browser sees the normal site', async () => {
    const visit = await newVisitor(browser);
    try {
      const res = await visit.page.goto('/', { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
    } finally {
      await visit.context.close();
    }
  });
});
