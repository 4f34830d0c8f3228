/** Helpers of the accounts e2e tests: throwaway members, the dev outbox, the login dialog. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { totpCodeAt } from '@tests/setup/totp';
import { GATEWAY_URL, PORTAL_URL, shownTexts, t, waitForHydration, type Visit } from './browser';
import { OPERATOR_HEADERS } from '../setup/operator';

const ADMIN = OPERATOR_HEADERS;
const run = Math.random().toString(36).slice(2, 6);
let counter = 0;

export async function adminCall<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const res = await fetch(`${GATEWAY_URL}/__admin${pathname}`, { method, headers: ADMIN, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; value: T };
  if (!res.ok || !json.success) throw new Error(`admin ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json.value;
}

export interface Member {
  username: string;
  password: string;
  mobileNum?: string;
  email?: string;
  type?: number;
}

/** A unique 9-digit Vietnamese-style mobile number starting with 7. */
export const freshMobile = () => `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A unique address in 198.51.100.0/24 style (TEST-NET-2 range) for this run. */
export const freshIp = () => {
  counter += 1;
  return `198.51.${(Number.parseInt(run, 36) % 200) + 1}.${(counter * 13) % 250}`;
};

/** A throwaway member of DEMO (never logged in: its first login shows the welcome dialog). */
export async function makeMember(fields: Partial<Member> = {}, merchantCode = 'DEMO'): Promise<Member> {
  counter += 1;
  const m: Member = { username: `e2e${run}${counter}${Date.now() % 10000}`, password: 'Start1234', ...fields };
  await adminCall('POST', '/members', { merchantCode, ...m, countryDialingCode: m.mobileNum ? '84' : undefined, opening: 100_000 });
  return m;
}

/** The newest outbox code for a destination and purpose, waiting for it to arrive. */
export async function outboxCode(destination: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const q = new URLSearchParams({ destination, purpose });
        const rows = await adminCall<{ code: string }[]>('GET', `/outbox?${q}`);
        code = rows[0]?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

export async function openLogin(page: Page, url = '/') {
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ty', 'auth.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('ty', 'auth.login') });
  await dialog.waitFor();
  return dialog;
}

export async function loginWithPassword(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel(t('ty', 'register.field.username')).fill(username);
  await dialog.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill(password);
  await dialog
    .getByRole('button', { name: t('ty', 'auth.login') })
    .last()
    .click();
}

/** The first-login welcome dialog appears; "later" closes it. */
export async function dismissWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: t('ty', 'firstLogin.title') });
  await welcome.waitFor({ timeout: 10_000 });
  await welcome.getByRole('button', { name: t('ty', 'firstLogin.later') }).click();
  await welcome.waitFor({ state: 'detached' });
}

/** Waits for the header's balance (a member's page); if it never comes, the failure says what the page shows instead (a dialog's alert, its fields' errors). */
export async function waitLoggedIn(page: Page): Promise<void> {
  try {
    await expect.poll(() => page.getByTestId('balance').count(), { timeout: 10_000 }).toBe(1);
  } catch (error) {
    throw new Error(`not logged in at ${page.url()}; dialogs: ${await shownTexts(page, 'dialog')}`, { cause: error });
  }
}

/** No upstream token where JavaScript can read it; the session cookie is HttpOnly. */
export async function expectNoTokenInPage(visit: Visit) {
  const { page } = visit;
  expect(await page.evaluate<string>('document.cookie')).not.toMatch(/sid=|token/i);
  const storage = await page.evaluate<string>('JSON.stringify({ ...localStorage, ...sessionStorage })');
  expect(storage).not.toMatch(/token/i);
  const sid = (await visit.context.cookies()).find((c) => c.name === 'sid');
  expect(sid?.httpOnly).toBe(true);
}

/**
 * Logs in through the header's login dialog, on `url` or on the page already open: answers
 * the captcha when one is asked (drawn for `captchaIp`), closes the first-login welcome
 * dialog when the account has never logged in, and waits for the balance.
 */
export async function logInThroughHeader(
  page: Page,
  username: string,
  password: string,
  { url, captchaIp = '127.0.0.1' }: { url?: string; captchaIp?: string } = {},
) {
  if (url) await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ty', 'auth.login') })
    .click();
  await submitLogin(page, username, password, captchaIp);
  await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
  // docs/product.md 4: a login goes home, once home's lazy route chunk is in (on a loaded machine, after
  // the balance shows): wait for it, so a test's next step is not overtaken by that navigation
  await page.waitForURL((u) => u.pathname === '/', { waitUntil: 'commit', timeout: 30_000 });
}

/**
 * The open login dialog filled and sent (the captcha answered when one is asked, drawn for
 * `captchaIp`); returns once it has gone and the first-login welcome dialog, if any, is closed.
 */
export async function submitLogin(page: Page, username: string, password: string, captchaIp = '127.0.0.1') {
  const dialog = page.getByRole('dialog', { name: t('ty', 'auth.login') });
  await dialog.getByLabel(t('ty', 'register.field.username')).fill(username);
  await dialog.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill(password);
  const captcha = dialog.getByLabel(t('ty', 'register.field.captcha'));
  if (await captcha.count()) {
    const res = await fetch(`${GATEWAY_URL}/__admin/captcha?ip=${captchaIp}&merchantCode=DEMO`, { headers: ADMIN });
    await captcha.fill(((await res.json()) as { value: { answer: string } }).value.answer);
  }
  await dialog
    .getByRole('button', { name: t('ty', 'auth.login') })
    .last()
    .click();
  // the login dialog gives way to the welcome dialog, or to nothing, in one step
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  const welcome = page.getByRole('dialog', { name: t('ty', 'firstLogin.title') });
  if (await welcome.count()) {
    await welcome.getByRole('button', { name: t('ty', 'firstLogin.later') }).click();
    await welcome.waitFor({ state: 'detached' });
  }
}

/** Free play from the header on home: a trial account (type 4) logs in; waits for its balance. */
export async function playFree(page: Page) {
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ty', 'auth.demo') })
    .click();
  await page.getByTestId('balance').waitFor({ timeout: 15_000 });
}

/** The page shows a logged-in member: the header's balance, and no login button in it. */
export async function expectMemberHeader(page: Page) {
  await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 15_000 });
  await expect
    .poll(() =>
      page
        .getByRole('banner')
        .getByRole('button', { name: t('ty', 'auth.login') })
        .count(),
    )
    .toBe(0);
}

/**
 * A new session cookie (HttpOnly `sid`) of `username`: the portal's own login call, made from
 * here as the login dialog makes it (same origin, plain JSON: the worker encrypts it for the
 * gateway, keeps the token in the cookie and binds it to the brand of this host; the address is
 * 127.0.0.1, the browser's, so the gateway knows it). A new one each time, never shared between
 * tests: a test may end its session (a logout, the chat's logout), which would end it for all.
 */
export async function sessionCookie(username: string, password: string): Promise<string> {
  const res = await fetch(`${PORTAL_URL}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PORTAL_URL },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const body = (await res.json()) as { success: boolean; code?: string };
  const sid = res.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!body.success || !sid) throw new Error(`login of ${username}: ${res.status} ${JSON.stringify(body)}`);
  return sid;
}

/**
 * Opens `url` logged in as `username`, without the login dialog, for tests whose subject is
 * not the login (tests of the login itself use logInThroughHeader): the account's session
 * cookie goes into the page's browser context, then the page loads, hydrates and shows the
 * balance. No first-login welcome dialog: that belongs to the dialog's login.
 */
export async function signIn(page: Page, username: string, password: string, { url = '/' }: { url?: string } = {}) {
  const sid = await sessionCookie(username, password);
  await page.context().addCookies([{ name: 'sid', value: sid, url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
}

/** A call of the member's through the portal, as their page makes it (same origin, their session cookie). */
export async function portalCall<T>(sid: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${PORTAL_URL}${path}`, {
    method,
    headers: { cookie: `sid=${sid}`, origin: PORTAL_URL, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; value: T };
  if (!envelope.success) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/**
 * The page's own calls turn the authenticator app on for its member, proven with the login
 * `password` (an account with no factor yet): the secret (the panel is second-factor.test.ts's
 * subject). `pastCoolOffOf`: the member's username, whose clock then moves past the brand's
 * cool-off, so this very session's money steps take the new codes.
 */
export async function turnOnTotp(page: Page, password: string, pastCoolOffOf?: string): Promise<string> {
  const secret = await page.evaluate(async () => {
    const res = await fetch('/wps/member/security/totp/start', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await res.json()) as { value: { secret: string } }).value.secret;
  });
  const status = await page.evaluate(
    async ({ code, password }) =>
      (
        await fetch('/wps/member/security/totp/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, secondFactor: { kind: 'password', password } }),
        })
      ).status,
    { code: totpCodeAt(secret, Date.now()), password },
  );
  expect(status).toBe(200);
  if (pastCoolOffOf) await adminCall('POST', '/protection/clock', { merchantCode: 'DEMO', username: pastCoolOffOf, advanceMs: 61 * 60_000 });
  return secret;
}
