/**
 * The region gate as a player meets it (issue 40, docs/product.md 2.2, SECURITY.md "Region gate"), in
 * Chromium with the development country switch (?simulateCountry=&simulateIp=, remembered in
 * the dev_geo cookie): on the deny-list brand (demo, 127.0.0.1: KP and CU denied, CU sent to
 * Lucky Star) and the allow-list brand (asia, asia.localhost: VN and TH only). A blocked player
 * sees the IP-restriction screen with their IP and country and reaches customer service from it
 * (the contact-us button's 440x750 popup, the one exempt call); a redirected player lands on the
 * brand's target; an allowed player notices nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, exact, expectCleanVisit, GATEWAY_URL, PORTAL_URL, screenshot, t, waitForHydration } from './browser';

const files = browserForFile();
const port = new URL(PORTAL_URL).port;
const BRANDS = {
  deny: { origin: PORTAL_URL, lang: 'ty', blocked: 'KP', name: 'Demo Club' },
  allow: { origin: `http://asia.localhost:${port}`, lang: 'en', blocked: 'US', name: 'Demo Asia' },
} as const;

/** The contact-us button: a link to the brand's supportUrl where it has one (demo), else a button (asia); the page's script opens the popup either way. */
const contactUs = (page: Page, lang: 'ty' | 'en') => page.locator('#status-contact').filter({ hasText: t(lang, 'status.contactUs') });

async function restrictionScreen(page: Page, lang: 'ty' | 'en', ip: string, country: string) {
  expect(await page.getByRole('heading', { level: 1, name: t(lang, 'status.region.title') }).count()).toBe(1);
  expect(await page.getByText(t(lang, 'status.region.text')).count()).toBe(1);
  expect(await page.getByTestId('visitor-ip').textContent()).toBe(ip);
  expect(await page.getByTestId('visitor-country').textContent()).toBe(country);
}

describe('a player from a blocked country', () => {
  for (const [kind, brand] of Object.entries(BRANDS)) {
    it(`sees the IP-restriction screen with IP and country and opens customer service (${kind}-list brand, ${brand.blocked})`, async () => {
      const visit = await files.visitor({ width: 1366, height: 900 });
      const { page } = visit;
      const ip = '203.0.113.77';
      const res = await page.goto(`${brand.origin}/?simulateCountry=${brand.blocked}&simulateIp=${ip}`, { waitUntil: 'load' });
      expect(res?.status()).toBe(451);
      await restrictionScreen(page, brand.lang, ip, brand.blocked);
      // the switch is remembered: a later page of the brand is the same screen, not the site
      expect((await page.goto(`${brand.origin}/rng`, { waitUntil: 'load' }))?.status()).toBe(451);
      await restrictionScreen(page, brand.lang, ip, brand.blocked);
      // contact us: the customer-service popup (440x750) at the brand's live chat, as in the app
      const [popup] = await Promise.all([page.waitForEvent('popup'), contactUs(page, brand.lang).click()]);
      await popup.waitForURL(new RegExp(`^${GATEWAY_URL.replace(/[.]/g, '\\.')}/service/livechat\\?merchant=DEMO`));
      await popup.getByRole('heading', { name: / · Demo Club$/ }).waitFor();
      expect(await popup.evaluate<number[]>('[innerWidth, innerHeight]')).toEqual([440, 750]);
      await expectCleanVisit(visit);
    });
  }

  it('the restriction screen at 390 px and 1366 px: everything in view, nothing cut', async () => {
    for (const width of [390, 1366]) {
      const visit = await files.visitor({ width, height: width === 390 ? 844 : 900 });
      const { page } = visit;
      // a long IPv6 address is the worst case for a phone's width
      const ip = '2001:db8:85a3:1234:5678:8a2e:370:7334';
      expect((await page.goto(`/?simulateCountry=KP&simulateIp=${ip}`, { waitUntil: 'load' }))?.status()).toBe(451);
      await restrictionScreen(page, 'ty', ip, 'KP');
      await screenshot(page, `region-${width}.png`);
      // no horizontal scroll, the address and the contact button inside the viewport
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const box of [await page.getByTestId('visitor-ip').boundingBox(), await contactUs(page, 'ty').boundingBox()]) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      await expectCleanVisit(visit);
    }
  });
});

describe('a redirected player', () => {
  it("lands on the brand's target (demo sends CU to Lucky Star), from a page and from the running app", async () => {
    const visit = await files.visitor();
    const { page } = visit;
    // the target, http://localhost/ (Lucky Star on port 80 in wrangler.toml): nothing listens on
    // port 80 here, so the arrival is the browser's navigation there, which then fails
    const arrived: { url: string; from?: string }[] = [];
    page.context().on('request', (r) => {
      if (new URL(r.url()).host === 'localhost' && r.isNavigationRequest()) arrived.push({ url: r.url(), from: r.redirectedFrom()?.url() });
    });
    await page.goto('/?simulateCountry=CU', { waitUntil: 'load' }).catch(() => undefined);
    expect(arrived).toEqual([{ url: 'http://localhost/', from: `${PORTAL_URL}/?simulateCountry=CU` }]);
    // a player already in the app whose calls meet the gate (the country switched under the page)
    // goes there too, by the envelope's redirect (client/app/session-end.ts)
    // (in a tab of its own: the first one's failed arrival may still be committing its error page)
    const app = await page.context().newPage();
    expect((await app.goto(`${PORTAL_URL}/?simulateCountry=VN`, { waitUntil: 'load' }))?.status()).toBe(200);
    await waitForHydration(app);
    await page.context().addCookies([{ name: 'dev_geo', value: 'CU|203.0.113.78', url: PORTAL_URL }]);
    const nav = app.getByRole('navigation', { name: t('ty', 'layout.gameCategories') });
    await nav.getByRole('link', { name: exact(t('ty', 'category.RNG')) }).click();
    await expect.poll(() => arrived.length).toBe(2);
    expect(arrived[1]).toEqual({ url: 'http://localhost/', from: undefined });
  });
});

describe('an allowed player', () => {
  for (const [kind, brand] of Object.entries(BRANDS)) {
    it(`notices nothing: the home page, hydrated, no console error (${kind}-list brand, VN)`, async () => {
      const visit = await files.visitor();
      const { page } = visit;
      const res = await page.goto(`${brand.origin}/?simulateCountry=VN`, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // the page's own title, the brand last (shared/page-meta.ts)
      expect(await page.title()).toMatch(new RegExp(` · ${brand.name}$`));
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByTestId('visitor-ip').count()).toBe(0);
      await expectCleanVisit(visit);
    });
  }
});
