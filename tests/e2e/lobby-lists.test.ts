/**
 * Lobby lists as a player meets them (docs/product.md 2.1, 3, 4, 9): each lobby's list, the hot
 * filter, a name search, page 2 and a reload that shows the same server-rendered list,
 * favourites for a member (kept after a reload, removed again), the real-account warning
 * for a trial account, popular games on home, and clean hydration throughout.
 */
import { describe, expect, it } from 'vitest';
import { browserOfFile, expectCleanVisit, newVisitor, PORTAL_URL, t, type Visit, waitForHydration } from './browser';
import { cardNames, favouritesLane, filtersReady, gameList, makeAccount, openLoggedIn } from './lobby-helpers';

const LOBBIES = ['/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/inhouse', '/elott'];

const browser = browserOfFile();

async function withVisitor(run: (visit: Visit) => Promise<void>, viewport?: { width: number; height: number }) {
  const visit = await newVisitor(browser, viewport);
  // the test machine's two cores are shared: give slow answers room rather than fail on time
  visit.page.setDefaultTimeout(60_000);
  try {
    await run(visit);
  } finally {
    await visit.context.close();
  }
}

describe('lobby lists', () => {
  it(
    'every lobby renders its list and filters on the server and hydrates cleanly',
    () =>
      withVisitor(async (visit) => {
        const { page } = visit;
        for (const route of LOBBIES) {
          const html = await (await page.request.get(route)).text();
          expect(html, route).toContain(t('ty', 'lobby.allGames'));
          await page.goto(route, { waitUntil: 'load' });
          await waitForHydration(page);
          expect(await page.getByRole('search', { name: t('ty', 'lobby.filters') }).count(), route).toBe(1);
          const names = await cardNames(page);
          expect(names.length, route).toBeGreaterThan(0);
          expect(html, route).toContain(names[0]!);
        }
        await expectCleanVisit(visit);
      }),
    300_000,
  );

  it('names game types in the page language, and filters by one', () =>
    withVisitor(async (visit) => {
      const { page } = visit;
      await page.goto('/rng', { waitUntil: 'load' });
      const filters = await filtersReady(page);
      const select = filters.getByLabel(t('ty', 'lobby.classify'));
      const labels = (await select.locator('option').allTextContents()).slice(1);
      expect(labels).toContain(t('ty', 'lobby.classify.slot'));
      expect(labels).not.toContain('slot');
      await select.selectOption({ label: t('ty', 'lobby.classify.table') });
      await page.waitForURL((url) => url.searchParams.get('classify') === 'table');
      await expectCleanVisit(visit);
    }));

  it('filters hot games and searches a name through the URL', () =>
    withVisitor(async (visit) => {
      const { page } = visit;
      await page.goto('/rng', { waitUntil: 'load' });
      const filters = await filtersReady(page);
      await filters.getByLabel(t('ty', 'lobby.hotOnly')).check();
      await page.waitForURL((url) => url.searchParams.get('hot') === '1');
      await expect.poll(() => gameList(page).getByRole('heading', { level: 2 }).textContent()).toContain(t('ty', 'lobby.hotGames'));
      const cards = gameList(page).getByRole('article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      // every card of the hot list carries the hot badge
      expect(await gameList(page).getByText(t('ty', 'games.hot'), { exact: true }).count()).toBe(count);

      await filters.getByLabel(t('ty', 'lobby.hotOnly')).uncheck();
      await page.waitForURL((url) => !url.searchParams.has('hot'));
      const search = page.getByRole('search', { name: t('ty', 'lobby.filters') }).getByLabel(t('ty', 'lobby.search'));
      await search.fill('tIgEr');
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'tIgEr');
      await expect.poll(async () => (await cardNames(page)).every((n) => /tiger/i.test(n))).toBe(true);
      const found = await cardNames(page);
      expect(found.length).toBeGreaterThan(0);
      // the search box keeps what was typed after the navigation
      expect(await page.getByRole('search').getByLabel(t('ty', 'lobby.search')).inputValue()).toBe('tIgEr');

      await page.getByRole('search').getByLabel(t('ty', 'lobby.search')).fill('zzzz-no-such-game');
      await page
        .getByRole('search')
        .getByRole('button', { name: t('ty', 'lobby.searchButton') })
        .click();
      await gameList(page).getByText(t('ty', 'lobby.noResults')).waitFor();
      await expectCleanVisit(visit);
    }));

  it('goes to page 2 by its link, and a reload shows the same list from the server', () =>
    withVisitor(async (visit) => {
      const { page } = visit;
      await page.goto('/rng', { waitUntil: 'load' });
      await filtersReady(page);
      const first = await cardNames(page);
      expect(first).toHaveLength(42);
      const pages = page.getByRole('navigation', { name: t('ty', 'lobby.pagination') });
      expect(await pages.getByRole('link', { name: t('ty', 'lobby.page').replace('{{page}}', '1') }).getAttribute('aria-current')).toBe('page');
      await pages.getByRole('link', { name: t('ty', 'lobby.page').replace('{{page}}', '2') }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(async () => (await cardNames(page))[0], { timeout: 15_000 }).not.toBe(first[0]);
      const second = await cardNames(page);
      expect(second).toHaveLength(42);
      expect(second.filter((n) => first.includes(n) && !/\d$/.test(n)).length).toBeLessThan(42);
      expect(await pages.getByRole('link', { name: t('ty', 'lobby.page').replace('{{page}}', '2') }).getAttribute('aria-current')).toBe('page');

      const html = await (await page.request.get(`${PORTAL_URL}/rng?page=2`)).text();
      for (const name of second.slice(0, 5)) expect(html).toContain(name);
      await page.reload({ waitUntil: 'load' });
      await filtersReady(page);
      expect(await cardNames(page)).toEqual(second);

      await pages.getByRole('link', { name: t('ty', 'lobby.previous') }).click();
      await page.waitForURL((url) => !url.searchParams.has('page'));
      await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(first);
      await expectCleanVisit(visit);
    }));

  it('a visitor who taps the star is asked to log in', () =>
    withVisitor(async (visit) => {
      const { page } = visit;
      await page.goto('/rng', { waitUntil: 'load' });
      await filtersReady(page);
      const [name] = await cardNames(page);
      await gameList(page)
        .getByRole('button', { name: t('ty', 'lobby.favourite').replace('{{name}}', name!) })
        .first()
        .click();
      await page.getByRole('dialog', { name: t('ty', 'auth.login') }).waitFor();
      await expectCleanVisit(visit);
    }));
});

describe('favourites', () => {
  it('a member favourites a game, still sees it after a reload, and unfavourites it', () =>
    withVisitor(async (visit) => {
      const { page } = visit;
      await openLoggedIn(page, await makeAccount(), '/rng');
      await filtersReady(page);
      const lane = favouritesLane(page);
      await lane.getByText(t('ty', 'lobby.noFavourites')).waitFor();
      const [, name] = await cardNames(page);
      const star = (scope: typeof lane) => scope.getByRole('button', { name: t('ty', 'lobby.favourite').replace('{{name}}', name!) }).first();
      await star(gameList(page)).click();
      await expect.poll(() => star(gameList(page)).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => lane.getByRole('heading', { level: 3, name: name! }).count()).toBe(1);

      await page.reload({ waitUntil: 'load' });
      await filtersReady(page);
      await expect.poll(() => lane.getByRole('heading', { level: 3, name: name! }).count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => star(gameList(page)).getAttribute('aria-pressed')).toBe('true');

      // unfavourite from the favourites lane itself
      await star(lane).click();
      await lane.getByText(t('ty', 'lobby.noFavourites')).waitFor();
      await expect.poll(() => star(gameList(page)).getAttribute('aria-pressed')).toBe('false');
      await page.reload({ waitUntil: 'load' });
      await filtersReady(page);
      await lane.getByText(t('ty', 'lobby.noFavourites')).waitFor({ timeout: 10_000 });
      await expectCleanVisit(visit);
    }));

  it('a trial account gets the real-account warning and no favourites lane', () =>
    withVisitor(async (visit) => {
      const { page } = visit;
      await openLoggedIn(page, await makeAccount(4), '/rng');
      await filtersReady(page);
      expect(await favouritesLane(page).count()).toBe(0);
      const [name] = await cardNames(page);
      await gameList(page)
        .getByRole('button', { name: t('ty', 'lobby.favourite').replace('{{name}}', name!) })
        .first()
        .click();
      await page.getByRole('dialog').getByText(t('ty', 'auth.inNeedTrueAccount')).waitFor();
      expect(await gameList(page).getByRole('button', { pressed: true }).count()).toBe(0);
      await expectCleanVisit(visit);
    }));
});

describe('home', () => {
  it('shows 20 popular games rendered on the server', () =>
    withVisitor(
      async (visit) => {
        const { page } = visit;
        const html = await (await page.request.get('/')).text();
        expect(html).toContain(t('ty', 'lobby.popular'));
        await page.goto('/', { waitUntil: 'load' });
        await waitForHydration(page);
        const popular = page.getByRole('main').getByRole('region', { name: t('ty', 'lobby.popular') });
        expect(await popular.getByRole('article').count()).toBe(20);
        const names = await popular.getByRole('heading', { level: 3 }).allTextContents();
        for (const name of names.slice(0, 3)) expect(html).toContain(name);
        await expectCleanVisit(visit);
      },
      { width: 390, height: 844 },
    ));
});
