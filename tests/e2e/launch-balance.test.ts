/**
 * A launch the balance cannot play: a new member's 1.000 VND (the new-member bonus) is below
 * a slot's minimum bet of 5.000. The launch says so with both amounts and offers to deposit
 * (the member centre's deposit page) or to open the game anyway; a balance that covers the
 * minimum bet launches as before.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, t, waitForHydration } from './browser';
import { logIn, makePlayer } from './play-helpers';

const { visitor } = browserForFile();

describe('a launch below the minimum bet', () => {
  it("says the game's minimum bet and the balance, and offers deposit or open it anyway", async () => {
    const v = await visitor({ width: 390, height: 844 });
    const { page } = v;
    // the lobby filtered to PG's slots (played from the main wallet) whose minimum bet is 5.000
    await logIn(page, await makePlayer(1_000), '/rng?vendor=PG&minBet=5000');
    await waitForHydration(page);
    const card = page.getByRole('main').locator('article[data-vendor="PG"]').first();
    await card.locator('button.game-launch').click();
    const dialog = page.getByRole('dialog', { name: t('ty', 'play.lowBalanceTitle') });
    await dialog.waitFor({ timeout: 20_000 });
    const text = (await dialog.getByRole('alert').textContent()) ?? '';
    expect(text).toContain('₫ 5.000');
    expect(text).toContain('₫ 1.000');
    expect(page.url()).not.toMatch(/\/game$/);

    // deposit: the member centre's deposit page
    await dialog.getByRole('button', { name: t('ty', 'header.deposit') }).click();
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.member.depositv2') }).waitFor();
    await centre.getByRole('button', { name: t('ty', 'common.close') }).click();
    await centre.waitFor({ state: 'detached' });

    // or the game anyway
    await card.locator('button.game-launch').click();
    await dialog.getByRole('button', { name: t('ty', 'play.openAnyway') }).click();
    await page.waitForURL((url) => url.pathname === '/game', { timeout: 20_000 });
    await expectCleanVisit(v);
  });

  it('a balance that covers the minimum bet launches without asking', async () => {
    const v = await visitor({ width: 390, height: 844 });
    const { page } = v;
    await logIn(page, await makePlayer(5_000), '/rng?vendor=PG&minBet=5000');
    await waitForHydration(page);
    await page.getByRole('main').locator('article[data-vendor="PG"]').first().locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/game', { timeout: 20_000 });
    expect(await page.getByRole('dialog', { name: t('ty', 'play.lowBalanceTitle') }).count()).toBe(0);
    await expectCleanVisit(v);
  });
});
