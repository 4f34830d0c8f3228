/**
 * The header as a visitor, a member and an agent see it, on a phone and a laptop: a visitor's
 * phone header has log in and register side by side on the logo's row (free play is the tab
 * bar's); a member's phone header stays one row at 320 px with a seven- or ten-digit balance;
 * the agent centre is offered to agents only (avatar menu and the phone's account sheet); home's
 * welcome popup shows to a visitor once and never to a logged-in member.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectCleanVisit,
  GATEWAY_URL,
  type Lang,
  PORTAL_URL,
  screenshot,
  t,
  untilIdle,
  untilPopupsSettled,
  waitForHydration,
} from './browser';
import { logIn, makeAccount } from './lobby-helpers';
import { OPERATOR_HEADERS } from '../setup/operator';

const { visitor } = browserForFile();
const tabBar = (page: Page, lang: Lang = 'ty') => page.getByRole('navigation', { name: t(lang, 'mobile.tabBar') });

async function inLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: PORTAL_URL }]);
}

/** A fresh DEMO member holding `opening` in its wallet. */
async function memberWith(opening: number, type = 0) {
  const account = { username: `hdr${Math.random().toString(36).slice(2, 9)}`, password: 'Start1234' };
  const res = await fetch(`${GATEWAY_URL}/__admin/members`, {
    method: 'POST',
    headers: OPERATOR_HEADERS,
    body: JSON.stringify({ merchantCode: 'DEMO', type, opening, ...account }),
  });
  if (res.status !== 200) throw new Error(`memberWith answered ${res.status}: ${await res.text()}`);
  return account;
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};
/** b's middle lies within a's height: the two stand on one row. */
const sameRow = (a: Box, b: Box) => b.y + b.height / 2 > a.y && b.y + b.height / 2 < a.y + a.height;

describe('the header', () => {
  it("a visitor's phone header: log in and register side by side on the logo's row, free play in the tab bar", async () => {
    const visit = await visitor({ width: 320, height: 640 });
    const { page } = visit;
    for (const lang of ['ty', 'en', 'th'] as const) {
      await inLanguage(page, lang);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
        await page.goto('/', { waitUntil: 'load' });
        await waitForHydration(page);
        const banner = page.getByRole('banner');
        const login = banner.getByRole('button', { name: t(lang, 'auth.login'), exact: true });
        const register = banner.getByRole('link', { name: t(lang, 'auth.register'), exact: true });
        expect(await login.isVisible(), `${lang} ${width}: log in`).toBe(true);
        expect(await register.isVisible(), `${lang} ${width}: register`).toBe(true);
        const logo = await box(page, '.header-logo');
        const loginBox = (await login.boundingBox())!;
        const registerBox = (await register.boundingBox())!;
        expect(sameRow(logo, loginBox) && sameRow(logo, registerBox), `${lang} ${width}: log in and register beside the logo`).toBe(true);
        expect(registerBox.x + registerBox.width, `${lang} ${width}: register inside the screen`).toBeLessThanOrEqual(width);
        // the labels are whole, not cut
        for (const item of [login, register]) expect(await item.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        // free play is one tap away on the first screen: the tab bar's (which React's inline script
        // reveals after the main content, batched to a frame: awaited, not read at once)
        await expect
          .poll(
            () =>
              tabBar(page, lang)
                .getByRole('button', { name: t(lang, 'mobile.tab.freePlay') })
                .isVisible(),
            { message: `${lang} ${width}: free play tab` },
          )
          .toBe(true);
        if (lang !== 'th') await screenshot(page, `header-visitor-${width}-${lang}.png`);
      }
    }
    // register is one tap: the registration page
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('th', 'auth.register'), exact: true })
      .click();
    await page.waitForURL('**/register');
    // whose country code starts on the brand's own country (Demo Club: Vietnam), not on the
    // visitor's (wrangler dev's placeholder country is the US, +1)
    await expect.poll(() => page.getByRole('combobox', { name: t('th', 'register.countryCode') }).textContent(), { timeout: 15_000 }).toMatch(/\+84\b/);
    // and free play from the tab bar logs a trial account in
    await inLanguage(page, 'ty');
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    await tabBar(page)
      .getByRole('button', { name: t('ty', 'mobile.tab.freePlay') })
      .click();
    await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
    await expectCleanVisit(visit);
  }, 180_000);

  it('a wide screen keeps log in, register and free play in the header', async () => {
    const visit = await visitor({ width: 1366, height: 900 });
    const { page } = visit;
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('button', { name: t('ty', 'auth.login'), exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: t('ty', 'auth.register'), exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: t('ty', 'auth.demo'), exact: true }).isVisible()).toBe(true);
    await expectCleanVisit(visit);
  });

  it("a member's phone header stays one row at 320 px with a seven- and a ten-digit balance (the most the gateway allows)", async () => {
    for (const opening of [2_000_000, 1_000_000_000]) {
      const visit = await visitor({ width: 390, height: 844 });
      const { page } = visit;
      await page.goto('/', { waitUntil: 'load' });
      await logIn(page, await memberWith(opening));
      // in Vietnamese, whose grouping (1.000.000) the balance is read in
      await inLanguage(page, 'vi');
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
      for (const width of [320, 360, 390]) {
        await page.setViewportSize({ width, height: 700 });
        // the page has the new width and has done what it does on a resize (the category row's fit, a re-render)
        await page.waitForFunction((w) => innerWidth === w, width);
        await untilIdle(page);
        const balance = page.getByTestId('balance');
        expect(await balance.textContent()).toMatch(opening >= 1e9 ? /1\.000\.000\.000/ : /2\.000\.000/);
        const logo = await box(page, '.header-logo');
        const money = (await balance.boundingBox())!;
        expect(sameRow(logo, money), `${opening} at ${width}: the balance beside the logo`).toBe(true);
        expect(money.x + money.width, `${opening} at ${width}: the balance inside the screen`).toBeLessThanOrEqual(width);
        expect(await balance.evaluate((e) => e.scrollWidth <= e.clientWidth), `${opening} at ${width}: the balance whole`).toBe(true);
        // deposit, where the row has room for it, beside them too
        const deposit = page.getByRole('banner').getByRole('button', { name: t('vi', 'header.deposit'), exact: true });
        if (await deposit.isVisible()) expect(sameRow(logo, (await deposit.boundingBox())!), `${opening} at ${width}: deposit beside the logo`).toBe(true);
        // one row of actions, then the category row: it starts right below the logo's row
        // (about 58 px down; a second row of actions would put it 48 px lower)
        const header = await box(page, 'header.header');
        const nav = await box(page, 'header.header .header-nav');
        expect(nav.y - header.y, `${opening} at ${width}: the categories' row starts at`).toBeLessThan(80);
        if (opening < 1e9) await screenshot(page, `header-member-${width}-vi.png`);
      }
      await expectCleanVisit(visit);
    }
  }, 120_000);

  it('the agent centre is offered to agents only: avatar menu and the phone account sheet', async () => {
    for (const [type, agent] of [
      [0, false],
      [1, true],
    ] as const) {
      const account = await makeAccount(type);
      const visit = await visitor({ width: 1366, height: 900 });
      const { page } = visit;
      await page.goto('/', { waitUntil: 'load' });
      await logIn(page, account);
      await page.getByRole('button', { name: account.username, exact: true }).click();
      await page.getByRole('menuitem', { name: t('ty', 'auth.logout') }).waitFor();
      expect(await page.getByRole('menuitem', { name: t('ty', 'centre.agent.title') }).count(), `type ${type}: avatar menu`).toBe(agent ? 1 : 0);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await tabBar(page)
        .getByRole('button', { name: t('ty', 'mobile.tab.account') })
        .click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: t('ty', 'auth.logout') }).waitFor();
      const entry = sheet.getByRole('button', { name: t('ty', 'centre.agent.title') });
      expect(await entry.count(), `type ${type}: account sheet`).toBe(agent ? 1 : 0);
      if (agent) {
        await entry.click();
        await page
          .getByRole('dialog', { name: t('ty', 'centre.agent.title') })
          .getByRole('heading', { name: t('ty', 'centre.agent.agentTeamOverview') })
          .waitFor();
      }
      await expectCleanVisit(visit);
    }
  });

  it("home's welcome popup: once for a visitor, never for a logged-in member", async () => {
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    const notice = page.getByTestId('popup-notice');
    await notice.waitFor({ timeout: 20_000 });
    await notice.getByRole('button', { name: t('ty', 'common.close') }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await untilPopupsSettled(page);
    expect(await notice.count(), 'a visitor sees it once').toBe(0);
    await expectCleanVisit(visit);

    // a member on a browser that never saw it, with the popup on screen before logging in
    const member = await visitor({ width: 390, height: 844 });
    await member.page.goto('/', { waitUntil: 'load' });
    await waitForHydration(member.page);
    const memberNotice = member.page.getByTestId('popup-notice');
    await memberNotice.waitFor({ timeout: 20_000 });
    await logIn(member.page, await makeAccount());
    expect(await memberNotice.count(), 'gone once logged in').toBe(0);
    await member.page.reload({ waitUntil: 'load' });
    await waitForHydration(member.page);
    // a member's home never loads the notices (client/features/content/components/popup-notices.tsx)
    await untilIdle(member.page);
    expect(await memberNotice.count(), 'not on a member page').toBe(0);
    await expectCleanVisit(member);
  });
});
