/** Every lobby opened directly shows game cards; an unknown route shows the not-found page. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, hydrationProblems, launchBrowser, newVisitor, t, waitForHydration, type Visit } from './browser';

const LOBBIES = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/inhouse': 'INHOUSE',
  '/elott': 'ELOTT',
};

let browser: Browser;
let visit: Visit;
beforeAll(async () => {
  browser = await launchBrowser();
  visit = await newVisitor(browser);
});
afterAll(async () => {
  await visit?.context.close();
  await browser?.close();
});

describe('lobbies', () => {
  it.each(Object.entries(LOBBIES))('%s shows its heading and game cards after hydration', async (route, category) => {
    const { page } = visit;
    const res = await page.goto(route, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1, name: t('ty', `category.${category}`) }).count()).toBe(1);
    await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(0);
    // every card has a name
    const names = await main.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
    expect(visit.pageErrors).toEqual([]);
    expect(await cspViolations(visit)).toEqual([]);
  });
});

describe('not found', () => {
  it('an unknown route shows the not-found heading and a way home', async () => {
    const { page } = visit;
    const res = await page.goto('/no-such-page', { waitUntil: 'load' });
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1, name: t('ty', 'notFound.title') }).count()).toBe(1);
    const home = page.getByRole('main').getByRole('link', { name: t('ty', 'notFound.home') });
    expect(await home.count()).toBe(1);
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: t('ty', 'notFound.title') }).count()).toBe(0);
    expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
    expect(visit.pageErrors).toEqual([]);
  });
});
