/**
 * Issue 15: a visitor's page served from the page cache (worker/ssr/page-cache.ts) with the
 * nonce written in anew runs in Chromium as a rendered one does: every script and style runs
 * under the new CSP, React hydrates without a mismatch, the header's login opens.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, screenshot, t, waitForHydration } from './browser';

const { visitor } = browserForFile();
const run = Math.random().toString(36).slice(2, 8);

describe('a page from the page cache in Chromium', () => {
  for (const path of ['/', '/rng']) {
    it(`${path} from the cache hydrates under its new nonce with no CSP violation`, async () => {
      const url = `${path}?id=pc${run}`;
      const visit = await visitor({ width: 390, height: 844 });
      const { page } = visit;
      const states: (string | undefined)[] = [];
      for (let i = 0; i < 10 && states.at(-1) !== 'hit'; i++) {
        const response = await page.goto(url, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        states.push(response?.headers()['x-page-cache']);
        await waitForHydration(page);
        if (states.at(-1) !== 'hit') await page.waitForTimeout(300);
      }
      expect(states[0]).toBe('miss');
      expect(states.at(-1)).toBe('hit');
      const nonce = await page.evaluate(() => (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce);
      expect(nonce).toBeTruthy();
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('ty', 'auth.login') })
        .first()
        .click();
      await page.getByRole('dialog', { name: t('ty', 'auth.login') }).waitFor({ timeout: 15_000 });
      await screenshot(page, `page-cache-hit${path === '/' ? '-home' : path.replace('/', '-')}-390.png`);
      await expectCleanVisit(visit);
    });
  }
});
