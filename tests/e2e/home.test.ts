/** A new visitor: the home page hydrates cleanly, a header category opens its lobby client-side. */
import { describe, expect, it } from 'vitest';
import { browserOfFile, cspViolations, exact, hydrationProblems, newVisitor, screenshot, t, untilIdle, waitForHydration } from './browser';

const browser = browserOfFile();

describe('home', () => {
  it('opens / with no hydration warning, no uncaught error and no CSP violation', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      const res = await page.goto('/', { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await untilIdle(page);
      expect(await page.title()).toBe(`${t('ty', 'meta.title.home')} · Demo Club`);
      await expect.poll(() => page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(await page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') }).count()).toBe(1);
      expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
      expect(await cspViolations(visit)).toEqual([]);
      expect(visit.consoleErrors, 'console errors').toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('fetches the 100 lottery numbers only when the player scrolls near them, then draws them', async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      let numbersCalls = 0;
      page.on('request', (r) => {
        if (r.url().includes('/lgw/lottery/numbers')) numbersCalls += 1;
      });
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // a phone's first screen is far above them: no call, the sized placeholder in their place
      expect(numbersCalls).toBe(0);
      const section = page.locator('section.home-lottery');
      expect(await section.locator('[aria-busy="true"]').count()).toBe(1);
      // the waiting placeholder's pulse stops after a few seconds: an idle page draws nothing more
      // (an endless pulse below the fold kept a phone's CPU busy for as long as the page was open)
      const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
      await expect.poll(running, { timeout: 15_000 }).toBe(0);
      await section.scrollIntoViewIfNeeded();
      await section.locator('table tbody tr').first().waitFor({ timeout: 20_000 });
      expect(numbersCalls).toBe(1);
      expect(await section.locator('[aria-busy="true"]').count()).toBe(0);
      // drawn at: the brand's time, one format whatever the device's locale (en-US here) and zone
      expect(await section.locator('table tbody tr time').first().textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('a header category opens its lobby without a full page load, with game cards', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.evaluate(() => {
        (globalThis as unknown as { __noReload: string }).__noReload = 'still-here';
      });
      const nav = page.getByRole('navigation', { name: t('ty', 'layout.gameCategories') });
      await nav.getByRole('link', { name: exact(t('ty', 'category.RNG')) }).click();
      await page.waitForURL('**/rng');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: t('ty', 'category.RNG') }).count()).toBe(1);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(0);
      await expect.poll(() => main.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: string }).__noReload)).toBe('still-here');
      // and the link is marked as the current page
      expect(await nav.getByRole('link', { name: exact(t('ty', 'category.RNG')) }).getAttribute('aria-current')).toBe('page');
      expect(visit.pageErrors).toEqual([]);
      expect(await cspViolations(visit)).toEqual([]);
      expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('a client-side navigation gives the document the new page title and description (not the last page one)', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    const head = () => page.evaluate(() => [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content')]);
    const brand = (text: string) => text.replace('{{brand}}', 'Demo Club');
    try {
      await page.goto('/rng', { waitUntil: 'load' });
      await waitForHydration(page);
      const slots = [`${t('ty', 'category.RNG')} · Demo Club`, brand(t('ty', 'meta.description.lobby')).replace('{{category}}', t('ty', 'category.RNG'))];
      expect(await head()).toEqual(slots);
      await page.evaluate(() => {
        (globalThis as unknown as { __noReload: string }).__noReload = 'still-here';
      });
      const nav = page.getByRole('navigation', { name: t('ty', 'layout.gameCategories') });
      await nav.getByRole('link', { name: exact(t('ty', 'category.LIVE')) }).click();
      await page.waitForURL('**/live');
      await expect
        .poll(head)
        .toEqual([`${t('ty', 'category.LIVE')} · Demo Club`, brand(t('ty', 'meta.description.lobby')).replace('{{category}}', t('ty', 'category.LIVE'))]);
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`, ${t('ty', 'layout.home')}$`) })
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(head).toEqual([`${t('ty', 'meta.title.home')} · Demo Club`, brand(t('ty', 'meta.description'))]);
      await page.goBack();
      await page.waitForURL('**/live');
      await expect
        .poll(head)
        .toEqual([`${t('ty', 'category.LIVE')} · Demo Club`, brand(t('ty', 'meta.description.lobby')).replace('{{category}}', t('ty', 'category.LIVE'))]);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: string }).__noReload)).toBe('still-here');
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(await page.locator('head > title').count()).toBe(1);
      expect(visit.pageErrors).toEqual([]);
      expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('takes screenshots of / at 390x844 and 1280x800 into .tmp/screens/', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const visit = await newVisitor(browser, viewport);
      try {
        await visit.page.goto('/', { waitUntil: 'load' });
        await waitForHydration(visit.page);
        await visit.page.waitForLoadState('networkidle');
        await screenshot(visit.page, `home-${viewport.width}x${viewport.height}.png`);
        // nothing wider than the viewport, on the phone and on the laptop
        const scrollWidth = await visit.page.evaluate(
          () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
        );
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
        // the first screen shows the home banner near the top and the start of the main content
        const banner = await visit.page.locator('.banner-home img').first().boundingBox();
        expect(banner?.height ?? 0).toBeGreaterThan(0);
        expect(banner?.y ?? Infinity).toBeLessThan(viewport.height / 2);
        const main = await visit.page.locator('main').boundingBox();
        expect(main?.width ?? 0).toBeGreaterThan(viewport.width / 2);
        expect(main?.y ?? Infinity).toBeLessThan(viewport.height);
      } finally {
        await visit.context.close();
      }
    }
  });
});
