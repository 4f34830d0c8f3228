/**
 * In Chromium: the cashier pages driven through the reference gateway's fault
 * mode (gateway/middleware/faults.ts). Each failed part shows the docs/product.md 8 catalogue text
 * in the page's language with a retry that works once the fault is lifted; forms keep what
 * was typed; no spinner outlasts the request time-out; money fails closed, and a retry
 * after a lost answer carries the same requestId and moves the money once.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserForFile, GATEWAY_URL, PORTAL_URL, screenshot, t, waitForHydration } from './browser';
import { adminCall, makeMember, signIn } from './login-helpers';
import { type Fault, setFault, digits } from '../setup/operator';

const { visitor } = browserForFile();

/** The gateway's fault switch for DEMO (tests/setup/operator.ts). */
const fault = (body: Fault | null) => setFault(GATEWAY_URL, body, 'DEMO');

afterEach(() => fault(null));

async function memberInCentre(page: Page, opening = 1_000_000) {
  const username = `rs${Date.now() % 1_000_000_000}`;
  await adminCall('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening });
  await signIn(page, username, 'Start1234');
  return username;
}

/** Same-origin calls through the worker, as the page makes them. */
const pageCall = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { 'content-type': 'application/json' }, body: b ? JSON.stringify(b) : undefined });
      return (await res.json()) as { success: boolean; value: unknown };
    },
    [method, path, body] as const,
  );

describe('money fails closed', () => {
  it('withdraw: the answer is lost on the way back, the catalogue text shows, the retry carries the same requestId and holds the money once', async () => {
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await memberInCentre(page);
    expect((await pageCall(page, 'POST', '/wps/cashier/payment-password', { paymentPassword: '135790' })).success).toBe(true);
    const bound = await pageCall(page, 'POST', '/wps/cashier/cards', {
      bankName: 'Vietcombank',
      accountName: 'NGUYEN VAN A',
      accountNo: '4111111111111111',
      paymentPassword: '135790',
    });
    expect(bound.success).toBe(true);
    await page.goto('/?centre=member/withdraw', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByTestId('withdrawable').filter({ hasText: '1.000.000' }).waitFor();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/cashier/withdraw') sent.push(r.postData() ?? '');
    });
    await fault({ prefix: '/wps/cashier/withdraw', kind: 'lost-answer' });
    const amount = centre.getByLabel(t('ty', 'cashier.amount'), { exact: true });
    const password = centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true });
    await amount.fill('300000');
    await password.fill('135790');
    const submit = centre.locator('form.withdraw-form').getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true });
    await submit.click();
    const alert = centre.locator('form.withdraw-form').getByRole('alert');
    await alert.filter({ hasText: t('ty', 'errors.network') }).waitFor({ timeout: 20_000 });
    // never a guess of success: no withdrawal shown, what was typed is still there
    expect(await centre.getByTestId('withdrawal-status').count()).toBe(0);
    expect(await amount.inputValue()).toBe('300000');
    expect(await password.inputValue()).toBe('135790');

    await fault(null);
    await submit.click();
    await expect.poll(() => centre.getByTestId('withdrawal-status').first().textContent(), { timeout: 20_000 }).toBe(t('ty', 'withdraw.status.requested'));
    await expect.poll(async () => digits(await page.getByTestId('balance').textContent()), { timeout: 20_000 }).toBe(700_000);
    // the same requestId both times, and one withdrawal, 300.000 held once
    expect(sent).toHaveLength(2);
    const ids = sent.map((body) => (JSON.parse(body) as { requestId: string }).requestId);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    const list = (await pageCall(page, 'GET', '/wps/cashier/withdrawals')).value as unknown[];
    expect(list).toHaveLength(1);
    expect(await centre.getByTestId('withdrawal-status').count()).toBe(1);
  });

  it('deposit: every fault kind answers a catalogue text and no order; the amount stays; after the fault one order', async () => {
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await memberInCentre(page);
    await page.goto('/?centre=member/depositv2', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('radio', { name: /Vietcombank/ }).check();
    const form = centre.locator('form.deposit-form');
    const amount = form.getByLabel(t('ty', 'cashier.amount'), { exact: true });
    await amount.fill('250000');
    const submit = form.getByRole('button', { name: t('ty', 'cashier.submit') });
    const alert = form.getByRole('alert');
    for (const [kind, key] of [
      ['html-error', 'errors.network'],
      ['wrong-type', 'errors.unknown'],
      ['malformed-json', 'errors.network'],
      ['server-error', 'errors.unknown'],
      ['cut', 'errors.network'],
      ['lost-answer', 'errors.network'],
      ['down', 'errors.network'],
    ] as const) {
      await fault({ prefix: '/wps/cashier/deposit', kind });
      await submit.click();
      await expect.poll(async () => ((await alert.textContent()) ?? '').trim(), { timeout: 20_000 }).toBe(t('ty', key));
      expect(await centre.getByTestId('deposit-reference').count()).toBe(0);
      expect(await amount.inputValue()).toBe('250000');
      expect(await submit.isEnabled()).toBe(true);
      // the next kind must put up its own message
      await page.evaluate(() => document.querySelector('form.deposit-form [role=alert]')?.replaceChildren());
    }
    await fault(null);
    await submit.click();
    await centre.getByTestId('deposit-reference').waitFor({ timeout: 20_000 });
    // the lost answer created the order; the retry with the same requestId answered that same one
    const orders = (await pageCall(page, 'GET', '/wps/cashier/deposit/orders')).value as unknown[];
    expect(orders).toHaveLength(1);
  });
});

describe('failed parts of the member centre', () => {
  it('transactionHistory: a hanging upstream ends in the time-out text within the request time-out, and its retry works', async () => {
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await memberInCentre(page);
    await fault({ prefix: '/wps/cashier/transactions', kind: 'slow', ms: 14_000 });
    // when the browser asked for the list (after the page's own render and hydration, whose time
    // on a loaded machine is not what this test is about)
    let asked = 0;
    page.on('request', (request) => {
      if (!asked && request.url().includes('/wps/cashier/transactions')) asked = Date.now();
    });
    await page.goto('/?centre=member/transactionHistory', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    const error = centre.getByRole('alert').filter({ hasText: t('ty', 'errors.timeout') });
    await error.waitFor({ timeout: 30_000 });
    // the worker's 10 s upstream time-out, not retried: the spinner never outlasts the browser's 15 s request time-out
    expect(asked).toBeGreaterThan(0);
    expect(Date.now() - asked).toBeGreaterThan(9_000);
    expect(Date.now() - asked).toBeLessThan(15_000);
    expect(await centre.locator('[aria-busy="true"]').count()).toBe(0);
    await fault(null);
    await error.getByRole('button', { name: t('ty', 'centre.retry') }).click();
    await centre.locator('table.records-table').waitFor({ timeout: 20_000 });
    expect(await centre.locator('table.records-table tbody tr').count()).toBeGreaterThan(0);
  });

  it('depositv2 and withdraw: a failing load shows the catalogue text with a retry that works once the fault is lifted', async () => {
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await memberInCentre(page);
    for (const [page_, prefix, kind, ready] of [
      ['depositv2', '/wps/cashier/deposit/channels', 'html-error', 'form.deposit-form'],
      ['withdraw', '/wps/cashier/withdraw/info', 'cut', 'form'],
    ] as const) {
      await fault({ prefix, kind });
      await page.goto(`/?centre=member/${page_}`, { waitUntil: 'load' });
      const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
      const error = centre.getByRole('alert').filter({ hasText: t('ty', 'errors.network') });
      await error.waitFor({ timeout: 20_000 });
      await fault(null);
      await error.getByRole('button', { name: t('ty', 'centre.retry') }).click();
      await centre.locator(ready).first().waitFor({ timeout: 20_000 });
      expect(
        await centre
          .getByRole('alert')
          .filter({ hasText: t('ty', 'errors.network') })
          .count(),
      ).toBe(0);
    }
  });

  it('home renders its shell with every upstream call failing, in the page language', async () => {
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await fault({ prefix: '/lgw/', kind: 'html-error' });
    await fault({ prefix: '/wps/', kind: 'html-error' });
    const response = await page.goto('/', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBeTruthy();
    // no upstream stack trace or secret reaches the page
    expect(await page.content()).not.toContain('DB_PASSWORD');
  });
});

describe('home with the upstream down', () => {
  it('after a first visit, home comes whole from what the edge holds: the games, the lottery numbers, no failed part, no spinner', async () => {
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    // a first visit, so the edge holds what it may keep (the brand's settings, vendors, lists)
    await page.goto('/', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('section.popular-games article').first().waitFor({ timeout: 20_000 });
    // (drawn once scrolled near)
    await page.locator('section.home-lottery').scrollIntoViewIfNeeded();
    await page.locator('section.home-lottery table').waitFor({ timeout: 20_000 });
    // nothing answers now: every call from the worker to the upstream gets a reset connection
    await fault({ prefix: '/lgw/', kind: 'down' });
    await fault({ prefix: '/wps/', kind: 'down' });
    const response = await page.goto('/', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.login') })
      .waitFor();
    await waitForHydration(page);
    // the page's parts are served stale by the edge (docs/product.md 9's fallbacks), so none of them fails
    await page.locator('section.popular-games article').first().waitFor({ timeout: 20_000 });
    // (drawn once scrolled near)
    await page.locator('section.home-lottery').scrollIntoViewIfNeeded();
    await page.locator('section.home-lottery table').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('main').locator('[aria-busy="true"]').count()).toBe(0);
    // and the upstream is really gone: a call the edge does not keep fails as the catalogue's NETWORK
    const live = await page.evaluate(async () => {
      const res = await fetch('/wps/system/time');
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    });
    expect(live).toEqual({ status: 502, code: 'NETWORK' });
    await screenshot(page, 'home-down-390x844.png');
  });
});

describe('the login dialog, in English', () => {
  it.each(['html-error', 'down'])(
    'a failing login (%s) answers the catalogue text in the page language, keeps what was typed, and logs in once the fault is lifted',
    async (kind) => {
      const m = await makeMember();
      const visit = await visitor({ width: 1280, height: 800 });
      const { page, context } = visit;
      await context.addCookies([{ name: 'lang', value: 'en', url: PORTAL_URL }]);
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/);
      await fault({ prefix: '/wps/session/login', kind });
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('en', 'auth.login') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('en', 'auth.login') });
      const username = dialog.getByLabel(t('en', 'register.field.username'));
      const password = dialog.getByLabel(t('en', 'register.field.password'), { exact: true });
      await username.fill(m.username);
      await password.fill(m.password);
      const submit = dialog.getByRole('button', { name: t('en', 'auth.login') }).last();
      await submit.click();
      await dialog.getByText(t('en', 'auth.error.NETWORK')).waitFor({ timeout: 20_000 });
      expect(await username.inputValue()).toBe(m.username);
      expect(await page.getByTestId('balance').count()).toBe(0);

      await fault(null);
      await submit.click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      const welcome = page.getByRole('dialog', { name: t('en', 'firstLogin.title') });
      if (await welcome.count()) await welcome.getByRole('button', { name: t('en', 'firstLogin.later') }).click();
      await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    },
  );
});
