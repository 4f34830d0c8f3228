/**
 * A centre page opened from its URL on a slow phone: what the player types and taps as soon as
 * the centre shows is neither lost nor undone by hydration. The CPU is slowed 6x (DevTools'
 * Emulation.setCPUThrottlingRate) so the page's code arrives and hydrates late, and the test
 * acts the moment Playwright can (the field visible and editable), without waiting for
 * hydration: the withdrawal the form sends is the one typed, and it is requested once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCard, WithdrawInfo } from '@shared/api/cashier';
import { browserForFile, expectCleanVisit, PORTAL_URL, t, untilIdle, waitForHydration } from './browser';
import { makeMember, portalCall, sessionCookie } from './login-helpers';

const { visitor } = browserForFile();
const PAYMENT_PASSWORD = '246810';

let member: { username: string; password: string; withdraw: WithdrawInfo };

beforeAll(async () => {
  // a member whose withdraw page shows its form: payment password set and a card bound
  const m = await makeMember();
  const sid = await sessionCookie(m.username, m.password);
  await portalCall(sid, 'POST', '/wps/cashier/payment-password', { paymentPassword: PAYMENT_PASSWORD });
  await portalCall<BankCard[]>(sid, 'POST', '/wps/cashier/cards', {
    bankName: 'Vietcombank',
    accountName: 'TRAN THI B',
    accountNo: '9876543210',
    paymentPassword: PAYMENT_PASSWORD,
  });
  member = { ...m, withdraw: await portalCall<WithdrawInfo>(sid, 'GET', '/wps/cashier/withdraw/info') };
  expect(member.withdraw.min).toBeLessThanOrEqual(member.withdraw.withdrawable);
});

/**
 * The member's browser with its CPU slowed `rate` times and their session cookie in place; the
 * withdraw page's own chunk is held back like a slow network's until `release()` (the test has
 * typed and tapped) or, at the latest, `lateMs` after it was asked for: the centre's frame and the
 * rest of the page come first.
 */
async function slowMemberPage(rate: number, lateMs = 8_000) {
  const visit = await visitor({ width: 390, height: 844 });
  const sid = await sessionCookie(member.username, member.password);
  await visit.context.addCookies([{ name: 'sid', value: sid, url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await visit.page.route(/\/assets\/withdraw-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await Promise.race([released, new Promise((arrived) => setTimeout(arrived, lateMs))]);
    await route.fulfill({ response });
  });
  const cdp = await visit.context.newCDPSession(visit.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page: visit.page, visit, release };
}

const money = (n: number) => `₫ ${n.toLocaleString('vi-VN')}`;

describe('a centre page opened from its URL takes what the player types and taps before it has hydrated', () => {
  it('withdraw at 6x CPU: amount and payment password typed and the button pressed at once: the withdrawal is requested, once', async () => {
    const { page, visit, release } = await slowMemberPage(6);
    const withdrawals: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/cashier/withdraw') withdrawals.push(r.postData() ?? '');
    });
    await page.goto('/?centre=member/withdraw', { waitUntil: 'commit' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    const form = centre.locator('form.withdraw-form');
    const amount = String(member.withdraw.min);
    // as soon as the player can: no wait for hydration
    await form.getByLabel(t('ty', 'cashier.amount')).fill(amount);
    await form.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true }).click();
    release();
    // the answer beside the button: the amount typed was the amount sent
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe(t('ty', 'withdraw.requested').replace('{{amount}}', money(member.withdraw.min)));
    await waitForHydration(page);
    await untilIdle(page);
    expect(withdrawals).toHaveLength(1);
    expect(JSON.parse(withdrawals[0]!)).toMatchObject({ amount: member.withdraw.min });
    await expectCleanVisit(visit);
  });

  it('withdraw at 6x CPU: an amount typed at once is still in the field, and the form reads it, once the page has hydrated', async () => {
    const { page, visit, release } = await slowMemberPage(6);
    await page.goto('/?centre=member/withdraw', { waitUntil: 'commit' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    const form = centre.locator('form.withdraw-form');
    const field = form.getByLabel(t('ty', 'cashier.amount'));
    await field.fill('12345');
    release();
    await waitForHydration(page);
    await untilIdle(page);
    expect(await field.inputValue()).toBe('12345');
    // the form's own state holds it: sent without a payment password, the amount is not the one refused as empty
    await form.getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true }).click();
    await form.getByText(t('ty', 'withdraw.errors.sixDigits')).waitFor();
    expect(await form.getByText(t('ty', 'cashier.errors.whole')).count()).toBe(0);
    expect(await field.inputValue()).toBe('12345');
    await expectCleanVisit(visit);
  });
});
