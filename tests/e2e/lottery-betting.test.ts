/**
 * Lottery betting (docs/product.md 4 lottery launch, 7.2 lottery lobby): a member opens a lottery game
 * from /elott, bets in the framed betting page, the header balance goes down by the stakes;
 * the operator draws the issue, the bets settle and the winning one's payout comes back once.
 * A visitor gets the login dialog, a trial account the real-account warning; /lottery lists
 * every game with a bet link; the TCG_SEA entry opens the same betting page.
 */
import { describe, expect, it } from 'vitest';
import { LOTTERY_RULES } from '@shared/lottery-rules';
import { browserForFile, expectCleanVisit, t, waitForHydration } from './browser';
import { bettingFrame, drawNow, openIssue, placeBet } from './lottery-helpers';
import { gatewayAdmin, headerBalance, logIn, makePlayer } from './play-helpers';
import { expectVietnameseFrame, fill, lotteryText, ruleText } from './vendor-helpers';

const { visitor } = browserForFile();

describe('lottery betting', () => {
  it('a member bets from /elott, the balance follows the stakes, the draw settles and pays the win once', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(1_000_000), '/elott');
    await page.getByRole('main').locator('article[data-vendor="TCG_ELOTT"]').nth(2).locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/lottery' && url.searchParams.get('gameCode')?.startsWith('TCG_ELOTT_') === true);
    const gameCode = new URL(page.url()).searchParams.get('gameCode')!;
    const frame = bettingFrame(page);
    const issue = await openIssue(frame);
    // the rule and its odds are stated on the page
    await expect.poll(() => frame.locator('#rule').textContent()).toBe(ruleText('DIGIT'));
    // the betting page speaks the TY portal's language (Vietnamese)
    await expectVietnameseFrame(frame, lotteryText.myBets);
    expect(await headerBalance(page)).toBe(1_000_000);

    const win = await placeBet(frame, { playType: 'DIGIT', pick: '7' });
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(1_000_000 - win.stake);
    const lose = await placeBet(frame, { playType: 'BIGSMALL', pick: 'BIG' });
    const staked = 1_000_000 - win.stake - lose.stake;
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(staked);
    await expect.poll(() => frame.locator(`tr[data-bet-id="${win.betId}"]`).getAttribute('data-status')).toBe('open');

    // the operator draws the issue: the fifth number ends in 7 (DIGIT 7 wins), the sum 27 is small (BIG loses)
    await drawNow(gameCode, '01,02,03,04,17');
    await expect.poll(() => frame.locator(`tr[data-bet-id="${win.betId}"]`).getAttribute('data-status'), { timeout: 15_000 }).toBe('won');
    expect(await frame.locator(`tr[data-bet-id="${lose.betId}"]`).getAttribute('data-status')).toBe('lost');
    const payout = Math.floor(win.stake * LOTTERY_RULES.DIGIT.odds);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(staked + payout);
    // the page moved on to the next issue and shows the drawn one (the draw table under the frame follows
    // within the edge cache's half minute on /lgw/lottery/opened)
    await expect.poll(() => frame.locator('#issue').textContent()).toBe(String(issue + 1));
    expect(await frame.locator('#last-draw').textContent()).toBe(fill(lotteryText.lastDraw, { issue, numbers: '01 02 03 04 17' }));

    // a draw of the next issue pays nothing more, and a reload shows the same settled bets and balance
    await drawNow(gameCode, '01,02,03,04,17');
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    const again = bettingFrame(page);
    await expect.poll(() => again.locator(`tr[data-bet-id="${win.betId}"]`).getAttribute('data-status'), { timeout: 30_000 }).toBe('won');
    await page.getByRole('button', { name: t('ty', 'header.refreshBalance') }).click();
    await expect.poll(() => headerBalance(page)).toBe(staked + payout);
    await expectCleanVisit(v);
  });

  it('/lottery lists every game with a bet link that opens its betting page (mobile)', async () => {
    const v = await visitor({ width: 390, height: 844 });
    const { page } = v;
    await logIn(page, await makePlayer(), '/lottery');
    const link = page.getByRole('link', { name: t('ty', 'lottery.betOn').replace('{{name}}', '') }).first();
    await expect.poll(() => page.getByRole('link', { name: new RegExp(`^${t('ty', 'lottery.betOn').replace('{{name}}', '')}`) }).count()).toBeGreaterThan(5);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/lottery' && url.searchParams.has('gameCode'));
    await openIssue(bettingFrame(page));
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    await expectCleanVisit(v);
  });

  it('a visitor gets the login dialog, a trial account the real-account warning, and no betting page', async () => {
    const v = await visitor();
    const { page } = v;
    await page.goto('/lottery?gameCode=TCG_ELOTT_004', { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: new RegExp(`^${t('ty', 'lottery.betOn').replace('{{name}}', '')}`) }).click();
    await page.getByRole('dialog', { name: t('ty', 'auth.login') }).waitFor();
    await expectCleanVisit(v);

    const trial = await visitor();
    await logIn(trial.page, await makePlayer(1_000_000, 4), '/lottery?gameCode=TCG_ELOTT_004');
    await trial.page.getByText(t('ty', 'lottery.realAccountIntro')).waitFor();
    expect(await trial.page.locator('iframe').count()).toBe(0);
    await trial.page.getByRole('button', { name: new RegExp(`^${t('ty', 'lottery.betOn').replace('{{name}}', '')}`) }).click();
    await trial.page.getByRole('dialog').getByText(t('ty', 'auth.inNeedTrueAccount')).waitFor();
    await expectCleanVisit(trial);
  });

  it('a lottery game under maintenance shows the catalogue message in place of the betting page, and a retry', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer());
    await gatewayAdmin('/play/game-maintenance', { gameId: 'TCG_ELOTT_010', on: true });
    try {
      await page.goto('/lottery?gameCode=TCG_ELOTT_010', { waitUntil: 'load' });
      await waitForHydration(page);
      await page
        .getByRole('alert')
        .filter({ hasText: t('ty', 'errors.gameMaintenance') })
        .waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      // the draw table is still there
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    } finally {
      await gatewayAdmin('/play/game-maintenance', { gameId: 'TCG_ELOTT_010', on: false });
    }
    await page.getByRole('button', { name: t('ty', 'errors.retry') }).click();
    await openIssue(bettingFrame(page));
    await expectCleanVisit(v);
  });

  it('the TCG_SEA entry opens the same betting page in its own mode on /game', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(), '/elott?vendor=TCG_SEA');
    await page.getByRole('main').locator('article[data-vendor="TCG_SEA"]').first().locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = bettingFrame(page);
    await openIssue(frame);
    await frame.getByRole('heading', { level: 2, name: lotteryText.slip }).waitFor();
    expect(await frame.locator('#mode').textContent()).toBe(lotteryText.seaMode);
    await expectVietnameseFrame(frame, lotteryText.seaMode);
    await expectCleanVisit(v);
  });
});
