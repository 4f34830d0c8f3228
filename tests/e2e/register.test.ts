/**
 * Registration as a new player meets it (docs/product.md 2.4, 4, 5, 8): by username on the
 * /register page, then log out and in again; by mobile in the login dialog's register
 * tab with the SMS code from the gateway's outbox; a bad invitation code stops the
 * registration and keeps the form; the referralCode prefill and the field errors.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@shared/birthday';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { formatRuleMessage } from '@shared/validation/messages';
import { browserOfFile, expectCleanVisit, newVisitor, screenshot, t, type Visit, waitForHydration } from './browser';
import { agree, captchaAnswer, chooseVietnam, field, freshIp, freshMobile, freshUsername, submitRegistration, verifyMobile } from './register-helpers';

const browser = browserOfFile();

/** A visitor from an address of its own (rate limits and the new-address rule are per address). */
async function visitorFrom(ip: string, viewport?: { width: number; height: number }): Promise<Visit> {
  const visit = await newVisitor(browser, viewport);
  await visit.context.setExtraHTTPHeaders({ 'x-simulate-ip': ip });
  return visit;
}

/** Clean page: no uncaught errors, hydration problems or CSP violations; console errors only from refused calls. */

const balanceOf = (visit: Visit) => visit.page.getByTestId('balance').textContent();

describe('registration', () => {
  it('registers by username on /register, logs out and logs in again', async () => {
    const ip = freshIp();
    const visit = await visitorFrom(ip);
    const { page } = visit;
    try {
      await page.goto('/register', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page, 60_000);
      await expect.poll(() => page.title()).toMatch(/1000VND/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/1000VND/);
      const { username, success } = await submitRegistration(page, ip);

      await success.getByText(t('ty', 'register.successText')).waitFor({ timeout: 15_000 });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => balanceOf(visit), { timeout: 10_000 }).toMatch(/1\.000/);
      expect(await page.evaluate<string>('document.cookie')).not.toMatch(/sid=/);
      expect(await page.evaluate<string>('JSON.stringify({ ...localStorage, ...sessionStorage })')).not.toMatch(/token/i);
      await success.getByRole('button', { name: t('ty', 'common.submit') }).click();

      await page.getByRole('button', { name: new RegExp(username) }).click();
      await page.getByRole('menuitem', { name: t('ty', 'auth.logout') }).click();
      await page
        .getByRole('dialog', { name: t('ty', 'auth.logoutTitle') })
        .getByRole('button', { name: t('ty', 'common.submit') })
        .click();
      const loginButton = page.getByRole('banner').getByRole('button', { name: t('ty', 'auth.login') });
      await loginButton.click();
      const dialog = page.getByRole('dialog', { name: t('ty', 'auth.login') });
      await dialog.getByLabel(t('ty', 'register.field.username')).fill(username);
      await dialog.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill('Passw0rd');
      await dialog.getByRole('button', { name: t('ty', 'auth.login') }).click();
      await expect.poll(() => balanceOf(visit), { timeout: 10_000 }).toMatch(/1\.000/);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('refuses a birthday under 21 on the page with the docs/product.md 5 text, keeping every typed field; an adult one registers', async () => {
    const ip = freshIp();
    const visit = await visitorFrom(ip, { width: 390, height: 844 });
    const { page } = visit;
    const registerCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/wps/member/register')) registerCalls.push(req.url());
    });
    try {
      await page.goto('/register', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page, 60_000);
      const form = page.getByRole('form', { name: t('ty', 'auth.register') });
      const birthday = form.getByLabel(t('ty', 'register.birthday'), { exact: true });
      expect(await birthday.getAttribute('type')).toBe('date');
      // 21 years old tomorrow, on the brand's day (Asia/Ho_Chi_Minh)
      const [y, m, d] = todayIn(DEFAULT_TIME_ZONE).split('-').map(Number) as [number, number, number];
      const young = new Date(Date.UTC(y - 21, m - 1, d + 1)).toISOString().slice(0, 10);
      const { username } = await submitRegistration(page, ip, { birthday: young });
      const ageText = t('ty', 'validation.confirm_age').replace('{{age}}', '21');
      const errorId = await birthday.getAttribute('aria-describedby');
      await expect.poll(() => form.locator(`[id="${errorId}"]`).textContent()).toBe(ageText);
      expect(await birthday.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'register-underage-390x844.png');
      // nothing sent, nothing typed lost
      expect(registerCalls).toEqual([]);
      expect(await field(form, 'username').inputValue()).toBe(username);
      expect(await field(form, 'password').inputValue()).toBe('Passw0rd');
      expect(await field(form, 'confirmPassword').inputValue()).toBe('Passw0rd');
      expect(await field(form, 'mobileNum').inputValue()).toMatch(/^\d{9}$/);
      expect(await field(form, 'verificationCode').inputValue()).toMatch(/^\d{6}$/);
      expect(await field(form, 'captcha').inputValue()).not.toBe('');
      expect(await birthday.inputValue()).toBe(young);
      // 21 today: registered
      await birthday.fill(new Date(Date.UTC(y - 21, m - 1, d)).toISOString().slice(0, 10));
      await form.getByRole('button', { name: t('ty', 'auth.register') }).click();
      await page.getByRole('dialog', { name: t('ty', 'register.successTitle') }).waitFor({ timeout: 20_000 });
      expect(registerCalls).toHaveLength(1);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('registers by mobile in the login dialog with the SMS code from the outbox; the generated account is announced first', async () => {
    const ip = freshIp();
    const visit = await visitorFrom(ip, { width: 390, height: 844 });
    const { page } = visit;
    try {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page, 60_000);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('ty', 'auth.login') })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('tab', { name: t('ty', 'auth.register') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('ty', 'auth.register') });
      await dialog.getByRole('tab', { name: t('ty', 'register.tab.registerMobile') }).click();
      await expect.poll(() => field(dialog, 'username').count()).toBe(0);
      await chooseVietnam(dialog);
      await verifyMobile(dialog, freshMobile());
      await field(dialog, 'password').fill('Mobile123');
      await field(dialog, 'confirmPassword').fill('Mobile123');
      await dialog.getByRole('img', { name: t('ty', 'auth.captchaImage') }).waitFor();
      await field(dialog, 'captcha').fill(await captchaAnswer(ip));
      await agree(dialog);
      await dialog.getByRole('button', { name: t('ty', 'auth.register'), exact: true }).click();

      const generated = page.getByRole('dialog', { name: t('ty', 'register.generatedTitle') });
      const text = (await generated.getByRole('alert').textContent({ timeout: 15_000 })) ?? '';
      expect(text).toMatch(/\bm[a-z0-9]{9}\b/);
      await generated.getByRole('button', { name: t('ty', 'common.submit') }).click();
      const success = page.getByRole('dialog', { name: t('ty', 'register.successTitle') });
      await success.getByRole('button', { name: t('ty', 'common.submit') }).click();
      await success.waitFor({ state: 'detached' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('stops on a bad invitation code with the warning and keeps what was typed', async () => {
    const visit = await visitorFrom(freshIp());
    const { page } = visit;
    const registerCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/wps/member/register')) registerCalls.push(req.url());
    });
    const username = freshUsername();
    try {
      await page.goto('/register', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page, 60_000);
      const form = page.getByRole('form', { name: t('ty', 'auth.register') });
      await field(form, 'username').fill(username);
      await field(form, 'password').fill('Passw0rd');
      await field(form, 'confirmPassword').fill('Passw0rd');
      await chooseVietnam(form);
      // docs/product.md 8: an SMS send failure shows the server's message in a warning popup
      await field(form, 'mobileNum').fill('912345678');
      await form.getByRole('button', { name: t('ty', 'register.sendSms') }).click();
      const smsWarning = page.getByRole('dialog', { name: t('ty', 'auth.warningTitle') });
      await smsWarning.getByRole('alert').filter({ hasText: 'This mobile number is already registered' }).waitFor();
      await smsWarning.getByRole('button', { name: t('ty', 'common.submit') }).click();
      await smsWarning.waitFor({ state: 'detached' });
      await field(form, 'mobileNum').fill(freshMobile());
      await field(form, 'verificationCode').fill('123456');
      await field(form, 'captcha').fill('1234');
      await field(form, 'affiliateCode').fill('NOPE1234');
      await agree(form);
      await form.getByRole('button', { name: t('ty', 'auth.register') }).click();
      const warning = page.getByRole('dialog', { name: t('ty', 'auth.warningTitle') });
      await warning
        .getByRole('alert')
        .filter({ hasText: t('ty', 'validation.invitation_code_error') })
        .waitFor();
      await warning.getByRole('button', { name: t('ty', 'common.submit') }).click();
      expect(await field(form, 'username').inputValue()).toBe(username);
      expect(await field(form, 'affiliateCode').inputValue()).toBe('NOPE1234');
      expect(await field(form, 'password').inputValue()).toBe('Passw0rd');
      expect(registerCalls).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/register');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('prefills referralCode, hides the invitation field for a URL code, marks required fields and shows docs/product.md 5 errors', async () => {
    const visit = await visitorFrom(freshIp());
    const { page } = visit;
    try {
      await page.goto('/register.html?referralCode=FRIEND42&affiliateCode=DEMOAGENT', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page, 60_000);
      const form = page.getByRole('form', { name: t('ty', 'auth.register') });
      expect(await field(form, 'referralCode').inputValue()).toBe('FRIEND42');
      expect(await field(form, 'affiliateCode').count()).toBe(0);
      expect(await field(form, 'username').getAttribute('placeholder')).toBe(`${t('ty', 'register.field.username')} ＊`);
      expect(await field(form, 'email').getAttribute('placeholder')).toBe(t('ty', 'register.field.email'));

      // docs/product.md 4: the country list opens on focus and closes (200 ms) after blur
      const combo = form.getByRole('combobox', { name: t('ty', 'register.countryCode') });
      const list = form.getByRole('listbox', { name: t('ty', 'register.countryCode') });
      await combo.focus();
      await list.waitFor();
      expect(await combo.getAttribute('aria-expanded')).toBe('true');
      await field(form, 'username').focus();
      await list.waitFor({ state: 'hidden' });
      expect(await combo.getAttribute('aria-expanded')).toBe('false');

      await field(form, 'username').fill('1abc');
      await field(form, 'password').fill('Passw0rd');
      await field(form, 'confirmPassword').fill('Other123');
      await form.getByRole('button', { name: t('ty', 'auth.register') }).click();
      const errorOf = async (key: string) => {
        const input = field(form, key);
        const id = await input.getAttribute('aria-describedby');
        return form.locator(`[id="${id}"]`).textContent();
      };
      expect(await errorOf('username')).toBe(formatRuleMessage(t('ty', 'validation.pattern.letter_first'), 6, 16));
      expect(await errorOf('confirmPassword')).toBe(t('ty', 'validation.inconsistent_twice'));
      expect(await errorOf('mobileNum')).toBe(t('ty', 'validation.not_empty').replace('{{field}}', t('ty', 'register.field.mobileNum')));
      await form.getByText(t('ty', 'validation.agree_terms').replace('{{terms}}', t('ty', 'register.terms'))).waitFor();
      expect(await field(form, 'username').inputValue()).toBe('1abc');

      // the page variant's reset button empties the form (the URL's referral code stays)
      await form.getByRole('button', { name: t('ty', 'register.reset') }).click();
      expect(await field(form, 'username').inputValue()).toBe('');
      expect(await field(form, 'referralCode').inputValue()).toBe('FRIEND42');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });
});
