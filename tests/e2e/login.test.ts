/**
 * Accounts as a player meets them: log in and out through the header, the captcha after
 * failed logins, the default-password account made to change its password, free play.
 * The upstream token must never be visible to the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, GATEWAY_URL, newVisitor, t, waitForHydration } from './browser';
import { OPERATOR_HEADERS } from '../setup/operator';

const ADMIN = OPERATOR_HEADERS;
const browser = browserOfFile();

async function openLogin(page: Page) {
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ty', 'auth.login') })
    .click();
  return page.getByRole('dialog', { name: t('ty', 'auth.login') });
}

async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('ty', 'register.field.username')).fill(username);
  await dialog.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t('ty', 'auth.login') }).click();
}

describe('login', () => {
  it('logs a member in and out; no token ever reaches the page', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await openLogin(page);
      await fillLogin(page, 'demo_member', 'Demo1234');
      await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toMatch(/5\.000\.000/);
      expect(await page.evaluate<string>('document.cookie')).not.toMatch(/sid=/);
      const storage = await page.evaluate<string>('JSON.stringify({ ...localStorage, ...sessionStorage })');
      expect(storage).not.toMatch(/token/i);
      const cookies = await visit.context.cookies();
      const sid = cookies.find((c) => c.name === 'sid');
      expect(sid?.httpOnly).toBe(true);
      expect(sid?.sameSite).toBe('Lax');

      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toMatch(/5\.000\.000/);

      await page.getByRole('button', { name: /Demo/ }).click();
      await page.getByRole('menuitem', { name: t('ty', 'auth.logout') }).click();
      const confirm = page.getByRole('dialog', { name: t('ty', 'auth.logoutTitle') });
      await confirm.getByText(t('ty', 'auth.logoutConfirm')).waitFor();
      await confirm.getByRole('button', { name: t('ty', 'common.submit') }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('ty', 'auth.login') })
        .waitFor();
      expect((await visit.context.cookies()).find((c) => c.name === 'sid')).toBeUndefined();
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('asks for the captcha after failed logins, keeps what was typed, and passes with the right answer', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await openLogin(page);
      await fillLogin(page, 'demo_vip', 'wrong-1');
      await page
        .getByRole('alert')
        .filter({ hasText: t('ty', 'auth.error.LOGIN_FAILED') })
        .waitFor();
      await fillLogin(page, 'demo_vip', 'wrong-2');
      const captchaInput = page.getByRole('dialog').getByLabel(t('ty', 'register.field.captcha'));
      await captchaInput.waitFor();
      expect(await page.getByRole('dialog').getByLabel(t('ty', 'register.field.username')).inputValue()).toBe('demo_vip');
      const res = await fetch(`${GATEWAY_URL}/__admin/captcha?ip=127.0.0.1&merchantCode=DEMO`, { headers: ADMIN });
      const answer = ((await res.json()) as { value: { answer: string } }).value.answer;
      await captchaInput.fill(answer);
      await fillLogin(page, 'demo_vip', 'Vip12345');
      await expect.poll(() => page.getByTestId('balance').count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await visit.context.close();
    }
  });

  it('makes the default-password account change its password, then opens the login dialog', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await openLogin(page);
      await fillLogin(page, 'demo_default', '123456');
      const dialog = page.getByRole('dialog', { name: t('ty', 'auth.changePassword.title') });
      await dialog.waitFor();
      await dialog.getByLabel(t('ty', 'auth.field.oldPassword')).fill('123456');
      await dialog.getByLabel(t('ty', 'auth.field.newPassword'), { exact: true }).fill('123456');
      await dialog.getByLabel(t('ty', 'auth.field.confirmNewPassword')).fill('123456');
      await dialog.getByRole('button', { name: t('ty', 'common.submit') }).click();
      await dialog.getByText(t('ty', 'auth.error.WEAK_PASSWORD')).waitFor();
      await dialog.getByLabel(t('ty', 'auth.field.newPassword'), { exact: true }).fill('Fresh2026a');
      await dialog.getByLabel(t('ty', 'auth.field.confirmNewPassword')).fill('Fresh2026a');
      await dialog.getByRole('button', { name: t('ty', 'common.submit') }).click();
      await page.getByRole('dialog', { name: t('ty', 'auth.login') }).waitFor();
      await fillLogin(page, 'demo_default', 'Fresh2026a');
      await expect.poll(() => page.getByTestId('balance').count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await fetch(`${GATEWAY_URL}/__admin/members/reset`, {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({ merchantCode: 'DEMO', username: 'demo_default', password: '123456', passwordIsDefault: true }),
      });
      await visit.context.close();
    }
  });

  it('free play logs in a trial account with a demo balance', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.getByRole('button', { name: t('ty', 'auth.demo') }).click();
      await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toMatch(/2\.000\.000/);
    } finally {
      await visit.context.close();
    }
  });
});
