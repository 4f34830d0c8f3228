/**
 * Issue 16, offline-tolerant in Chromium: after a first visit the brand's service worker
 * keeps the hashed files and the offline page in the page's language; with the network
 * gone a page shows that offline page (not the browser's error) with a retry, and back
 * online the retry opens the portal again. The worker never caches an API answer or a page.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, t, waitForHydration } from './browser';

const { visitor } = browserForFile();

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
