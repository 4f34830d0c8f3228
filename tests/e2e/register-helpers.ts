/** Helpers of the registration e2e tests: fresh identities, the gateway's outbox and captcha, form filling. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { GATEWAY_URL, t, waitForHydration } from './browser';
import { ADMIN_TOKEN } from '../setup/operator';

const ADMIN = { 'x-admin-token': ADMIN_TOKEN };
const run = Date.now().toString(36).slice(-5);
let n = 0;

/** A username DEMO accepts (letter first, 6-16 letters or digits), new on every run. */
export const freshUsername = () => `e${run}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 16);
/** A 9-digit Vietnamese-style mobile number. */
export const freshMobile = () => `3${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** A simulated visitor address of its own (rate limits and known addresses are per address). */
export const freshIp = () => `203.0.113.${10 + Math.floor(Math.random() * 240)}`;

/** The registration SMS code the gateway wrote to its dev outbox for +84 mobile. */
export async function registerCode(mobile: string): Promise<string> {
  const q = new URLSearchParams({ destination: `+84${mobile}`, purpose: 'register' });
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${GATEWAY_URL}/__admin/outbox?${q}`, { headers: ADMIN });
    const rows = ((await res.json()) as { value: { code: string }[] }).value;
    if (rows[0]) return rows[0].code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no registration SMS for +84${mobile}`);
}

/** The answer of the captcha last drawn for the address. */
export async function captchaAnswer(ip: string): Promise<string> {
  const res = await fetch(`${GATEWAY_URL}/__admin/captcha?ip=${encodeURIComponent(ip)}&merchantCode=DEMO`, { headers: ADMIN });
  return ((await res.json()) as { value: { answer: string } }).value.answer;
}

/** Chooses +84 with the keyboard: focus opens the list, arrows move, Enter chooses and closes it. */
export async function chooseVietnam(scope: Locator | Page) {
  const combo = scope.getByRole('combobox', { name: t('ty', 'register.countryCode') });
  await combo.focus();
  const list = scope.getByRole('listbox', { name: t('ty', 'register.countryCode') });
  await list.waitFor();
  const activeText = async () => {
    const id = await combo.getAttribute('aria-activedescendant');
    return id ? scope.locator(`[id="${id}"]`).textContent() : '';
  };
  for (let i = 0; i < 20 && !/\+84\b/.test((await activeText()) ?? ''); i++) await combo.press('ArrowDown');
  await combo.press('Enter');
  await expect.poll(() => combo.textContent()).toMatch(/\+84\b/);
  await list.waitFor({ state: 'hidden' });
}

export const field = (scope: Locator | Page, key: string) => scope.getByLabel(t('ty', `register.field.${key}`), { exact: true });

/** An adult's birthday, as the date input takes it (yyyy-MM-dd). */
export const ADULT_BIRTHDAY = '1990-05-15';

/** Gives the birthday (an adult's unless told) and ticks the terms and age boxes. */
export async function agree(scope: Locator | Page, birthday = ADULT_BIRTHDAY) {
  await scope.getByLabel(t('ty', 'register.birthday'), { exact: true }).fill(birthday);
  await scope.getByLabel(t('ty', 'register.confirmAge').replace('{{age}}', '21')).check();
  await scope.getByRole('checkbox').first().check();
}

/** Sends the SMS code from the form, waits for the countdown and types the code from the outbox. */
export async function verifyMobile(scope: Locator | Page, mobile: string) {
  await field(scope, 'mobileNum').fill(mobile);
  await scope.getByRole('button', { name: t('ty', 'register.sendSms') }).click();
  const countdown = new RegExp(t('ty', 'register.smsResendIn').replace('{{seconds}}', '(\\d+)'));
  await scope.getByRole('button', { name: countdown }).waitFor();
  await field(scope, 'verificationCode').fill(await registerCode(mobile));
}

/**
 * On the open /register page, fills the form as a new member (username, password, +84 mobile
 * verified by SMS, captcha of the page's address `ip`, birthday and boxes) and sends it. Returns
 * the username and the register-success dialog (not waited for).
 */
export async function submitRegistration(page: Page, ip: string, { username = freshUsername(), birthday = ADULT_BIRTHDAY } = {}) {
  const form = page.getByRole('form', { name: t('ty', 'auth.register') });
  await field(form, 'username').fill(username);
  await field(form, 'password').fill('Passw0rd');
  await field(form, 'confirmPassword').fill('Passw0rd');
  await chooseVietnam(form);
  await verifyMobile(form, freshMobile());
  await form.getByRole('img', { name: t('ty', 'auth.captchaImage') }).waitFor();
  await field(form, 'captcha').fill(await captchaAnswer(ip));
  await agree(form, birthday);
  await form.getByRole('button', { name: t('ty', 'auth.register') }).click();
  return { username, success: page.getByRole('dialog', { name: t('ty', 'register.successTitle') }) };
}

/**
 * Registers a new member on /register (password Passw0rd) from the page's simulated address `ip`
 * and closes the success dialog: the member is logged in after, its balance shown.
 */
export async function registerNewMember(page: Page, ip: string): Promise<string> {
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page, 60_000);
  const { username, success } = await submitRegistration(page, ip);
  await success.getByRole('button', { name: t('ty', 'common.submit') }).click({ timeout: 20_000 });
  await success.waitFor({ state: 'detached' });
  await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
  return username;
}
