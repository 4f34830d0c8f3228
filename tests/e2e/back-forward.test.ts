/**
 * Lighthouse's bf-cache audit: a visitor's page (`private, no-cache`) is kept whole
 * by the browser's back/forward cache and shown again at once on Back; but a page that comes
 * back after a login in this browser reloads, so it never shows a session that has changed
 * (client/lib/back-forward.ts).
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, waitForHydration } from './browser';
import { expectMemberHeader, logInThroughHeader, makeMember } from './login-helpers';

const { visitor } = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
type Marked = { __bfMark?: string };

describe('the back/forward cache', () => {
  it('shows a visitor page again on Back, and reloads it once the player has logged in', async () => {
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await page.goto(`/?id=bf${run}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate((mark) => ((globalThis as Marked).__bfMark = mark), run);
    // a full navigation away and Back: the same document, its memory intact
    await page.goto('/rng', { waitUntil: 'load' });
    await waitForHydration(page);
    // (a page the cache shows again fires pageshow, not load)
    await page.goBack({ waitUntil: 'commit' });
    expect(await page.evaluate(() => (globalThis as Marked).__bfMark)).toBe(run);

    // away again, log in there, then Back: the kept visitor page reloads as the member's
    await page.goto('/rng', { waitUntil: 'load' });
    const member = await makeMember();
    await logInThroughHeader(page, member.username, member.password);
    // the login went home (a same-document entry after /rng): two entries back is the kept page
    await page.evaluate(() => history.go(-2));
    await page.waitForURL(/\?id=bf/);
    await page.waitForLoadState('load');
    await waitForHydration(page);
    expect(await page.evaluate(() => (globalThis as Marked).__bfMark)).toBeUndefined();
    await expectMemberHeader(page);
    await expectCleanVisit(visit);
  });
});
