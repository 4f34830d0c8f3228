/**
 * A member's session cookie copied into a second browser (a thief holding it): that browser is
 * refused when it tries to turn the authenticator on, add a passkey or move money above the
 * brand's threshold, and the owner keeps their account: still logged in, the same second factor,
 * the money where it was.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '@tests/setup/totp';
import { browserForFile, PORTAL_URL, screenshot, t, waitForHydration } from './browser';
import { adminCall, portalCall, sessionCookie, turnOnTotp } from './login-helpers';
import { openCentrePage } from './member-centre-helpers';

const { visitor } = browserForFile();

async function newMember(opening: number) {
  const username = `ts${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 100)}`;
  await adminCall('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening });
  return username;
}

/** A browser of its own holding `sid`: the owner's, or the thief's copy of it. */
async function browserWith(sid: string, viewport = { width: 1366, height: 900 }) {
  const visit = await visitor(viewport);
  await visit.context.addCookies([{ name: 'sid', value: sid, url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
  await visit.page.goto('/', { waitUntil: 'load' });
  await waitForHydration(visit.page);
  await visit.page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
  return visit;
}

/** A call the page makes itself (same origin, its cookie): status and code. */
const pageCall = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await res.json()) as { code: string; value: unknown };
      return { status: res.status, code: json.code, value: json.value };
    },
    { path, body },
  );

const secondFactorOf = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/wps/member/security/second-factor')).json()) as { value: { totp: { enabled: boolean }; passkeys: unknown[] } }).value,
  );

describe('a copied session cookie', () => {
  it('cannot turn the authenticator on or add a passkey on an account without a factor; the owner keeps the account', async () => {
    const username = await newMember(100_000);
    const sid = await sessionCookie(username, 'Start1234');
    const owner = await browserWith(sid);
    const thief = await browserWith(sid, { width: 390, height: 844 });

    // the thief opens the panel, scans the QR code into their own app and confirms with its code
    const centre = await openCentrePage(thief.page, 'securityCenter');
    const panel = centre.getByTestId('two-step');
    await panel.getByRole('button', { name: t('ty', 'secondFactor.turnOn') }).click();
    await panel.getByRole('img', { name: t('ty', 'secondFactor.qrLabel') }).waitFor();
    const secret = ((await panel.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await panel.getByLabel(t('ty', 'secondFactor.confirmCode')).fill(totpCodeAt(secret, Date.now()));
    await panel.getByRole('button', { name: t('ty', 'secondFactor.confirm') }).click();
    // the cookie is not enough: the login password is asked, which the thief can only guess
    await panel.getByText(t('ty', 'secondFactor.neededPassword')).waitFor();
    await panel.getByLabel(t('ty', 'secondFactor.loginPassword')).fill('Guess1234');
    await panel.getByRole('button', { name: t('ty', 'secondFactor.confirm') }).click();
    await panel
      .getByRole('alert')
      .filter({ hasText: t('ty', 'secondFactor.errors.wrong').replace('{{count}}', '4') })
      .waitFor();
    await screenshot(thief.page, 'stolen-session-totp-on-390x844.png');
    expect(await panel.getByTestId('recovery-codes').count()).toBe(0);
    // a passkey of the thief's device: refused before any passkey is made
    expect(await pageCall(thief.page, '/wps/member/passkeys/register/options', {})).toMatchObject({
      status: 403,
      code: 'SECOND_FACTOR_REQUIRED',
      value: { step: 'PASSKEY_ADD', methods: ['password'] },
    });

    // the owner: still logged in, nothing changed, and the next login asks for no code of the thief's
    await owner.page.reload({ waitUntil: 'load' });
    await waitForHydration(owner.page);
    await owner.page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    expect(await secondFactorOf(owner.page)).toEqual({ totp: { enabled: false, recoveryCodesLeft: 0 }, passkeys: [] });
    await owner.context.close();
    await thief.context.close();
  });

  it('cannot move money above the threshold, nor add a passkey or switch the authenticator, on an account with the authenticator on', async () => {
    await adminCall('PUT', '/second-factor', { merchantCode: 'DEMO', withdrawAbove: 1_000_000 });
    const username = await newMember(5_000_000);
    const sid = await sessionCookie(username, 'Start1234');
    const owner = await browserWith(sid);
    const secret = await turnOnTotp(owner.page, 'Start1234', username);
    const code = async () =>
      totpCodeAt(secret, (await adminCall<{ now: number }>('POST', '/protection/clock', { merchantCode: 'DEMO', username, advanceMs: 30_000 })).now);
    await portalCall(sid, 'POST', '/wps/cashier/payment-password', { paymentPassword: '135790', secondFactor: { kind: 'totp', code: await code() } });
    await portalCall(sid, 'POST', '/wps/cashier/cards', {
      bankName: 'Vietcombank',
      accountName: 'NGUYEN VAN A',
      accountNo: '4111111111111111',
      paymentPassword: '135790',
      secondFactor: { kind: 'totp', code: await code() },
    });

    // the thief, with the cookie and the PIN, withdraws 1,500,000: the code is asked, and a guess is refused
    const thief = await browserWith(sid);
    const centre = await openCentrePage(thief.page, 'withdraw');
    await centre.getByTestId('withdrawable').filter({ hasText: '5.000.000' }).waitFor();
    const form = centre.locator('form.withdraw-form');
    await form.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('1500000');
    await form.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await form.getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true }).click();
    await form.getByText(t('ty', 'secondFactor.needed.WITHDRAW')).waitFor();
    await form.getByLabel(t('ty', 'secondFactor.code')).fill('000000');
    await form.getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: t('ty', 'secondFactor.errors.wrong').replace('{{count}}', '4') })
      .waitFor();
    await screenshot(thief.page, 'stolen-session-withdraw-1366x900.png');
    expect(await centre.getByTestId('withdrawal-status').count()).toBe(0);
    // the other ways out, and the factor itself: each asks for a code the thief does not have
    for (const [path, body, step] of [
      ['/wps/cashier/transfer/upline', { amount: 1_500_000, paymentPassword: '135790', requestId: crypto.randomUUID() }, 'TRANSFER'],
      ['/wps/member/passkeys/register/options', {}, 'PASSKEY_ADD'],
    ] as const) {
      expect(await pageCall(thief.page, path, body)).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED', value: { step, methods: ['totp'] } });
    }
    // even the login password (had the thief it too) does not switch the app off: only a factor does
    const off = await pageCall(thief.page, '/wps/member/security/totp/disable', { secondFactor: { kind: 'password', password: 'Start1234' } });
    expect(off.code).toBe('SECOND_FACTOR_WRONG');

    // the owner keeps the account: logged in, the authenticator on, no passkey, the money where it was
    await owner.page.reload({ waitUntil: 'load' });
    await waitForHydration(owner.page);
    await owner.page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    expect(await secondFactorOf(owner.page)).toMatchObject({ totp: { enabled: true }, passkeys: [] });
    const info = await portalCall<{ balance: number }>(sid, 'GET', '/wps/cashier/withdraw/info');
    expect(info.balance).toBe(5_000_000);
    await owner.context.close();
    await thief.context.close();
  });
});
