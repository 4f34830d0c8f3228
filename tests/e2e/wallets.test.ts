/**
 * transferFund in Chromium: on DEMO, a multi-wallet brand, the sports vendors SABA
 * and BTI keep wallets of their own. A new member moves money into SABA's wallet (a too-large
 * amount gets its message beside the field and keeps what was typed), launching a BTI game
 * first offers to move money in, recall-all brings every game wallet back, the header balance
 * follows without a reload, and the account record's "today" lists each move once, from one wallet to the other, counted
 * neither as money in nor out.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, screenshot, t, waitForHydration } from './browser';
import { makeMember, signIn } from './login-helpers';
import { digits } from '../setup/operator';

const { visitor } = browserForFile();

describe('transferFund (vendor wallets)', () => {
  it('transfer in, the launch offer, recall all, and the account record', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    const balance = async () => digits(await page.getByTestId('balance').textContent());
    expect(await balance()).toBe(100_000);

    // the page named in the URL renders on the server and hydrates
    await page.goto('/?centre=member/transferFund', { waitUntil: 'load' });
    await waitForHydration(page);
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.member.transferFund') }).waitFor();
    await expect.poll(async () => digits(await centre.getByTestId('funds-total').textContent()), { timeout: 15_000 }).toBe(100_000);
    const saba = centre.locator('li[data-vendor="SABA"]');
    expect(await saba.textContent()).toContain('SABA Sports');

    await saba.getByRole('button', { name: t('ty', 'wallet.inTo').replace('{{wallet}}', 'SABA Sports') }).click();
    const form = centre.getByRole('form', { name: t('ty', 'wallet.formTitle') });
    const amount = form.getByLabel(t('ty', 'cashier.amount'), { exact: true });
    await amount.fill('150000');
    await form.getByRole('button', { name: t('ty', 'wallet.submit') }).click();
    await form.locator('.field-error').filter({ hasText: '100.000' }).waitFor();
    expect(await amount.inputValue()).toBe('150000');

    await amount.fill('30000');
    await form.getByRole('button', { name: t('ty', 'wallet.submit') }).click();
    await centre.getByRole('status').filter({ hasText: 'SABA Sports' }).waitFor();
    await expect.poll(async () => digits(await saba.locator('.wallet-balance').textContent())).toBe(30_000);
    expect(digits(await centre.getByTestId('funds-main').textContent())).toBe(70_000);
    expect(digits(await centre.getByTestId('funds-total').textContent())).toBe(100_000);
    await expect.poll(balance, { timeout: 15_000 }).toBe(70_000);
    await screenshot(page, 'transfer-fund-1280x800.png');
    await centre.getByRole('button', { name: t('ty', 'common.close') }).click();

    // a BTI game: the launch offers to move money into BTI's wallet first
    await page.goto('/sports', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('main').locator('article[data-vendor="BTI"]').first().waitFor();
    const cards = page.getByRole('main').locator('article[data-vendor="BTI"]');
    // the first BTI card that is a game (not the vendor's lobby)
    const names = await cards.locator('h3, h2').allTextContents();
    const gameIndex = names.findIndex((n) => n.trim() !== 'BTi Sports Lobby');
    await cards.nth(gameIndex).locator('button.game-launch').click();
    const offer = page.getByRole('dialog', { name: t('ty', 'wallet.launch.title').replace('{{wallet}}', 'BTi Sports') });
    await offer.waitFor();
    const offerAmount = offer.getByLabel(t('ty', 'cashier.amount'), { exact: true });
    expect(await offerAmount.inputValue()).toBe('70000');
    await offerAmount.fill('20000');
    await offer.getByRole('button', { name: t('ty', 'wallet.launch.move') }).click();
    await page.waitForURL((url) => url.pathname === '/game', { timeout: 20_000 });
    await expect.poll(balance, { timeout: 15_000 }).toBe(50_000);

    // recall all: both game wallets back in the main one
    await page.goto('/?centre=member/transferFund', { waitUntil: 'load' });
    await waitForHydration(page);
    await centre.locator('li[data-vendor="BTI"]').waitFor();
    await expect.poll(async () => digits(await centre.locator('li[data-vendor="BTI"] .wallet-balance').textContent())).toBe(20_000);
    await centre.getByRole('button', { name: t('ty', 'wallet.recallAll') }).click();
    await expect.poll(async () => digits(await centre.getByTestId('funds-main').textContent()), { timeout: 15_000 }).toBe(100_000);
    expect(digits(await saba.locator('.wallet-balance').textContent())).toBe(0);
    await expect.poll(balance, { timeout: 15_000 }).toBe(100_000);

    // the account record (today) shows each move once, from one wallet to the other, with the amount moved and no sign;
    // money in and out count only what entered or left the wallets (the opening balance), not the moves between them
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.member.transactionHistory') })
      .click();
    const table = centre.locator('table.records-table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    const main = t('ty', 'wallet.main');
    const walletOf = (vendor: string) => t('ty', 'records.walletOf').replace('{{vendor}}', vendor);
    expect(rows.filter((r) => r.includes(`${main} → `))).toHaveLength(2);
    expect(rows.filter((r) => r.includes(` → ${main}`))).toHaveLength(2);
    const sabaIn = rows.find((r) => r.includes(`${main} → ${walletOf('SABA')}`));
    expect(sabaIn).toMatch(/₫ 30\.000$/);
    expect(sabaIn).not.toMatch(/[+−]₫/);
    expect(rows.some((r) => r.includes(`${walletOf('BTI')} → ${main}`) && r.endsWith('₫ 20.000'))).toBe(true);
    expect(await centre.getByTestId('records-totals').locator('dd').allTextContents()).toEqual(['₫ 100.000', '₫ 0', '₫ 100.000']);
    // the time column names the brand's zone
    expect(await table.locator('thead th').first().textContent()).toBe(`${t('ty', 'records.time')} (GMT+7)`);
    await expectCleanVisit(visit);
  });
});
