/**
 * Accessibility as axe-core (the engine browsers' own audits use) sees it: every main page,
 * in the light theme on a desktop and the dark theme on a phone, and the login dialog, with
 * no WCAG 2.1 A/AA or best-practice violation: colour contrast (brand colours included),
 * names of controls and landmarks, heading order, keyboard-reachable scrolling regions.
 * axe runs through page.evaluate, which the page's CSP does not govern.
 */
import { NOT_AVAILABLE_FILE } from '@client/components/centre/centre-registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '@client/features/member-centre/registry';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, newVisitor, t, waitForHydration } from './browser';
import { makeMember, signIn } from './login-helpers';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const PAGES = [
  '/',
  '/rng',
  '/live',
  '/register',
  '/login',
  '/promotions',
  '/pointMall',
  '/help',
  '/helpmc',
  '/gamecenter',
  '/lottery',
  '/vnlottery',
  '/download',
];

interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations on the page (or inside one element), one readable line each. */
async function audit(page: Page, within = 'document'): Promise<string[]> {
  const result = (await page.evaluate(`${AXE};axe.run(${within}, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } })`)) as {
    violations: Violation[];
  };
  return result.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').split('\n')[1]?.trim()})`)
        .join('; ')}`,
  );
}

const browser = browserOfFile();

async function withPage(viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
  const visit = await newVisitor(browser, viewport);
  visit.page.setDefaultTimeout(60_000);
  try {
    await run(visit.page);
  } finally {
    await visit.context.close();
  }
}

/** Loaded, hydrated, and the banner and lists settled (axe reads colours as they are now). */
async function open(page: Page, path: string) {
  const answer = await page.goto(path, { waitUntil: 'load' });
  // a page that never hydrates names itself: its path, status and heading
  await waitForHydration(page).catch(async (error: Error) => {
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    throw new Error(`${path} (HTTP ${answer?.status()}, heading ${JSON.stringify(heading)}) did not hydrate: ${error.message}`);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * The tabs pattern as the HTML checker holds it (axe does not): every tab controls a tab panel
 * in the page, each tab list's one panel is labelled by its selected tab.
 */
async function tabProblems(page: Page, within = 'document'): Promise<string[]> {
  return page.evaluate(`(() => {
    const root = ${within};
    const problems = [];
    for (const list of root.querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
      if (selected.length !== 1) problems.push(list.getAttribute('aria-label') + ': ' + selected.length + ' selected tabs');
      for (const tab of tabs) {
        const panel = tab.getAttribute('aria-controls') && document.getElementById(tab.getAttribute('aria-controls'));
        if (!panel || panel.getAttribute('role') !== 'tabpanel') problems.push(tab.textContent + ' controls no tab panel');
        else if (tab === selected[0] && panel.getAttribute('aria-labelledby') !== tab.id) problems.push(tab.textContent + ' does not label its panel');
      }
    }
    return problems;
  })()`);
}

describe('accessibility (axe-core)', () => {
  it(
    'every main page in the light theme on a desktop',
    () =>
      withPage({ width: 1280, height: 800 }, async (page) => {
        const found: Record<string, string[]> = {};
        for (const path of PAGES) {
          await open(page, path);
          const violations = [...(await audit(page)), ...(await tabProblems(page))];
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      }),
    300_000,
  );

  it(
    'every main page in the dark theme on a phone',
    () =>
      withPage({ width: 390, height: 844 }, async (page) => {
        const found: Record<string, string[]> = {};
        for (const path of PAGES) {
          await open(page, path);
          // every start is light (docs/product.md 1): switch as the theme toggle does, after each load
          await page.evaluate("document.documentElement.dataset.theme = 'dark'");
          const violations = await audit(page);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      }),
    300_000,
  );

  it('the login dialog', () =>
    withPage({ width: 1280, height: 800 }, async (page) => {
      await open(page, '/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('ty', 'auth.login') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('ty', 'auth.login') });
      await dialog.getByRole('button', { name: t('ty', 'auth.login') }).waitFor();
      expect(await audit(page, "document.querySelector('dialog[open]')")).toEqual([]);
      expect(await tabProblems(page, "document.querySelector('dialog[open]')")).toEqual([]);
      // the panel holds the selected tab's form only: the other's fields are not rendered
      // (inside the dialog's own login/register panel)
      const panel = (tab: string) => dialog.getByRole('tabpanel', { name: t('ty', tab), exact: true });
      expect(await panel('login.tab.username').count()).toBe(1);
      expect(await panel('login.tab.sms').count()).toBe(0);
      expect(
        await panel('login.tab.username')
          .getByRole('textbox', { name: t('ty', 'register.field.username') })
          .count(),
      ).toBe(1);
      expect(await dialog.getByRole('textbox', { name: t('ty', 'register.field.mobileNum') }).count()).toBe(0);
      await dialog.getByRole('tab', { name: t('ty', 'login.tab.sms') }).click();
      await panel('login.tab.sms')
        .getByRole('textbox', { name: t('ty', 'register.field.mobileNum') })
        .waitFor();
      expect(await panel('login.tab.username').count()).toBe(0);
      expect(await dialog.getByRole('textbox', { name: t('ty', 'register.field.mobileNum') }).count()).toBe(1);
      expect(await dialog.getByRole('textbox', { name: t('ty', 'register.field.username') }).count()).toBe(0);
      expect(await tabProblems(page, "document.querySelector('dialog[open]')")).toEqual([]);
      expect(await audit(page, "document.querySelector('dialog[open]')")).toEqual([]);
    }));

  it("a member's header, avatar menu and member centre", () =>
    withPage({ width: 1280, height: 800 }, async (page) => {
      const member = await makeMember();
      await signIn(page, member.username, member.password, { url: '/' });
      await page.waitForLoadState('networkidle');
      expect(await audit(page), 'logged-in home').toEqual([]);
      await page.getByRole('button', { name: new RegExp(member.username) }).click();
      await page.getByRole('menuitem', { name: t('ty', 'auth.logout') }).waitFor();
      expect(await audit(page), 'avatar menu open').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('ty', 'header.deposit') }).click();
      const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
      await centre.getByRole('navigation').waitFor();
      expect(await audit(page, "document.querySelector('dialog[open]')"), 'member centre').toEqual([]);
    }));

  it(
    'every built member-centre page in the dark theme on a phone',
    () =>
      withPage({ width: 390, height: 844 }, async (page) => {
        const member = await makeMember();
        await signIn(page, member.username, member.password, { url: '/' });
        const built = [...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN].filter((p) => p.file !== NOT_AVAILABLE_FILE).map((p) => p.id);
        expect(built.length).toBeGreaterThan(8);
        const found: Record<string, string[]> = {};
        for (const id of built) {
          await open(page, `/?centre=member/${id}`);
          await page.evaluate("document.documentElement.dataset.theme = 'dark'");
          await page.locator('dialog[open]').waitFor();
          // the page's data has arrived: nothing is loading
          await expect.poll(() => page.locator('dialog[open] [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
          const violations = [
            ...(await audit(page, "document.querySelector('dialog[open]')")),
            ...(await tabProblems(page, "document.querySelector('dialog[open]')")),
          ];
          // the document names the open page (WCAG 2.4.2), the centre and the brand after it
          const title = `${t('ty', `centre.member.${id}`)} · ${t('ty', 'centre.member.title')} · Demo Club`;
          if ((await page.title()) !== title) violations.push(`titled "${await page.title()}", not "${title}"`);
          if (violations.length) found[id] = violations;
        }
        expect(found).toEqual({});
      }),
    300_000,
  );
});
