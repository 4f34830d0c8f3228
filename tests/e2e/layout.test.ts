/**
 * The layout as a player sees it at 320, 390 and 768 px wide and at 1366 px, light and dark,
 * logged out and logged in: no two of a floating service button, a game card, a
 * header action, a tab-bar item or the popup notice's close button overlap (at each scroll
 * stop of the page); no header link or button is clipped; the popup notice covers no header
 * action, tab, floating button or the page's first action; on phones the header's actions sit
 * in one row; the first game card of /rng lies on the first screen. Screenshots of each width
 * go to .tmp/screens/layout-*.png for review.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, screenshot, waitForHydration } from './browser';
import {
  clippedHeaderItems,
  currentEntryInSight,
  dialogClose,
  dialogCovered,
  firstCard,
  offRowHeaderItems,
  overlaps,
  popupCovers,
  scrollStops,
  tappableBoxes,
} from './layout-helpers';
import { makeAccount, openLoggedIn } from './lobby-helpers';

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
];
const THEMES = ['light', 'dark'] as const;
/** Below this width the phone layout applies (bottom tab bar, one-row header). */
const PHONE_MAX = 899;

const { visitor } = browserForFile();

async function open(page: Page, url: string, theme: string) {
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  // settles the page's calls; a call still running after 10 s does not stop the measuring
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate<void, string>((t) => {
    (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } }).document.documentElement.dataset.theme = t;
  }, theme);
  // lists drawn after hydration (popular games, lobby cards)
  await page.locator('main article').first().waitFor({ timeout: 30_000 });
}

/** Every problem of the page at each scroll stop: overlaps and clipped header items (each told once, with its first stop). */
async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const add = (y: number, problem: string) => {
    // one line per pair of kinds and first label: the same button over the next card is the same problem
    const key = problem.replace(/ at \d+,\d+$/, '').replace(/card "[^"]*"/g, 'card');
    if (!seen.has(key)) problems.push(`${where} @${y}: ${problem}`);
    seen.add(key);
  };
  for (const y of await scrollStops(page)) {
    await page.evaluate<void, number>((top) => (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, top), y);
    // two frames: the scroll has been laid out and painted (sticky and fixed parts in place)
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    for (const p of overlaps(await tappableBoxes(page))) add(y, p);
    for (const p of await clippedHeaderItems(page)) add(y, `header ${p}`);
  }
  await page.evaluate('scrollTo(0, 0)');
  return problems;
}

async function checkPages(page: Page, theme: string, who: 'guest' | 'member') {
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const tag = `${who}-${viewport.width}-${theme}`;

    await open(page, '/', theme);
    // the popup notice of home appears after hydration (once per browser: guests only see it)
    if (who === 'guest') await page.getByTestId('popup-notice').waitFor({ timeout: 10_000 });
    await screenshot(page, `layout-home-${tag}.png`);
    if (viewport.width <= PHONE_MAX) for (const p of await offRowHeaderItems(page)) problems.push(`home ${tag}: header action "${p}" is off the logo's row`);
    for (const p of await popupCovers(page)) problems.push(`home ${tag}: the popup notice covers "${p}"`);
    problems.push(...(await layoutProblems(page, `home ${tag}`)));

    await open(page, '/rng', theme);
    await screenshot(page, `layout-rng-${tag}.png`);
    const card = await firstCard(page);
    expect(card, `rng ${tag}: a game card`).not.toBeNull();
    if (viewport.width >= 390 && card!.bottom > card!.limit)
      problems.push(`rng ${tag}: the first game card ends at ${card!.bottom}, below the first screen (${card!.limit})`);
    problems.push(...(await layoutProblems(page, `rng ${tag}`)));
  }
  return problems;
}

/** Centre pages with long content or a far menu entry: the deposit form, withdraw, the account record, rebate (the menu's last). */
const CENTRE_PAGES = ['depositv2', 'withdraw', 'transactionHistory', 'manualRebate'];

/**
 * Every problem of the member centre on a phone or tablet: at each scroll stop of the dialog,
 * the tab bar or the service button over its box or over a line of its content, and the title's
 * close button moved or hidden; after a reload on the page, its menu entry out of sight.
 */
async function centreProblems(page: Page, tag: string): Promise<string[]> {
  const problems: string[] = [];
  for (const id of CENTRE_PAGES) {
    await page.goto(`/?centre=member/${id}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await dialog.locator('#centre-page-title').waitFor();
    await dialog.locator('.centre-page :is(form, table, p, ul)').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    const where = `centre ${id} ${tag}`;
    const entry = await currentEntryInSight(page);
    if (entry) problems.push(`${where}: after a reload the menu entry ${entry}`);
    const start = await dialogClose(page);
    if (!start) {
      problems.push(`${where}: no close button`);
      continue;
    }
    const { scrollHeight, clientHeight } = await dialog.evaluate((d) => ({ scrollHeight: d.scrollHeight, clientHeight: d.clientHeight }));
    const stops = [...new Set([0, ...Array.from({ length: 6 }, (_, i) => Math.round((i + 1) * clientHeight * 0.5)), scrollHeight - clientHeight])].filter(
      (y) => y >= 0 && y <= Math.max(0, scrollHeight - clientHeight),
    );
    for (const y of stops) {
      await dialog.evaluate((d, top) => d.scrollTo(0, top), y);
      await page.waitForTimeout(60);
      for (const p of await dialogCovered(page)) problems.push(`${where} @${y}: ${p}`);
      const close = await dialogClose(page);
      if (!close?.onTop || Math.abs(close.y - start.y) > 1 || Math.abs(close.x - start.x) > 1)
        problems.push(`${where} @${y}: the close button moved or is hidden (${JSON.stringify(close)} from ${JSON.stringify(start)})`);
    }
    if (id === 'depositv2') await screenshot(page, `layout-centre-${id}-${tag}.png`);
  }
  return [...new Set(problems)];
}

describe('layout at phone, tablet and laptop widths', () => {
  it('a centre dialog on phones and tablets: clear of the tab bar and service button, its title and close button put, the open entry in sight', async () => {
    const visit = await visitor(VIEWPORTS[1]);
    visit.page.setDefaultTimeout(60_000);
    await openLoggedIn(visit.page, await makeAccount());
    const problems: string[] = [];
    for (const viewport of VIEWPORTS.filter((v) => v.width <= PHONE_MAX)) {
      await visit.page.setViewportSize(viewport);
      problems.push(...(await centreProblems(visit.page, String(viewport.width))));
    }
    expect(problems).toEqual([]);
    await expectCleanVisit(visit);
  }, 240_000);

  for (const theme of THEMES) {
    it(`a guest's home and /rng (${theme})`, async () => {
      const visit = await visitor(VIEWPORTS[0]);
      visit.page.setDefaultTimeout(60_000);
      expect(await checkPages(visit.page, theme, 'guest')).toEqual([]);
      await expectCleanVisit(visit);
    }, 240_000);

    it(`a member's home and /rng (${theme})`, async () => {
      const visit = await visitor(VIEWPORTS[3]);
      visit.page.setDefaultTimeout(60_000);
      await openLoggedIn(visit.page, await makeAccount());
      expect(await checkPages(visit.page, theme, 'member')).toEqual([]);
      await expectCleanVisit(visit);
    }, 240_000);
  }
});
