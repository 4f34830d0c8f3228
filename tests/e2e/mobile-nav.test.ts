/**
 * The phone's navigation as a player uses it, at 390x844: the tab bar's games
 * tab opens the side menu, its login tab the login dialog, its account tab a sheet with the
 * avatar menu's entries; the floating service button opens the list of service entries; the
 * lobby's "filters" button opens the other filters in a sheet where a choice applies; the
 * header's "more" menu holds the categories that do not fit; pulling the page down from its
 * top fetches the balance again, also when the pull began on content the page then replaced.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, holdRequests, screenshot, t, untilIdle, waitForHydration } from './browser';
import { filtersReady, logIn, makeAccount, openLoggedIn } from './lobby-helpers';
import { openLogin, submitLogin } from './login-helpers';

const PHONE = { width: 390, height: 844 };

/** One finger on the phone's screen at x 195 (Chrome's touch events), and how many balance calls the page has made since. */
async function finger(page: Page) {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/v2/wallets/balance')) calls += 1;
  });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
  return { touch, balanceCalls: () => calls };
}
/**
 * Waits until the pull gesture listens: its code is a chunk of its own, imported once a member's
 * page has mounted (client/layout/pull-to-refresh.tsx), and a touch before it is not a pull.
 */
async function pullReady(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/pull-gesture-[\w-]+\.js$/.test(e.name)), undefined, {
    polling: 50,
  });
  await untilIdle(page);
}
const { visitor } = browserForFile();
const tabBar = (page: Page) => page.getByRole('navigation', { name: t('ty', 'mobile.tabBar') });

describe('phone navigation', () => {
  it('a guest: games tab opens the side menu, login tab the login dialog, the service button its list', async () => {
    const visit = await visitor(PHONE);
    const { page } = visit;
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    const games = tabBar(page).getByRole('button', { name: t('ty', 'mobile.tab.games') });
    await games.click();
    // the tab bar hydrates in its own boundary (client/lib/deferred-section.tsx): a tap that
    // reaches it first is replayed once it has, so the menu opens a moment after the click
    await expect.poll(() => games.getAttribute('aria-expanded')).toBe('true');
    const sideMenu = page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
    // a category of the side menu opens to its vendors and 'all'
    const group = sideMenu.getByRole('listitem').filter({ has: page.getByText(t('ty', 'category.RNG'), { exact: true }) });
    await group.getByText(t('ty', 'category.RNG'), { exact: true }).click();
    await group.getByRole('link', { name: t('ty', 'layout.all'), exact: true }).click();
    await page.waitForURL('**/rng');
    await expect.poll(() => games.getAttribute('aria-expanded')).toBe('false');

    await tabBar(page)
      .getByRole('button', { name: t('ty', 'mobile.tab.login') })
      .click();
    const login = page.getByRole('dialog', { name: t('ty', 'auth.login') });
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });

    const service = page.getByRole('complementary', { name: t('ty', 'service.title') });
    await service.getByRole('button', { name: t('ty', 'service.title') }).click();
    const list = page.getByRole('dialog', { name: t('ty', 'service.title') });
    await list.getByRole('button', { name: t('ty', 'service.type.telegram') }).waitFor();
    await screenshot(page, 'mobile-service-list-390.png');
    expect(await list.getByRole('button', { name: t('ty', 'service.scrollTop') }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await expectCleanVisit(visit);
  });

  it("the lobby's filters button opens the other filters in a sheet, where a choice applies", async () => {
    const visit = await visitor(PHONE);
    const { page } = visit;
    await page.goto('/rng', { waitUntil: 'load' });
    const filters = await filtersReady(page);
    const type = filters.getByLabel(t('ty', 'lobby.classify'));
    expect(await type.isVisible()).toBe(false);
    await filters.getByRole('button', { name: t('ty', 'mobile.filters') }).click();
    const sheet = filters.getByRole('dialog', { name: t('ty', 'mobile.filtersTitle') });
    await sheet.waitFor();
    await screenshot(page, 'mobile-filters-sheet-390.png');
    await sheet.getByLabel(t('ty', 'lobby.classify')).selectOption({ label: t('ty', 'lobby.classify.table') });
    await page.waitForURL((url) => url.searchParams.get('classify') === 'table');
    await sheet.getByRole('button', { name: t('ty', 'mobile.showGames') }).click();
    await sheet.waitFor({ state: 'detached' });
    // the button counts the filters chosen in the sheet
    await expect.poll(() => filters.getByRole('button', { name: new RegExp(`^${t('ty', 'mobile.filters')}\\s*1$`) }).count()).toBe(1);
    await expectCleanVisit(visit);
  });

  it("a member: the account tab's sheet, the header's more menu and pull-to-refresh of the balance", async () => {
    const context = await visitor({ ...PHONE });
    const { page } = context;
    await page.goto('/', { waitUntil: 'load' });
    // the header's login button is the phone's one primary action
    await logIn(page, await makeAccount());
    await tabBar(page)
      .getByRole('button', { name: t('ty', 'mobile.tab.account') })
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: t('ty', 'auth.logout') }).waitFor();
    await screenshot(page, 'mobile-account-sheet-390.png');
    expect(await sheet.getByRole('button', { name: t('ty', 'header.withdraw') }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // categories that do not fit the phone's row are in the "more" menu, and open their lobby
    const nav = page.getByRole('navigation', { name: t('ty', 'layout.gameCategories') });
    await nav.getByRole('button', { name: t('ty', 'mobile.more') }).click();
    await nav.getByRole('link', { name: t('ty', 'category.INHOUSE'), exact: true }).click();
    await page.waitForURL('**/inhouse');

    // a pull from the top of the page fetches the balance again
    const { touch, balanceCalls } = await finger(page);
    await pullReady(page);
    await page.evaluate('scrollTo(0, 0)');
    await touch('touchStart', 200);
    for (const y of [240, 280, 320]) await touch('touchMove', y);
    await page
      .getByRole('status')
      .filter({ hasText: t('ty', 'mobile.pullToRefresh') })
      .waitFor();
    await touch('touchEnd', 320);
    await expect.poll(balanceCalls, { timeout: 10_000 }).toBeGreaterThan(0);
    await expectCleanVisit(context);
  });

  it('a pull begun on content the page then replaces (a page change under the finger) still refreshes the balance', async () => {
    const visit = await visitor(PHONE);
    const { page } = visit;
    await openLoggedIn(page, await makeAccount());
    // the element first touched: the browser sends the rest of the touch to it, wherever it is by then
    await page.evaluate(() => {
      addEventListener('touchstart', (e) => Object.assign(globalThis, { __touched: e.target }), { passive: true, capture: true });
    });
    const { touch, balanceCalls } = await finger(page);
    await pullReady(page);
    // the finger lands on home's content, then the page changes to another lobby under it
    const main = (await page.locator('#main').boundingBox())!;
    const y = Math.round(main.y + 40);
    await touch('touchStart', y);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.header-nav a[href="/inhouse"]')!.click());
    await page.waitForURL('**/inhouse');
    await page.waitForFunction(() => (globalThis as unknown as { __touched?: Node }).__touched?.isConnected === false);
    for (const step of [40, 80, 120]) await touch('touchMove', y + step);
    await page
      .getByRole('status')
      .filter({ hasText: t('ty', 'mobile.pullToRefresh') })
      .waitFor();
    await touch('touchEnd', y + 120);
    await expect.poll(balanceCalls, { timeout: 10_000 }).toBeGreaterThan(0);
    await expectCleanVisit(visit);
  });

  it('a centre opened from the account sheet just after a login, before the member chunk has come, opens once it comes (the URL names it)', async () => {
    const visit = await visitor(PHONE);
    const { page } = visit;
    // the member chunk (the header's member parts and the centres' frame) is held back until released
    const memberChunk = await holdRequests(page, /\/assets\/member-header-[\w-]+\.js$/);
    const account = await makeAccount();
    await openLogin(page);
    await submitLogin(page, account.username, account.password);
    await page.waitForURL((u) => u.pathname === '/', { waitUntil: 'commit' });
    await tabBar(page)
      .getByRole('button', { name: t('ty', 'mobile.tab.account') })
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: t('ty', 'header.withdraw') }).click();
    await sheet.waitFor({ state: 'detached' });
    // the member chunk has not come: no balance and no centre yet
    expect(memberChunk.asked()).toBe(true);
    expect(await page.getByTestId('balance').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: t('ty', 'centre.member.title') }).count()).toBe(0);
    memberChunk.release();
    await page.getByRole('dialog', { name: t('ty', 'centre.member.title') }).waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('centre')).toContain('withdraw');
    await expectCleanVisit(visit);
  });
});
