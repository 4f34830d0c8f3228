/**
 * docs/product.md 8 on the client, in Chromium: a page chunk that fails to load is
 * tried again and the page opens; one that keeps failing shows the "page load timeout,
 * check network" catalogue text with a reload that works once the network is back; a
 * failed image is tried again up to 3 times (docs/product.md 8) before its fallback icon; the member
 * header's chunk that fails after a login is tried again once the browser is online.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, exact, t, waitForHydration } from './browser';
import { loginWithPassword, makeMember, waitLoggedIn } from './login-helpers';

const { visitor } = browserForFile();

const LOBBY_CHUNK = /\/assets\/lobby-[\w-]+\.js(\?.*)?$/;
const MEMBER_HEADER_CHUNK = /\/assets\/member-header-[\w-]+\.js(\?.*)?$/;

async function homeThenRng(page: import('playwright-core').Page) {
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: t('ty', 'layout.gameCategories') });
  await nav.getByRole('link', { name: exact(t('ty', 'category.RNG')) }).click();
  await page.waitForURL('**/rng');
}

describe('a page chunk that fails to load', () => {
  it('is tried again, and the page opens', async () => {
    const { page } = await visitor();
    let failures = 0;
    await page.route(LOBBY_CHUNK, (route) => {
      if (failures++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await homeThenRng(page);
    await page.getByRole('heading', { level: 1, name: t('ty', 'category.RNG') }).waitFor({ timeout: 20_000 });
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: t('ty', 'errors.timeout') })
        .count(),
    ).toBe(0);
  });

  it('keeps failing: the time-out text with a reload that works once the network is back', async () => {
    const { page } = await visitor();
    let failures = 0;
    await page.route(LOBBY_CHUNK, (route) => {
      failures++;
      return route.abort('internetdisconnected');
    });
    await homeThenRng(page);
    const alert = page.getByRole('alert').filter({ hasText: t('ty', 'errors.timeout') });
    await alert.waitFor({ timeout: 30_000 });
    expect(failures).toBeGreaterThanOrEqual(2);
    await page.unroute(LOBBY_CHUNK);
    await alert.getByRole('button', { name: t('ty', 'errors.retry') }).click();
    await page.getByRole('heading', { level: 1, name: t('ty', 'category.RNG') }).waitFor({ timeout: 20_000 });
  });
});

describe('a failed image', () => {
  it('is tried again 3 times, then shows the fallback icon', async () => {
    const { page } = await visitor();
    const attempts = new Map<string, number>();
    await page.route(
      (url) => /\.(png|jpe?g|webp|gif|svg)(\?.*)?$/i.test(url.pathname + url.search) && !url.pathname.startsWith('/assets/'),
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.delete('retry');
        attempts.set(url.href, (attempts.get(url.href) ?? 0) + 1);
        return route.fulfill({ status: 404, body: '' });
      },
    );
    await page.goto('/rng', { waitUntil: 'load' });
    await waitForHydration(page);
    const first = page.getByRole('main').getByRole('article').first().locator('img');
    await expect.poll(() => first.getAttribute('src'), { timeout: 20_000 }).toMatch(/^data:image\/svg\+xml/);
    const tried = [...attempts.values()];
    expect(tried.length).toBeGreaterThan(0);
    // the first load and 3 more, never more
    expect(Math.max(...tried)).toBe(4);
  });
});

describe("the member header's own chunk", () => {
  it('failing after a login leaves its place empty, no visitor buttons, and it comes once the browser is back online', async () => {
    const { page } = await visitor();
    const member = await makeMember();
    let failures = 0;
    await page.route(MEMBER_HEADER_CHUNK, (route) => {
      failures++;
      return route.abort('internetdisconnected');
    });
    await loginWithPassword(page, member.username, member.password);
    const header = page.getByRole('banner');
    // attached, and empty: it has no size of its own
    await header.locator('.header-account').waitFor({ state: 'attached' });
    // tried again (import-with-retry.ts) and given up: the frame holds the place, nothing else
    await expect.poll(() => failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(await header.getByTestId('balance').count()).toBe(0);
    expect(await header.getByRole('button', { name: t('ty', 'auth.login') }).count()).toBe(0);
    await page.unroute(MEMBER_HEADER_CHUNK);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitLoggedIn(page);
    expect(await header.getByText(member.username).count()).toBeGreaterThan(0);
  });
});
