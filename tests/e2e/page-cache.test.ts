/**
 * a visitor's page served from the page cache (worker/ssr/page-cache.ts) with the
 * nonce written in anew runs in Chromium as a rendered one does: every script and style runs
 * under the new CSP, React hydrates without a mismatch, the header's login opens.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, PORTAL_URL, expectCleanVisit, screenshot, t, waitForHydration } from './browser';
import { expectMemberHeader, makeMember, signIn } from './login-helpers';

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

  it("a member's / is the cached visitor page with their session applied after hydration: their account, no login button", async () => {
    const url = `/?id=shell${run}`;
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    const member = await makeMember();
    await signIn(page, member.username, member.password, { url: '/rng' });
    // then a visitor (another browser) makes the page cached, just before the member asks for it:
    // a kept page lives only as long as the freshest of its reads, and a login through the dialog
    // in between outlasted it on a loaded machine (the member got 'bypass')
    await expect
      .poll(
        async () => {
          const res = await fetch(new URL(url, PORTAL_URL));
          await res.arrayBuffer();
          return res.headers.get('x-page-cache');
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe('hit');
    // before its scripts run (in a second tab of the member's browser: never), the shell is the
    // visitor's page: its login buttons, in the header and the phone's tab bar, are there but
    // not shown to the member
    const bare = await visit.context.newPage();
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    expect((await bare.goto(url, { waitUntil: 'load' }))?.headers()['x-page-cache']).toBe('shell');
    // the header's log in / register, and the tab bar's free play and log in
    for (const [visitorOnly, count] of [
      ['.header-actions', 1],
      ['.tab-bar-guest', 2],
    ] as const) {
      const found = bare.locator(visitorOnly);
      expect(await found.count()).toBe(count);
      for (let i = 0; i < count; i++) expect(await found.nth(i).isVisible()).toBe(false);
    }
    // the tab bar is in place with no script run (every boundary rendered in place: client/entry.server.tsx)
    expect(await bare.locator('.tab-bar').isVisible()).toBe(true);
    await bare.close();
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.headers()['x-page-cache']).toBe('shell');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await waitForHydration(page);
    await expectMemberHeader(page);
    await expect.poll(() => page.getByRole('banner').getByText(member.username).count()).toBeGreaterThan(0);
    await screenshot(page, 'page-cache-member-shell-390.png');
    await expectCleanVisit(visit);
  });
});
