/**
 * Point mall and red envelope in Chromium as a member registered on /register, on a
 * phone (390x844).
 * Point mall: the operator grants 1,000 points; the member redeems a 10,000 VND item (100 points)
 * and converts 200 points; the redeem history lists both approved, the points details list the
 * grant and the two spendings with their dates, the rules tab the exchange ratio table.
 * Red envelope: opened from the point mall's button; the operator's envelope pays 7,000 per
 * member; the member claims it once and the header balance rises by 7,000 once; a second tab
 * still showing the open envelope is refused as already claimed, a reload shows the claim with
 * its amount, and the balance stays. An envelope that starts later counts down. A trial account
 * (free play) that asks for the red envelope gets the in_need_true_account warning (docs/product.md 5).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, screenshot, t, waitForHydration } from './browser';
import { adminCall } from './login-helpers';
import { axeViolations } from './member-centre-helpers';
import { freshIp, registerNewMember as registerOnPage } from './register-helpers';
import { digits } from '../setup/operator';

const { visitor } = browserForFile();
const HOUR = 3_600_000;
const PHONE = { width: 390, height: 844 };
// a loaded 2-core machine: registration, two pages and a dialog take their time

/**
 * The header balance, once the browser has fetched it: after each page load the header says
 * "balance updating" (no digits, read as 0) until /wps/v2/wallets/balance answers, which can come
 * after the page's own data (the points balance) on a loaded machine.
 */
async function balanceOf(page: Page) {
  const shown = page.getByTestId('balance').filter({ hasText: /\d/ });
  await shown.waitFor({ timeout: 20_000 });
  return digits(await shown.textContent());
}
const tt = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), t('ty', key));

const openEnvelope = (s: { startsAt?: number; endsAt?: number; minAmount?: number; maxAmount?: number } = {}) =>
  adminCall('PUT', '/redEnvelope', {
    merchantCode: 'DEMO',
    startsAt: Date.now() - HOUR,
    endsAt: Date.now() + HOUR,
    pool: 5_000_000,
    minAmount: 7_000,
    maxAmount: 7_000,
    ...s,
  });

afterAll(async () => {
  // as the seed has it
  await openEnvelope({ endsAt: Date.now() + 30 * 24 * HOUR, minAmount: 1_000, maxAmount: 50_000 });
});

/** A new member through the /register page (logged in afterwards), from an address of its own. */
async function registerNewMember() {
  const ip = freshIp();
  const visit = await visitor(PHONE);
  await visit.context.setExtraHTTPHeaders({ 'x-simulate-ip': ip });
  const { page } = visit;
  const username = await registerOnPage(page, ip);
  return { visit, page, username };
}

describe('point mall and red envelope (new member)', () => {
  it('redeems and converts points, then sees the redeem history and the points details', async () => {
    const { visit, page, username } = await registerNewMember();
    await adminCall('POST', '/promotions/points', { merchantCode: 'DEMO', username, points: 1000, remark: 'Welcome points' });

    await page.goto('/pointMall', { waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('points-balance').textContent(), { timeout: 20_000 }).toBe(tt('points.value', { points: '1.000' }));
    await screenshot(page, 'point-mall-redeem-390x844.png');

    // one 10,000 VND item for 100 points
    const startBalance = await balanceOf(page);
    await page.getByRole('button', { name: tt('points.redeemItem', { name: 'Thưởng 10.000 VND' }) }).click();
    const confirm = page.getByRole('dialog', { name: t('ty', 'points.confirmTitle') });
    await confirm.getByRole('button', { name: t('ty', 'points.confirm') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: tt('points.redeemed', { name: 'Thưởng 10.000 VND' }) })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('points-balance').textContent(), { timeout: 20_000 }).toBe(tt('points.value', { points: '900' }));
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(startBalance + 10_000);

    // 200 points into money at 90 VND a point; below the minimum the form says so and keeps the text
    const amount = page.getByLabel(t('ty', 'points.convertPoints'));
    await amount.fill('50');
    await page.getByRole('button', { name: t('ty', 'points.convertSubmit'), exact: true }).click();
    await page.getByText(tt('points.convertMin', { min: '100' })).waitFor();
    expect(await amount.inputValue()).toBe('50');
    await amount.fill('200');
    await page.getByRole('button', { name: t('ty', 'points.convertSubmit'), exact: true }).click();
    await page
      .getByRole('dialog', { name: t('ty', 'points.confirmTitle') })
      .getByRole('button', { name: t('ty', 'points.confirm') })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: tt('points.converted', { points: '200', amount: '₫ 18.000' }) })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('points-balance').textContent(), { timeout: 20_000 }).toBe(tt('points.value', { points: '700' }));
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(startBalance + 28_000);

    // the redeem history: both, approved, newest first
    await page.getByRole('tab', { name: t('ty', 'points.tab.history') }).click();
    await page.waitForURL(/[?&]tab=history/);
    const redemptions = page.getByTestId('redemption');
    await expect.poll(() => redemptions.count(), { timeout: 20_000 }).toBe(2);
    const history = await redemptions.allTextContents();
    expect(history[0]).toContain(t('ty', 'points.convertName'));
    expect(history[0]).toContain('18.000');
    expect(history[1]).toContain('Thưởng 10.000 VND');
    for (const row of history) expect(row).toContain(t('ty', 'points.status.approved'));
    expect(history[0]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await screenshot(page, 'point-mall-history-390x844.png');

    // the points details: the grant and the two spendings, with their dates
    await page.getByRole('tab', { name: t('ty', 'points.tab.details') }).click();
    const entries = page.getByTestId('point-entry');
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(3);
    const details = await entries.allTextContents();
    expect(details[0]).toContain(t('ty', 'points.kind.REDEEM'));
    expect(details[0]).toContain('-200');
    expect(details[1]).toContain('-100');
    expect(details[1]).toContain('Thưởng 10.000 VND');
    expect(details[2]).toContain(t('ty', 'points.kind.EARN'));
    expect(details[2]).toContain('+1.000');
    expect(details[2]).toContain('Welcome points');
    for (const row of details) expect(row).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await screenshot(page, 'point-mall-details-390x844.png');

    // a reload keeps the tab
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.getByTestId('point-entry').count(), { timeout: 20_000 }).toBe(3);

    // the rules and the exchange ratio table, with the conversion's row
    await page.getByRole('tab', { name: t('ty', 'points.tab.rules') }).click();
    await page.getByText(t('ty', 'points.rule3')).waitFor();
    // the rules tab writes amounts as the brand's money and points in the page's grouping, like the rest of the site
    expect(await page.getByTestId('ratio-convert').textContent()).toContain('100+₫ 9.000+1 : ₫ 90');
    // points from play: the brand's seeded 10,000 of settled stake per point
    expect((await page.getByTestId('rule-play').textContent())!.replace(/\D/g, '')).toBe('110000');
    expect(
      await page
        .getByRole('table', { name: t('ty', 'points.ratioTable') })
        .locator('tbody tr')
        .count(),
    ).toBe(5);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'point-mall-rules-390x844.png');
    // the dark theme too (as the theme toggle switches it), on the details tab's coloured amounts
    await page.getByRole('tab', { name: t('ty', 'points.tab.details') }).click();
    await expect.poll(() => page.getByTestId('point-entry').count(), { timeout: 20_000 }).toBe(3);
    await page.evaluate("document.documentElement.dataset.theme = 'dark'");
    expect(await axeViolations(page, 'main')).toEqual([]);
    await expectCleanVisit(visit);
  }, 240_000);

  it('claims a red envelope once: the balance rises once, a second claim is refused, the claim shows', async () => {
    await openEnvelope();
    const { visit, page } = await registerNewMember();
    await page.goto('/pointMall', { waitUntil: 'load' });
    await waitForHydration(page);
    await page.getByRole('button', { name: t('ty', 'points.redEnvelope') }).click();
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.member.redEnvelope'), exact: true }).waitFor();
    await page.waitForURL(/[?&]centre=member\/redEnvelope/);
    const state = centre.getByTestId('envelope-state');
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 20_000 }).toBe('open');
    expect(await state.textContent()).toContain(t('ty', 'envelope.state.open'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'red-envelope-open-390x844.png');

    // a second tab of the same session, still showing the open envelope
    const other = await visit.context.newPage();
    await other.goto('/?centre=member/redEnvelope', { waitUntil: 'load' });
    const otherCentre = other.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await expect.poll(() => otherCentre.getByTestId('envelope-state').getAttribute('data-state'), { timeout: 20_000 }).toBe('open');

    const before = await balanceOf(page);
    await centre.getByRole('button', { name: t('ty', 'envelope.claim') }).click();
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 20_000 }).toBe('claimed');
    expect(await state.textContent()).toContain(t('ty', 'envelope.state.claimed'));
    expect(digits(await centre.getByTestId('envelope-amount').textContent())).toBe(7_000);
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(before + 7_000);
    expect(await centre.getByRole('button', { name: t('ty', 'envelope.claim') }).count()).toBe(0);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'red-envelope-claimed-390x844.png');

    // the second tab's claim is refused, and it then shows the claim
    await otherCentre.getByRole('button', { name: t('ty', 'envelope.claim') }).click();
    await otherCentre
      .getByRole('alert')
      .filter({ hasText: t('ty', 'envelope.errors.claimed') })
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => otherCentre.getByTestId('envelope-state').getAttribute('data-state'), { timeout: 20_000 }).toBe('claimed');
    await other.close();

    // after a reload: still claimed with its amount, the balance rose once
    await page.reload({ waitUntil: 'load' });
    const again = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await expect.poll(() => again.getByTestId('envelope-state').getAttribute('data-state'), { timeout: 20_000 }).toBe('claimed');
    expect(digits(await again.getByTestId('envelope-amount').textContent())).toBe(7_000);
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(before + 7_000);

    // an envelope that starts in two hours counts down
    const startsAt = Date.now() + 2 * HOUR;
    await openEnvelope({ startsAt, endsAt: startsAt + HOUR });
    await page.reload({ waitUntil: 'load' });
    const timer = again.getByRole('timer', { name: t('ty', 'envelope.startsIn') });
    await timer.waitFor({ timeout: 20_000 });
    expect(await again.getByTestId('envelope-state').getAttribute('data-state')).toBe('upcoming');
    const first = await timer.textContent();
    const readAt = Date.now();
    // what is left until the start, on the wall clock, bounded on both sides: at most the two
    // hours (the countdown rounds up: a quick reload reads 02:00:00), at least what was left when
    // it was read, less the second the display may lag behind between its ticks
    expect(first).toMatch(/^\d{2}:[0-5]\d:[0-5]\d$/);
    const [h, m, sec] = (first ?? '').split(':').map(Number) as [number, number, number];
    const shown = h * 3600 + m * 60 + sec;
    expect(shown).toBeLessThanOrEqual(2 * 3600);
    expect(shown).toBeGreaterThanOrEqual(Math.floor((startsAt - readAt) / 1000) - 1);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await again.getByRole('button', { name: t('ty', 'envelope.claim') }).count()).toBe(0);
    await screenshot(page, 'red-envelope-upcoming-390x844.png');
    await expectCleanVisit(visit);
  }, 240_000);

  it('a trial account asking for the red envelope gets the in_need_true_account warning', async () => {
    // the desktop header carries the free-play button
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await page.goto('/pointMall', { waitUntil: 'load' });
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ty', 'auth.demo') })
      .click();
    await expect.poll(() => page.getByTestId('balance').count(), { timeout: 20_000 }).toBe(1);
    // a login, free play too, takes the player home (docs/product.md 4); back to the point mall from the
    // side menu (the test used to click before that navigation and failed when it came first)
    await page.waitForURL((url) => url.pathname === '/');
    // the side menu's link: the point mall's own banner (its 'shop' group) links there under the
    // same name, and the point mall may still be on screen while home renders
    await page
      .getByRole('complementary', { name: t('ty', 'layout.sideMenu') })
      .getByRole('link', { name: t('ty', 'layout.pointMall') })
      .click();
    await page.waitForURL('**/pointMall');
    await page.getByRole('button', { name: t('ty', 'points.redEnvelope') }).click();
    const warning = page.getByRole('dialog', { name: t('ty', 'auth.warningTitle') });
    await warning.getByText(t('ty', 'auth.inNeedTrueAccount')).waitFor();
    await warning.getByRole('button', { name: t('ty', 'auth.inIncreaseSubmit') }).click();
    await expect.poll(() => warning.count()).toBe(0);
    expect(await page.getByRole('dialog', { name: t('ty', 'centre.member.title') }).count()).toBe(0);
    await expectCleanVisit(visit);
  }, 150_000);
});
