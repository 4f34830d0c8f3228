/**
 * Player protection in Chromium as a new member: securityCenter's responsible-gaming
 * section sets a 7-day deposit limit; depositv2 shows what is left beside the amount, takes a
 * deposit up to it and refuses one beyond it with the allowance; a raise waits 24 hours, shown
 * with its time, and applies once the gateway's test clock has moved on. A 24-hour break logs
 * the player out and the next login is refused with until when. The reality check appears
 * after its interval (on the gateway's session clock, so across a reload); the last login
 * shows at sign-in and a failed attempt is in the login history. axe checks the section.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, screenshot, t, untilIdle, waitForHydration } from './browser';
import { adminCall, dismissWelcome, logInThroughHeader, loginWithPassword, makeMember, openLogin, waitLoggedIn } from './login-helpers';

const { visitor } = browserForFile();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DAY = 86_400_000;
/** Demo Club shows times in its time zone, Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
const BRAND_OFFSET_MS = 7 * 3_600_000;

const advance = (username: string, advanceMs: number) => adminCall('POST', '/protection/clock', { merchantCode: 'DEMO', username, advanceMs });

async function openCentre(page: Page, pageId: string) {
  await page.goto(`/?centre=member/${pageId}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
  await centre.getByRole('heading', { name: t('ty', `centre.member.${pageId}`) }).waitFor();
  return centre;
}

async function axe(page: Page): Promise<string[]> {
  const result = (await page.evaluate(
    `${AXE};axe.run(document.querySelector('dialog[open]'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })`,
  )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

describe('responsible gaming', () => {
  it('a 7-day deposit limit: deposit up to it, refused beyond it with the allowance, a raise that waits 24 hours', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await logInThroughHeader(page, m.username, m.password, { url: '/' });

    // the first deposit prompts for a limit (skippable); it leads to securityCenter
    let centre = await openCentre(page, 'depositv2');
    const prompt = centre.getByTestId('limit-prompt');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: t('ty', 'protection.prompt.set') }).click();
    await centre.getByRole('heading', { name: t('ty', 'centre.member.securityCenter') }).waitFor();
    const section = centre.getByRole('region', { name: t('ty', 'protection.title') });
    const limits = section.getByRole('region', { name: t('ty', 'protection.limit.title') });
    await limits.waitFor();
    expect(await axe(page)).toEqual([]);
    await limits.getByRole('combobox').selectOption('week');
    await limits.getByLabel(t('ty', 'protection.limit.newAmount')).fill('300000');
    await limits.getByRole('button', { name: t('ty', 'protection.limit.save') }).click();
    await section
      .getByRole('status')
      .filter({ hasText: t('ty', 'protection.limit.saved') })
      .waitFor();
    const weekRow = limits.locator('tr[data-period="week"]');
    expect(await weekRow.textContent()).toContain('300.000');

    // depositv2: what is left beside the amount; up to it, then refused beyond it
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.member.depositv2') })
      .click();
    const form = centre.locator('form.deposit-form');
    await form.getByTestId('deposit-allowance').filter({ hasText: '300.000' }).waitFor();
    await centre.getByRole('radio', { name: /Vietcombank/ }).check();
    await form.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('250000');
    await form.getByRole('button', { name: t('ty', 'cashier.submit') }).click();
    await centre.getByTestId('deposit-reference').waitFor();
    await centre.getByRole('button', { name: t('ty', 'cashier.newDeposit') }).click();
    await form.getByTestId('deposit-allowance').filter({ hasText: '50.000' }).waitFor();
    await centre.getByRole('radio', { name: /Vietcombank/ }).check();
    await form.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('100000');
    await form.getByRole('button', { name: t('ty', 'cashier.submit') }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(new RegExp(`^${t('ty', 'protection.errors.depositLimit').split('{{amount}}')[0]}`));
    expect(await refusal.textContent()).toContain('50.000');
    expect(await centre.getByTestId('deposit-reference').count()).toBe(0);
    await screenshot(page, 'deposit-limit-refused-1280x800.png');

    // a raise waits 24 hours, shown with its time; the test clock moves on and it applies
    centre = await openCentre(page, 'securityCenter');
    // the unpaid 250,000 order holds room under the limit (left 50,000) but is not counted as deposited
    const unpaid = limits.getByTestId('limit-unpaid-week');
    await unpaid.waitFor();
    expect(await unpaid.textContent()).toBe(t('ty', 'protection.limit.unpaid').replace('{{amount}}', '₫ 250.000'));
    expect(await weekRow.locator('td').nth(1).textContent()).toMatch(/^₫ 0\+/);
    expect(await weekRow.locator('td').nth(2).textContent()).toBe('₫ 50.000');
    await limits.getByRole('combobox').selectOption('week');
    await limits.getByLabel(t('ty', 'protection.limit.newAmount')).fill('1000000');
    await limits.getByRole('button', { name: t('ty', 'protection.limit.save') }).click();
    const pending = limits.getByTestId('limit-pending-week');
    await pending.waitFor();
    expect(await pending.textContent()).toContain('1.000.000');
    // when it rises: the brand's time with its zone named
    expect(await pending.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+7\)/);
    expect(await weekRow.locator('td').first().textContent()).toMatch(/^₫ 300\.000/);

    await advance(m.username, DAY + 60_000);
    centre = await openCentre(page, 'securityCenter');
    await weekRow.filter({ hasText: '1.000.000' }).waitFor();
    expect(await limits.getByTestId('limit-pending-week').count()).toBe(0);
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.member.depositv2') })
      .click();
    await form.getByTestId('deposit-allowance').filter({ hasText: '750.000' }).waitFor();
    await centre.getByRole('radio', { name: /Vietcombank/ }).check();
    await form.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('100000');
    await form.getByRole('button', { name: t('ty', 'cashier.submit') }).click();
    await centre.getByTestId('deposit-reference').waitFor();

    // a loss limit is set the same way, in its own block
    centre = await openCentre(page, 'securityCenter');
    const losses = section.getByRole('region', { name: t('ty', 'protection.loss.title') });
    await losses.getByRole('combobox').selectOption('day');
    await losses.getByLabel(t('ty', 'protection.loss.newAmount')).fill('200000');
    await losses.getByRole('button', { name: t('ty', 'protection.loss.save') }).click();
    await losses.getByRole('status').waitFor();
    expect(await losses.locator('tr[data-period="day"] td').first().textContent()).toMatch(/^₫ 200\.000/);
    await expectCleanVisit(visit);
  });

  it('a 24-hour break logs the player out and the next login is refused, saying until when', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    // the first login's welcome offers a deposit limit too; skipped, the gateway keeps it
    await loginWithPassword(page, m.username, m.password);
    const welcomeLimit = page.getByRole('dialog', { name: t('ty', 'firstLogin.title') }).getByTestId('first-login-limit');
    await welcomeLimit.waitFor();
    await screenshot(page, 'welcome-limit-prompt-390x844.png');
    await welcomeLimit.getByRole('button', { name: t('ty', 'protection.prompt.skip') }).click();
    await welcomeLimit.waitFor({ state: 'detached' });
    await dismissWelcome(page);
    await waitLoggedIn(page);
    // ... so the first deposit does not ask again, even after a reload
    const deposit = await openCentre(page, 'depositv2');
    await deposit.getByRole('textbox', { name: t('ty', 'cashier.amount'), exact: true }).waitFor();
    expect(await deposit.getByTestId('limit-prompt').count()).toBe(0);

    // a second tab of the same browser, on the home page
    const other = await visit.context.newPage();
    await other.goto('/', { waitUntil: 'load' });
    await waitForHydration(other);
    await waitLoggedIn(other);

    const centre = await openCentre(page, 'securityCenter');
    const section = centre.getByRole('region', { name: t('ty', 'protection.title') });
    const timeout = section.getByRole('region', { name: t('ty', 'protection.timeout.title') });
    await timeout.getByRole('radio', { name: t('ty', 'protection.kind.break') }).check();
    await timeout.getByRole('radio', { name: t('ty', 'protection.duration.24h') }).check();
    await timeout.getByRole('button', { name: t('ty', 'protection.timeout.startBreak') }).click();
    const confirm = page.getByRole('dialog', { name: t('ty', 'protection.kind.break') });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: t('ty', 'protection.timeout.confirmButton') }).click();
    // logged out at once: the header offers the login again
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('balance').count()).toBe(0);
    // the other tab is logged out at once and told why, showing nothing of the member
    await other
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor({ timeout: 10_000 });
    expect(await other.getByTestId('balance').count()).toBe(0);
    await other.getByText(t('ty', 'protection.session.excluded')).waitFor();
    await screenshot(other, 'break-other-tab-390x844.png');
    // and its reload is a visitor's page without marketing popups
    await other.reload({ waitUntil: 'load' });
    await waitForHydration(other);
    expect(await other.getByTestId('balance').count()).toBe(0);
    await other.close();

    await loginWithPassword(page, m.username, m.password);
    const dialog = page.getByRole('dialog', { name: t('ty', 'auth.login') });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    const [before, after] = t('ty', 'protection.refused.break').split('{{time}}');
    expect(text.startsWith(before!)).toBe(true);
    expect(text.endsWith(after!)).toBe(true);
    // until when: the brand's wall clock, with the brand's zone named
    const until = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) \(GMT\+7\)/.exec(text)!;
    const shown = Date.UTC(Number(until[1]), Number(until[2]) - 1, Number(until[3]), Number(until[4]), Number(until[5])) - BRAND_OFFSET_MS;
    expect(Math.abs(shown - (Date.now() + DAY))).toBeLessThan(5 * 60_000);
    expect(await page.getByTestId('balance').count()).toBe(0);
    await screenshot(page, 'break-refused-390x844.png');
    await expectCleanVisit(visit);
  });

  it('during a break, the login refusal offers neither free play nor social login, in a browser that did not know of the break', async () => {
    const m = await makeMember();
    // the break is taken on another device
    const device = await visitor({ width: 1280, height: 800 });
    await logInThroughHeader(device.page, m.username, m.password, { url: '/' });
    const taken = await device.page.evaluate(async () => {
      const res = await fetch('/wps/protection/timeout', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'break', duration: '24h', requestId: `brk-${Date.now()}-${Math.random()}` }),
      });
      return res.status;
    });
    expect(taken).toBe(200);

    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    const dialog = await openLogin(page);
    // before the refusal: free play and the social buttons are offered (the brand has both)
    const freePlay = dialog.getByRole('button', { name: t('ty', 'auth.demo') });
    const social = dialog.locator('.social-login');
    expect(await freePlay.count()).toBe(1);
    expect(await social.count()).toBe(1);
    await dialog.getByLabel(t('ty', 'register.field.username')).fill(m.username);
    await dialog.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill(m.password);
    await dialog
      .getByRole('button', { name: t('ty', 'auth.login') })
      .last()
      .click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t('ty', 'protection.refused.break').split('{{time}}')[0]!);
    // the refusal stands alone: no way around it
    await expect.poll(() => freePlay.count()).toBe(0);
    expect(await social.count()).toBe(0);
    await screenshot(page, 'break-refused-no-free-play-390x844.png');
    // nor in the header or the tab bar once the dialog is closed
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // (the header's free play button is in the page at every width, shown from 600 px on)
    expect(await page.getByRole('banner').locator('.header-free-play').count()).toBe(0);
    expect(await page.getByRole('button', { name: t('ty', 'mobile.tab.freePlay') }).count()).toBe(0);
    await expectCleanVisit(visit);
    await expectCleanVisit(device);
  });

  it('a popup notice on screen goes when a break starts in another tab, and stays away on reload until the break ends', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    // home's popup notice (a welcome for visitors) is on screen in this tab
    const notice = page.getByTestId('popup-notice');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.getByRole('heading').textContent()).not.toBe('');

    // the player logs in and takes a 24-hour break in another tab of the same browser
    const other = await visit.context.newPage();
    await logInThroughHeader(other, m.username, m.password, { url: '/' });
    const centre = await openCentre(other, 'securityCenter');
    const timeout = centre.getByRole('region', { name: t('ty', 'protection.title') }).getByRole('region', { name: t('ty', 'protection.timeout.title') });
    await timeout.getByRole('radio', { name: t('ty', 'protection.kind.break') }).check();
    await timeout.getByRole('radio', { name: t('ty', 'protection.duration.24h') }).check();
    await timeout.getByRole('button', { name: t('ty', 'protection.timeout.startBreak') }).click();
    const confirm = other.getByRole('dialog', { name: t('ty', 'protection.kind.break') });
    await confirm.getByRole('button', { name: t('ty', 'protection.timeout.confirmButton') }).click();
    await other
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor({ timeout: 20_000 });
    await other.close();

    // the first tab's popup is gone at once
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId('balance').count()).toBe(0);
    await screenshot(page, 'break-popup-gone-390x844.png');
    // a reload (never closed, so not "seen") brings it back not while the break runs
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    // the break this browser knows of is read as the page hydrates: nothing shows once it is idle
    await untilIdle(page);
    expect(await notice.count()).toBe(0);
    // once the break has ended (this browser's clock a day and a minute on), it shows again
    await page.clock.install({ time: Date.now() + DAY + 60_000 });
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await notice.waitFor({ timeout: 20_000 });
    await expectCleanVisit(visit);
  });

  it('last login at sign-in, a failed attempt in the login history, the reality check across a reload', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await logInThroughHeader(page, m.username, m.password, { url: '/' });
    const firstAt = Date.now();
    // a session clock in the header, counting from the login
    await page
      .getByTestId('session-clock')
      .filter({ hasText: /^.*0:0\d:\d\d$/ })
      .waitFor();

    // log out, a wrong password, then the right one: the previous login is shown
    await page.context().clearCookies();
    await loginWithPassword(page, m.username, 'Wrong9999');
    await page
      .getByRole('dialog', { name: t('ty', 'auth.login') })
      .getByRole('alert')
      .waitFor();
    await page.goto('/', { waitUntil: 'load' });
    await logInThroughHeader(page, m.username, m.password);
    const notice = page.getByTestId('last-login');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('127.0.0.1');
    // the brand's wall clock to the minute, with the brand's zone named
    const shown = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) \(GMT\+7\)/.exec((await notice.textContent()) ?? '')!;
    const at = Date.UTC(Number(shown[1]), Number(shown[2]) - 1, Number(shown[3]), Number(shown[4]), Number(shown[5])) - BRAND_OFFSET_MS;
    // to the minute: up to a minute earlier than the login, and the login a moment before firstAt
    expect(Math.abs(at - firstAt)).toBeLessThan(2 * 60_000);

    let centre = await openCentre(page, 'securityCenter');
    const history = centre.getByTestId('login-history');
    await history.waitFor();
    const results = await history.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-result')));
    expect(results).toEqual(['success', 'wrong_password', 'success']);
    expect(await history.locator('tbody tr').nth(1).textContent()).toContain(t('ty', 'protection.result.wrong_password'));
    expect(await history.locator('tbody tr').first().textContent()).toContain('127.0.0.1');

    // reality check every 15 minutes; the gateway's clock moves 16 minutes on; a reload shows it
    const reality = centre.getByRole('region', { name: t('ty', 'protection.reality.title') });
    await reality.getByLabel(t('ty', 'protection.reality.interval')).selectOption('15');
    await reality.getByRole('button', { name: t('ty', 'protection.reality.save') }).click();
    await reality.getByRole('status').waitFor();
    expect(await page.getByTestId('reality-check').count()).toBe(0);
    await advance(m.username, 16 * 60_000);
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    const check = page.getByRole('dialog', { name: t('ty', 'protection.reality.dialogTitle') });
    await check.waitFor({ timeout: 20_000 });
    expect(await check.textContent()).toMatch(/0:1[67]:\d\d/);
    expect(await check.getByTestId('reality-net').textContent()).toMatch(/0/);
    await screenshot(page, 'reality-check-1280x800.png');
    await check.getByRole('button', { name: t('ty', 'protection.reality.continue') }).click();
    await check.waitFor({ state: 'detached' });
    // answered: a reload does not ask again until the next interval
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByTestId('session-clock').waitFor();
    // the check is due from the session's clock, which shows: a due one would open with it
    await untilIdle(page);
    expect(await page.getByTestId('reality-check').count()).toBe(0);
    centre = await openCentre(page, 'securityCenter');
    await centre.getByTestId('login-history').scrollIntoViewIfNeeded();
    await screenshot(page, 'login-history-1280x800.png');
    await expectCleanVisit(visit);
  });

  it('a session time limit logs the player out with a clear message when it runs out', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await logInThroughHeader(page, m.username, m.password, { url: '/' });
    const centre = await openCentre(page, 'securityCenter');
    const block = centre.getByRole('region', { name: t('ty', 'protection.session.title') });
    await block.getByLabel(t('ty', 'protection.session.choose')).selectOption('30');
    await block.getByRole('button', { name: t('ty', 'protection.session.save') }).click();
    await block.getByRole('status').waitFor();
    await screenshot(page, 'session-limit-set-1280x800.png');
    expect(await block.getByTestId('session-limit').textContent()).toContain(t('ty', 'protection.reality.minutes').replace('{{count}}', '30'));

    await advance(m.username, 31 * 60_000);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    const warning = page.getByRole('dialog').filter({ hasText: t('ty', 'protection.session.ended') });
    await warning.waitFor({ timeout: 20_000 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor();
    expect(await page.getByTestId('balance').count()).toBe(0);
    await screenshot(page, 'session-limit-1280x800.png');
    await expectCleanVisit(visit);
  });
});
