/**
 * The vendor stand-in pages' error texts in the page's language: an expired or missing launch
 * ticket and a refused round read in the launch's language (never the API's English message),
 * under the pages' strict CSP.
 */
import { describe, expect, it } from 'vitest';
import { GAME_TEXT } from '@gateway/vendor/game-text';
import { LOTTERY_TEXT } from '@gateway/vendor/lottery-text';
import { browserForFile, expectCleanVisit, GATEWAY_URL, t } from './browser';
import { logIn, makePlayer } from './play-helpers';
import { expectVietnameseFrame, gameText } from './vendor-helpers';

const { visitor } = browserForFile();

describe('vendor page error texts', () => {
  it('an expired game link reads in Vietnamese for ty, a missing one too', async () => {
    const v = await visitor({ width: 390, height: 844 });
    const { page } = v;
    await page.goto(`${GATEWAY_URL}/vendor/play?lang=ty&ticket=${'ab'.repeat(16)}`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('#error').textContent(), { timeout: 10_000 }).toBe(GAME_TEXT.vi.errTicket);
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    expect(await page.getByRole('button', { name: GAME_TEXT.vi.play }).isDisabled()).toBe(true);
    // the ticket left the address bar, the language stayed for a reload
    expect(new URL(page.url()).search).toBe('?lang=ty');
    await page.goto(`${GATEWAY_URL}/vendor/play?lang=vi`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('#error').textContent(), { timeout: 10_000 }).toBe(GAME_TEXT.vi.errTicket);
    await expectCleanVisit(v);
  });

  it('the lottery page of an expired link reads in Chinese for cn, and in English for an unknown language', async () => {
    const v = await visitor();
    const { page } = v;
    await page.goto(`${GATEWAY_URL}/vendor/lottery?lang=cn&mode=SEA&ticket=${'cd'.repeat(16)}`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('#error').textContent(), { timeout: 10_000 }).toBe(LOTTERY_TEXT.cn.errTicket);
    await page.getByRole('heading', { level: 2, name: LOTTERY_TEXT.cn.slip }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(new URL(page.url()).search).toBe('?lang=cn&mode=SEA');
    await page.goto(`${GATEWAY_URL}/vendor/lottery?lang=xx&ticket=${'cd'.repeat(16)}`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('#error').textContent(), { timeout: 10_000 }).toBe(LOTTERY_TEXT.en.errTicket);
    await page.getByRole('button', { name: LOTTERY_TEXT.en.place }).waitFor();
    await expectCleanVisit(v);
  });

  it('a round the balance cannot pay reads "insufficient balance" in Vietnamese on a TY page', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(0), '/rng');
    await page.getByRole('main').locator('article[data-vendor="PG"]').first().locator('button.game-launch').click();
    // a balance under the game's minimum bet is said before the launch: the player opens it anyway
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ty', 'play.openAnyway') })
      .click();
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = page.frameLocator(`iframe[title="${t('ty', 'play.gameFrame')}"]`);
    const spin = frame.getByRole('button', { name: gameText.spin });
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expectVietnameseFrame(frame, gameText.fairTitle);
    await spin.click();
    await expect.poll(() => frame.locator('#error').textContent(), { timeout: 15_000 }).toBe(gameText.errFunds);
    // the round was not played: the button is back for another try
    await expect.poll(() => spin.isEnabled()).toBe(true);
    await expectCleanVisit(v);
  });
});
