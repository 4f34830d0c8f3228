/** The language picker in the side menu switches to English, and the choice survives a reload. */
import { describe, expect, it } from 'vitest';
import { browserOfFile, cspViolations, exact, holdRequests, hydrationProblems, newVisitor, t, waitForHydration } from './browser';

const browser = browserOfFile();

describe('language', () => {
  it('switches TY → English with the labelled select, and stays English after a reload', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('vi');
      const sideMenu = page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
      const picker = sideMenu.getByLabel(t('ty', 'layout.language'), { exact: true });
      expect(await picker.count()).toBe(1);
      expect(await picker.inputValue()).toBe('ty');
      await picker.selectOption('en');

      // the page changes language in place (no reload)
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      const enMenu = page.getByRole('complementary', { name: t('en', 'layout.sideMenu') });
      await expect.poll(() => enMenu.getByLabel(t('en', 'layout.language'), { exact: true }).count()).toBe(1);
      await expect.poll(() => enMenu.getByRole('link', { name: exact(t('en', 'layout.home')) }).count()).toBe(1);
      await expect.poll(() => page.getByRole('heading', { name: t('en', 'footer.responsibleTitle') }).count()).toBe(1);
      if (t('ty', 'layout.home') !== t('en', 'layout.home')) {
        expect(await enMenu.getByRole('link', { name: exact(t('ty', 'layout.home')) }).count()).toBe(0);
      }
      const cookies = await visit.context.cookies();
      expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');

      // the server renders the next page in English
      const res = await page.reload({ waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      const picker2 = page.getByRole('complementary', { name: t('en', 'layout.sideMenu') }).getByLabel(t('en', 'layout.language'), { exact: true });
      expect(await picker2.inputValue()).toBe('en');
      expect(await page.getByRole('heading', { name: t('en', 'footer.responsibleTitle') }).count()).toBe(1);
      expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
      expect(await cspViolations(visit)).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('a language picked before the side menu has hydrated still switches the page', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      // the side menu's chunk held back: it hydrates in its own boundary once the page is idle
      const { release } = await holdRequests(page, /\/assets\/side-menu-[\w-]+\.js$/);
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      const picker = page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') }).getByLabel(t('ty', 'layout.language'), { exact: true });
      // a choice with no click on the select, as a phone's picker or the keyboard makes it
      await picker.selectOption('en');
      release();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await expect
        .poll(() =>
          page
            .getByRole('complementary', { name: t('en', 'layout.sideMenu') })
            .getByLabel(t('en', 'layout.language'), { exact: true })
            .inputValue(),
        )
        .toBe('en');
      expect((await visit.context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});
