/** Helpers of the content e2e tests: log in through the header, answering a captcha if one is asked. */
import type { Page } from 'playwright-core';
import { GATEWAY_URL, t, waitForHydration } from './browser';

const ADMIN = { 'content-type': 'application/json', 'x-admin-token': 'dev-admin-token' };

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: t('ty', 'auth.login') }).click();
  const dialog = page.getByRole('dialog', { name: t('ty', 'auth.login') });
  await dialog.getByLabel(t('ty', 'register.field.username')).fill(username);
  await dialog.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill(password);
  const captcha = dialog.getByLabel(t('ty', 'register.field.captcha'));
  if (await captcha.count()) {
    const res = await fetch(`${GATEWAY_URL}/__admin/captcha?ip=127.0.0.1&merchantCode=DEMO`, { headers: ADMIN });
    await captcha.fill(((await res.json()) as { value: { answer: string } }).value.answer);
  }
  await dialog.getByRole('button', { name: t('ty', 'auth.login') }).click();
  await page.getByTestId('balance').waitFor({ timeout: 15_000 });
}

/** The side menu's customer-service group (desktop layout: the menu is always shown). */
export const sideMenu = (page: Page) => page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
