/**
 * Progressive hydration (client/lib/deferred-section.tsx): the chrome and home's below-the-fold
 * sections hydrate from their own chunks after the page, a section's chunk loads only when the
 * player reaches it, a click that comes before its code is not lost, and no page warns of a
 * hydration mismatch or shifts its layout.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, exact, expectCleanVisit, holdRequests, newVisitor, PORTAL_URL, t, untilIdle, waitForHydration } from './browser';
import { chunkOf, scriptsOf } from './chunks';
import { makeMember, openLogin, sessionCookie, signIn } from './login-helpers';

const browser = browserOfFile();

const FOOTER = chunkOf('client/layout/footer.tsx');
const SIDE_MENU = chunkOf('client/layout/side-menu.tsx');
const LATEST_NUMBERS = chunkOf('client/features/games/components/latest-numbers.tsx');
const WINNERS = chunkOf('client/features/content/components/winners-board.tsx');

/** Whether React has hydrated an element (it keeps its fiber on the element from then on). */
const hydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** Records every layout shift from the start of the page (window.__shifts). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __shifts: string[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const what = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
        w.__shifts.push(`${entry.value} ${what.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('progressive hydration', () => {
  it("loads a below-the-fold section's chunk only when the player scrolls near it, and it works then", async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      const scripts = scriptsOf(page);
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await untilIdle(page);
      // the chrome the player sees at once has hydrated meanwhile (idle); nothing below the fold has loaded
      expect(scripts).toContain(SIDE_MENU);
      expect(scripts).not.toContain(LATEST_NUMBERS);
      expect(scripts).not.toContain(WINNERS);
      expect(scripts).not.toContain(FOOTER);
      // the server's HTML is there all along, not yet hydrated
      const footer = page.locator('footer.footer');
      expect(await hydrated(footer)).toBe(false);

      // the latest numbers: their chunk when scrolled near, then their own data, drawn
      const numbers = page.locator('section.home-lottery');
      const numbersLoad = page.waitForRequest((r) => r.url().endsWith(LATEST_NUMBERS));
      await numbers.scrollIntoViewIfNeeded();
      await numbersLoad;
      await numbers.locator('table tbody tr').first().waitFor({ timeout: 20_000 });

      const footerLoads = page.waitForRequest((r) => r.url().endsWith(FOOTER));
      await footer.scrollIntoViewIfNeeded();
      await footerLoads;
      await expect.poll(() => hydrated(footer)).toBe(true);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it("a lobby's vendor lanes hydrate after the page, its game list far below the fold only when the player scrolls near it", async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      await page.goto('/rng', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await untilIdle(page);
      await expect.poll(() => hydrated(page.locator('.lanes .game-card').first())).toBe(true);
      const listCard = page.locator('.game-list .game-card').first();
      expect(await hydrated(listCard)).toBe(false);
      await listCard.scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated(listCard)).toBe(true);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it("a member's lobby keeps its cards on screen when the favourites arrive before its list has hydrated", async () => {
    const member = await makeMember();
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      const { release, asked } = await holdRequests(page, '**/lgw/games/favourite/ids*');
      // the fewest cards the game list ever showed, from its first parse on
      await page.addInitScript(() => {
        const w = globalThis as unknown as { __fewest: number };
        w.__fewest = Number.POSITIVE_INFINITY;
        const count = () => {
          const list = document.querySelector('.game-list');
          if (list) w.__fewest = Math.min(w.__fewest, list.querySelectorAll('.game-card').length);
        };
        document.addEventListener('DOMContentLoaded', () => {
          count();
          new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
        });
      });
      await signIn(page, member.username, member.password, { url: '/rng' });
      await expect.poll(asked).toBe(true);
      release();
      await page.waitForLoadState('networkidle');
      await untilIdle(page);
      expect(await page.evaluate(() => (globalThis as unknown as { __fewest: number }).__fewest)).toBeGreaterThan(0);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('a tap on log in before the page has ever been idle opens the login dialog (its host loads on the tap)', async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      // a phone busy from the start: the main thread never idle, so nothing waiting for idle loads
      await page.addInitScript(() => {
        (globalThis as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
      });
      const dialog = await openLogin(page, '/');
      await dialog.getByLabel(t('ty', 'register.field.username')).waitFor({ timeout: 10_000 });
    } finally {
      await visit.context.close();
    }
  });

  it("keeps a click that comes before the section's code and gives it to the section once hydrated", async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      const { release, asked } = await holdRequests(page, `**${SIDE_MENU}`);
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await expect.poll(asked).toBe(true);
      const collapse = page.locator('#side-menu .side-collapse');
      expect(await collapse.getAttribute('aria-expanded')).toBe('true');
      await collapse.click();
      // the section's code has not arrived: nothing yet
      expect(await page.locator('.app').getAttribute('data-side-menu')).toBe('full');
      release();
      await expect.poll(() => page.locator('.app').getAttribute('data-side-menu')).toBe('mini');
      expect(await collapse.getAttribute('aria-expanded')).toBe('false');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('a navigation before the sections below the fold have hydrated does not wait for the player to scroll to them', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      const scripts = scriptsOf(page);
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await untilIdle(page);
      expect(scripts).not.toContain(FOOTER);
      await page.evaluate(() => {
        (globalThis as unknown as { __noReload: string }).__noReload = 'still-here';
      });
      // the router's context changes above the footer, still waiting: React holds the navigation until the footer has hydrated
      const nav = page.getByRole('navigation', { name: t('ty', 'layout.gameCategories') });
      await nav.getByRole('link', { name: exact(t('ty', 'category.RNG')) }).click();
      await page.waitForURL('**/rng');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: t('ty', 'category.RNG') }).count()).toBe(1);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: string }).__noReload)).toBe('still-here');
      expect(scripts).toContain(FOOTER);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('a page without script shows its chrome: the side menu and footer on a desktop, the tab bar on a phone', async () => {
    for (const [viewport, chrome] of [
      [{ width: 1366, height: 800 }, ['aside.side-menu', 'footer']],
      [{ width: 390, height: 844 }, ['.tab-bar', 'footer']],
    ] as const) {
      // no script at all, the page's inline ones included
      const context = await browser.newContext({ baseURL: PORTAL_URL, viewport, locale: 'en-US', javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto('/', { waitUntil: 'load' });
        // the deferred sections are in the HTML where they stand, not outlined after the main
        // content as hidden segments for an inline script to reveal
        expect(await page.locator('div[hidden][id^="S:"]').count()).toBe(0);
        for (const selector of chrome) expect(await page.locator(selector).first().isVisible(), `${selector} at ${viewport.width} px`).toBe(true);
      } finally {
        await context.close();
      }
    }
  });

  // a phone, as Lighthouse's mobile preset measures; the first screen, from the first paint until
  // the chrome's sections have hydrated (images off loopback fail here: their placeholders are not measured)
  for (const path of ['/', '/rng', '/register']) {
    it(`${path}: no hydration warning and no layout shift`, async () => {
      const visit = await newVisitor(browser, { width: 390, height: 844 });
      const { page } = visit;
      try {
        const scripts = scriptsOf(page);
        await recordShifts(page);
        await page.goto(path, { waitUntil: 'load' });
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await untilIdle(page);
        expect(scripts).toContain(SIDE_MENU);
        const shifts = await page.evaluate(() => (globalThis as unknown as { __shifts: string[] }).__shifts);
        // the report names what moved (vitest's own message folds the array to its length)
        expect(shifts, `layout shifts: ${shifts.join(' | ')}`).toEqual([]);
        await expectCleanVisit(visit);
      } finally {
        await visit.context.close();
      }
    });
  }

  for (const path of ['/', '/?centre=member/depositv2']) {
    it(`a member's ${path}: no hydration warning and no layout shift`, async () => {
      const member = await makeMember();
      const sid = await sessionCookie(member.username, member.password);
      const visit = await newVisitor(browser, { width: 390, height: 844 });
      const { page } = visit;
      try {
        await page.context().addCookies([{ name: 'sid', value: sid, url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
        await recordShifts(page);
        await page.goto(path, { waitUntil: 'load' });
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await untilIdle(page);
        const shifts = await page.evaluate(() => (globalThis as unknown as { __shifts: string[] }).__shifts);
        // the report names what moved (vitest's own message folds the array to its length)
        expect(shifts, `layout shifts: ${shifts.join(' | ')}`).toEqual([]);
        await expectCleanVisit(visit);
      } finally {
        await visit.context.close();
      }
    });
  }
});
