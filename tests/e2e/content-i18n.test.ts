/**
 * Operator content follows the page's language: in TY (the brand default) home shows the
 * Vietnamese notices and /promotions the Vietnamese titles, rendered by the server; the
 * language picker switches the same content to English in place, and the server renders
 * English after a reload. No hydration warning, console error or CSP violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, expectCleanVisit, type Lang, newVisitor, t, waitForHydration } from './browser';

const browser = browserOfFile();

const NOTICE = {
  ty: 'Chào mừng đến với Demo Club! Thành viên mới nhận thưởng 1000VND.',
  en: 'Welcome to Demo Club! New members get a 1000VND bonus.',
};
const POPUP = { ty: 'Demo Club chào mừng bạn', en: 'Demo Club welcome' };
/** Promotions 1 and 2 of DEMO. */
const TITLES = { ty: ['Thưởng chào mừng', 'Tăng thưởng cược xiên'], en: ['Welcome Bonus', 'Parlay Boost'] };

const sideMenu = (page: Page, lang: Lang = 'ty') => page.getByRole('complementary', { name: t(lang, 'layout.sideMenu') });
const noticeBar = (page: Page, lang: Lang) => page.getByRole('region', { name: t(lang, 'home.notices') });
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });

describe('operator content in the page language', () => {
  it('TY shows the Vietnamese notice and promotion titles; the picker switches them to English', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      // TY: the server already renders the Vietnamese notice and popup
      const res = await page.goto('/', { waitUntil: 'load' });
      const html = await res!.text();
      expect(html).toContain(NOTICE.ty);
      expect(html).not.toContain(NOTICE.en);
      await waitForHydration(page);
      expect(await noticeBar(page, 'ty').textContent()).toContain(NOTICE.ty);
      const popup = page.getByRole('complementary', { name: POPUP.ty });
      await popup.waitFor();
      expect(await popup.textContent()).toContain('Hãy nhận thưởng thành viên mới của bạn.');
      await popup.getByRole('button', { name: t('ty', 'common.close') }).click();

      const promos = await page.goto('/promotions', { waitUntil: 'load' });
      const promosHtml = await promos!.text();
      for (const title of TITLES.ty) expect(promosHtml).toContain(title);
      for (const title of TITLES.en) expect(promosHtml).not.toContain(title);
      await waitForHydration(page);
      const tyTitles = await cardTitles(page);
      expect(tyTitles).toEqual(expect.arrayContaining(TITLES.ty));
      expect(tyTitles.filter((title) => TITLES.en.includes(title))).toEqual([]);

      // the picker: the same page reads English in place (no reload)
      await page.evaluate(() => ((globalThis as unknown as { __noReload: number }).__noReload = 1));
      await sideMenu(page).getByLabel(t('ty', 'layout.language'), { exact: true }).selectOption('en');
      await poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await poll(() => cardTitles(page)).toEqual(expect.arrayContaining(TITLES.en));
      expect((await cardTitles(page)).filter((title) => TITLES.ty.includes(title))).toEqual([]);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: number }).__noReload)).toBe(1);

      // home through the menu: the English notice
      await sideMenu(page, 'en')
        .getByRole('link', { name: t('en', 'layout.home'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await poll(() => noticeBar(page, 'en').textContent()).toContain(NOTICE.en);
      expect(await noticeBar(page, 'en').textContent()).not.toContain(NOTICE.ty);

      // the server renders English from now on (the lang cookie)
      const again = await page.reload({ waitUntil: 'load' });
      const enHtml = await again!.text();
      expect(enHtml).toContain(NOTICE.en);
      expect(enHtml).not.toContain(NOTICE.ty);
      await waitForHydration(page);
      expect(await noticeBar(page, 'en').textContent()).toContain(NOTICE.en);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });
});
