/**
 * Launching and playing (docs/product.md 4): a slot round in the /game iframe moves the header
 * balance by exactly its result; lottery games land on /lottery and /vnlottery; a vendor
 * lobby card opens its game list; a visitor gets the login dialog; a game under
 * maintenance suggests popular games.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, holdRequests, t, waitForHydration } from './browser';
import { chunkOf, scriptsOf } from './chunks';
import { gatewayAdmin, headerBalance, logIn, makePlayer } from './play-helpers';
import { expectVietnameseFrame, fill, gameText, vendorNumber } from './vendor-helpers';

const { visitor } = browserForFile();

describe('slot', () => {
  it('launches a slot, plays a round in the iframe and the balance moves by exactly its result', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(1_000_000), '/rng');
    const card = page.getByRole('main').locator('article[data-vendor="PG"]').first();
    await card.locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = page.frameLocator(`iframe[title="${t('ty', 'play.gameFrame')}"]`);
    const spin = frame.getByRole('button', { name: gameText.spin });
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    // the vendor page speaks the TY portal's language (Vietnamese)
    await expectVietnameseFrame(frame, gameText.fairTitle);
    // the hash of the next round's server seed is shown before it is played
    const hashBefore = (await frame.locator('#hash').textContent())!;
    expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);
    const before = await headerBalance(page);
    expect(before).toBe(1_000_000);

    await spin.click();
    const result = frame.locator('#result[data-net]');
    await result.waitFor({ timeout: 15_000 });
    const net = Number(await result.getAttribute('data-net'));
    const bet = Number(await result.getAttribute('data-bet'));
    expect(bet).toBeGreaterThan(0);
    const win = Number(await result.getAttribute('data-win'));
    expect(await result.textContent()).toBe(
      fill(gameText.result, { bet: vendorNumber(bet), win: vendorNumber(win), net: (net >= 0 ? '+' : '') + vendorNumber(net) }),
    );
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + net);
    // and the refresh button agrees
    await page.getByRole('button', { name: t('ty', 'header.refreshBalance') }).click();
    await expect.poll(() => headerBalance(page)).toBe(before + net);

    // provably fair: the revealed seed is the one committed, and the page recomputes the result
    expect(await frame.locator('#last-hash').textContent()).toBe(hashBefore);
    await frame.getByRole('button', { name: gameText.verify }).click();
    await expect.poll(() => frame.locator('#verified').getAttribute('data-ok')).toBe('true');
    expect(await frame.locator('#verified').textContent()).toBe(gameText.verified);

    // /seamless: the same game on the whole page, without the side and top bars
    await page.getByRole('link', { name: t('ty', 'play.seamlessMode') }).click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    await page.locator(`iframe[title="${t('ty', 'play.gameFrame')}"]`).waitFor();
    // the URL changes as the navigation commits; the bars go with the next render
    await expect.poll(() => page.getByRole('banner').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByRole('contentinfo').count(), { timeout: 10_000 }).toBe(0);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator(`iframe[title="${t('ty', 'play.gameFrame')}"]`).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);

    // the launched game is in the member's recent games on home
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    const recent = page.getByRole('region', { name: t('ty', 'play.recentGames') });
    await expect.poll(() => recent.getByRole('button').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectCleanVisit(v);
  });

  it('an in-house dice game plays too, with its own result check', async () => {
    const v = await visitor({ width: 390, height: 844 });
    const { page } = v;
    await logIn(page, await makePlayer(500_000), '/inhouse');
    await page.getByRole('main').locator('article[data-vendor="INHOUSE"]').first().locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/game');
    const frame = page.frameLocator('iframe');
    const roll = frame.getByRole('button', { name: gameText.roll });
    await expect.poll(() => roll.isEnabled(), { timeout: 30_000 }).toBe(true);
    await roll.click();
    const result = frame.locator('#result[data-net]');
    await result.waitFor();
    const net = Number(await result.getAttribute('data-net'));
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(500_000 + net);
    await frame.getByRole('button', { name: gameText.verify }).click();
    await expect.poll(() => frame.locator('#verified').getAttribute('data-ok')).toBe('true');
    await expectVietnameseFrame(frame, gameText.verified);
    await expectCleanVisit(v);
  });
});

describe('launch paths', () => {
  it('a visitor clicking a game gets the login dialog', async () => {
    const v = await visitor();
    const { page } = v;
    await page.goto('/rng', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('main').locator('article').first().locator('button.game-launch').click();
    await page.getByRole('dialog', { name: t('ty', 'auth.login') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await expectCleanVisit(v);
  });

  it('a trial account clicking a game gets the real-account warning and stays', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(1_000_000, 4), '/rng');
    await page.getByRole('main').locator('article').first().locator('button.game-launch').click();
    await page.getByRole('dialog').getByText(t('ty', 'auth.inNeedTrueAccount')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await expectCleanVisit(v);
  });

  it('a PVP game opens its rooms, and a room launches', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(), '/pvp');
    const card = page.getByRole('main').locator('article[data-vendor="V8"]').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.locator('button.game-launch').click();
    const dialog = page.getByRole('dialog', { name: t('ty', 'play.rooms').replace('{{name}}', name) });
    await expect.poll(() => dialog.getByRole('button', { name: new RegExp(name) }).count(), { timeout: 10_000 }).toBe(3);
    await dialog
      .getByRole('button', { name: new RegExp(name) })
      .nth(1)
      .click();
    await page.waitForURL((url) => url.pathname === '/game');
    await page.frameLocator('iframe').getByRole('button', { name: gameText.spin }).waitFor({ timeout: 30_000 });
    await expectCleanVisit(v);
  });

  it('a PVP game tapped before the rest of the language has come: the rooms title is translated once it has', async () => {
    const v = await visitor();
    const { page } = v;
    // the page's language file (what the page itself did not carry) held back until after the tap
    const { release } = await holdRequests(page, /\/assets\/ty-[\w-]+\.js$/);
    const scripts = scriptsOf(page);
    await logIn(page, await makePlayer(), '/pvp');
    const card = page.getByRole('main').locator('article[data-vendor="V8"]').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.locator('button.game-launch').click();
    // the dialog is there with its rooms; its title waits for the string the page left out
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`${name} #1`) })
      .waitFor();
    release();
    // the rest of the language re-renders every reader the page has hydrated
    const dialog = page.getByRole('dialog', { name: t('ty', 'play.rooms').replace('{{name}}', name) });
    await expect.poll(() => dialog.count()).toBe(1);
    // and not by loading a section the player has not reached: the footer, far below the fold
    expect(scripts).not.toContain(chunkOf('client/layout/footer.tsx'));
    await expectCleanVisit(v);
  });

  it('an ELOTT game lands on /lottery, a VN lottery game on /vnlottery', async () => {
    const v = await visitor();
    const { page } = v;
    const user = await makePlayer();
    await logIn(page, user, '/elott');
    await page.getByRole('main').locator('article[data-vendor="TCG_ELOTT"]').first().locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/lottery' && url.searchParams.get('gameCode')?.startsWith('TCG_ELOTT_') === true);
    const gameCode = new URL(page.url()).searchParams.get('gameCode')!;
    await page.getByRole('heading', { level: 1, name: t('ty', 'play.lotteryTitle') }).waitFor();
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    // LOTTFAV: favourites per username in localStorage
    await page.getByRole('button', { pressed: false }).filter({ hasText: '☆' }).first().click();
    await expect.poll(() => page.evaluate<string | null>("localStorage.getItem('LOTTFAV')")).toBe(JSON.stringify({ [user.username]: [gameCode] }));

    await page.goto('/gamecenter?category=LOTT', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('main').locator('article[data-vendor="TCG_LOTTO_VN"]').nth(1).locator('button.game-launch').click();
    await page.waitForURL((url) => url.pathname === '/vnlottery' && url.searchParams.get('gameCode')?.startsWith('TCG_LOTTO_VN_') === true);
    await page.getByRole('heading', { level: 1, name: t('ty', 'play.vnLotteryTitle') }).waitFor();
    await page.getByRole('heading', { level: 2, name: t('ty', 'play.vnGroup.VN_NORTH') }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    await expectCleanVisit(v);
  });

  it('a VASSALAGE card opens its vendor game list, whose games launch', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(), '/live');
    const lobbyCard = page.getByRole('main').locator('article[data-vendor="EVO"]').first();
    const name = (await lobbyCard.getByRole('heading').textContent())!.trim();
    await lobbyCard.locator('button.game-launch').click();
    const dialog = page.getByRole('dialog', { name });
    await expect.poll(() => dialog.getByRole('button').count(), { timeout: 10_000 }).toBeGreaterThan(2);
    await dialog.getByRole('listitem').first().getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/game');
    await page.frameLocator('iframe').getByRole('button', { name: gameText.spin }).waitFor();
    await expectCleanVisit(v);
  });

  it('a game under maintenance shows the catalogue message and popular games', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(), '/rng');
    const card = page.getByRole('main').locator('article[data-vendor="JDB"]').first();
    const gameName = (await card.getByRole('heading').textContent())!.trim();
    const gameId = await page.evaluate<string>(
      `fetch('/lgw/games/list?gameType=RNG&vassalage=JDB&pageNo=1&pageSize=1').then(r => r.json()).then(e => e.value.games[0].gameId)`,
    );
    await gatewayAdmin('/play/game-maintenance', { gameId, on: true });
    try {
      await card.getByRole('button', { name: gameName, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('ty', 'play.maintenanceTitle') });
      await dialog.getByText(t('ty', 'errors.gameMaintenance')).waitFor();
      await expect
        .poll(() =>
          dialog
            .getByRole('region', { name: t('ty', 'play.popularGames') })
            .getByRole('button')
            .count(),
        )
        .toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/rng');
    } finally {
      await gatewayAdmin('/play/game-maintenance', { gameId, on: false });
    }
    await expectCleanVisit(v);
  });

  it('the game center lists a category with latest winners and biggest wins, and plays a game in the game popup', async () => {
    const v = await visitor();
    const { page } = v;
    await logIn(page, await makePlayer(800_000), '/gamecenter?category=RNG');
    await page.getByRole('heading', { level: 1, name: t('ty', 'play.gameCenter') }).waitFor();
    expect(await page.getByRole('main').getByRole('article').count()).toBe(42);
    await page.getByRole('region', { name: t('ty', 'play.latestWinners') }).waitFor();
    expect(await page.getByRole('region', { name: t('ty', 'play.biggestWins') }).count()).toBe(1);

    const card = page.getByRole('main').locator('article[data-vendor="PG"]').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.locator('button.game-launch').click();
    const popup = page.getByRole('dialog', { name });
    await popup.locator('iframe').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gamecenter');
    const frame = popup.frameLocator('iframe');
    const spin = frame.getByRole('button', { name: gameText.spin });
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    await spin.click();
    const result = frame.locator('#result[data-net]');
    await result.waitFor({ timeout: 15_000 });
    const net = Number(await result.getAttribute('data-net'));
    const win = Number(await result.getAttribute('data-win'));
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(800_000 + net);
    // focus is inside the game's frame now: close with the dialog's own button
    await popup.getByRole('button', { name: t('ty', 'common.close') }).click();
    await expect.poll(() => popup.count()).toBe(0);
    if (win > 0) {
      // a winning round reaches the latest-winners board
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      const latest = page.getByRole('region', { name: t('ty', 'play.latestWinners') });
      await expect.poll(() => latest.getByRole('listitem').first().textContent()).toContain(name);
    }
    await expectCleanVisit(v);
  });
});
