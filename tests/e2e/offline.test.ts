/**
 * Offline-tolerant, in Chromium (docs/product.md 8): after a first visit the brand's service worker
 * keeps the hashed files and the offline page in the page's language; with the network
 * gone a page shows that offline page (not the browser's error) with a retry, and back
 * online the retry opens the portal again. The worker never caches an API answer or a page.
 */
import { describe, expect, it } from 'vitest';
import { contrast, TEXT_CONTRAST } from '@shared/colour-contrast';
import { browserForFile, PORTAL_URL, t, waitForHydration } from './browser';

const { visitor } = browserForFile();

describe('installable', () => {
  it("Chromium's own installability check passes for each brand: manifest, PNG icons, service worker", async () => {
    for (const origin of [PORTAL_URL, PORTAL_URL.replace('127.0.0.1', 'localhost')]) {
      const { page, context } = await visitor({ width: 390, height: 844 }, 'allow');
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 }).toBe(true);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      // what Chromium itself checks before it offers to install (icons fetched and decoded, sizes, display, start_url)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      // 'in-incognito' is the test browser's own state (every Playwright context is one), not the portal's
      expect(
        installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
        origin,
      ).toEqual([]);
      await context.close();
    }
  });
});

describe('offline', () => {
  it('first visit, network gone: the offline page in the page language; back online: the retry opens the portal', async () => {
    const { page, context } = await visitor({ width: 390, height: 844 }, 'allow');
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline/ty');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    // nothing personal, no page, no API answer
    expect(cached.filter((u) => !u.startsWith('/assets/') && !u.startsWith('/offline/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/rng', { waitUntil: 'load' }).catch(() => undefined);
    await page.getByRole('heading', { level: 1, name: t('ty', 'offline.title') }).waitFor({ timeout: 15_000 });
    const retry = page.getByRole('link', { name: t('ty', 'offline.retry') });
    await context.setOffline(false);
    await retry.click();
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor();
    expect(await page.getByRole('heading', { level: 1, name: t('ty', 'offline.title') }).count()).toBe(0);
  });
});

describe('offline page', () => {
  it('every line of text reads at 4.5:1 or more on its card, the brand name too (Lighthouse accessibility)', async () => {
    const { page, context } = await visitor({ width: 390, height: 844 });
    await page.goto('/offline/ty', { waitUntil: 'load' });
    const pairs = await page.evaluate(() => {
      const card = document.querySelector('.status-card');
      const background = card ? getComputedStyle(card).backgroundColor : '';
      return [...document.querySelectorAll('.status-card p, .status-card h1')].map((el) => ({
        text: el.textContent ?? '',
        colour: getComputedStyle(el).color,
        background,
      }));
    });
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((v) => Number(v).toString(16).padStart(2, '0'))
        .join('')}`;
    expect(pairs.length).toBe(3);
    for (const { text, colour, background } of pairs) expect(contrast(hex(colour), hex(background)), text).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    await context.close();
  });
});
