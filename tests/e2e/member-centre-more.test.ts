/**
 * The member centre's remaining pages in Chromium as a new member.
 * messageV2: the operator sends three messages; the header counts 3 unread; opening one
 * reads it and deleting another (unread) one takes it away, and the header count falls each time.
 * manualRebate: two slot rounds earn a rebate shown by category; claiming it raises the header
 * balance by it once; a second claim (from a second tab that still shows the old amount) is refused.
 * playerRank: opened from the avatar menu's member label, the level, the progress to the next and
 * the benefits table; demo_vip (rank 5) gets the VIP service entry, which opens VIP service.
 * rewardCenter: after a paid first deposit and the operator's Zalo unlock, two rewards are
 * claimable; claiming the first-deposit one raises the balance by 10 % of the deposit once, it
 * moves to the claimed tab, and the level-up rewards wait in the locked tab with their condition.
 * referral: the menu shows invite friends (DEMO has it on); the QR code of the member's link is
 * decoded and a friend registers from it in another browser; the friend is listed, and after its
 * qualifying deposit the member claims what it earned, once.
 * missionLeaderboard: the menu's badge counts the day's missions not claimed (4); playing 500,000
 * on slots completes a mission, its claim pays once and the badge falls; the leaderboard shows
 * the member's place.
 * rescue fund: slot rounds lose, the test servers move them into yesterday; from the reward
 * centre's link the rescue page shows yesterday's loss and 5 % of it, claimed once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { balance, openSlot, playerOf, vendor } from '../gateway/players';
import { inOneBrandDay } from '../gateway/brand-day';
import { browserForFile, expectCleanVisit, GATEWAY_URL, PORTAL_URL, screenshot, t, waitForHydration } from './browser';
import { adminCall, makeMember, signIn } from './login-helpers';
import { axeViolations, openCentrePage } from './member-centre-helpers';
import { decodeQr } from './promos-helpers';
import { field, freshIp, submitRegistration } from './register-helpers';
import { maskUsername } from '@gateway/domain/play';
import { MAX_BET } from '@shared/api/play';
import { digits } from '../setup/operator';

const { visitor } = browserForFile();

const headerUnread = (page: Page) => page.getByTestId('unread-messages').getAttribute('aria-label');
const unreadLabel = (n: number) => t('ty', 'content.unread').replace('{{count}}', String(n));

describe('platform messages (messageV2)', () => {
  it('reads and deletes messages; the header unread count falls', async () => {
    const m = await makeMember();
    for (const title of ['Khuyến mãi tuần', 'Bảo trì hệ thống', 'Chào mừng']) {
      await adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title, content: `${title}: nội dung` });
      await new Promise((r) => setTimeout(r, 5));
    }
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    await expect.poll(() => headerUnread(page), { timeout: 20_000 }).toBe(unreadLabel(3));

    const centre = await openCentrePage(page, 'messageV2');
    const items = centre.getByTestId('message');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(3);
    expect(await items.locator('.message-toggle strong').allTextContents()).toEqual(['Chào mừng', 'Bảo trì hệ thống', 'Khuyến mãi tuần']);

    // opening the newest reads it
    const newest = centre.getByRole('button', { name: /^Chào mừng/ });
    expect(await newest.getAttribute('aria-expanded')).toBe('false');
    await newest.click();
    await centre.getByText('Chào mừng: nội dung').waitFor();
    await expect.poll(() => headerUnread(page), { timeout: 20_000 }).toBe(unreadLabel(2));
    await expect
      .poll(() => centre.getByTestId('messages-unread').textContent(), { timeout: 20_000 })
      .toBe(t('ty', 'messages.unreadCount').replace('{{count}}', '2'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'messages-1280x800.png');

    // deleting an unread one removes it and its unread mark
    await centre.getByRole('button', { name: t('ty', 'messages.deleteOne').replace('{{title}}', 'Bảo trì hệ thống') }).click();
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => headerUnread(page), { timeout: 20_000 }).toBe(unreadLabel(1));

    // the unread tab lists what is left unread; mark all read empties it
    await centre.getByRole('tab', { name: t('ty', 'messages.unread') }).click();
    await expect.poll(() => items.allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining('Khuyến mãi tuần')]);
    await centre.getByRole('button', { name: t('ty', 'messages.readAll') }).click();
    await centre.getByText(t('ty', 'messages.noneUnread')).waitFor();
    await expect.poll(() => headerUnread(page), { timeout: 20_000 }).toBe(unreadLabel(0));

    // after a reload the deleted message stays gone
    await page.reload({ waitUntil: 'load' });
    const again = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await expect.poll(() => again.getByTestId('message').count(), { timeout: 20_000 }).toBe(2);
    expect(await again.getByText('Bảo trì hệ thống').count()).toBe(0);
    await expectCleanVisit(visit);
  });
});

const balanceOf = async (page: Page) => digits(await page.getByTestId('balance').textContent());

/** Settled rounds of the slot PG_002 (category RNG, 0.5 % at level 0) with these bets, through the vendor stand-in. */
async function playSlot(username: string, password: string, bets: number[]) {
  const p = await playerOf(username, password);
  const session = await openSlot(p);
  for (const bet of bets) {
    const commit = await vendor<{ roundId: string }>('commit', {}, session);
    await vendor('play', { roundId: commit.value.roundId, clientSeed: 'e2e-rebate', bet }, session);
  }
}

describe('rebate (manualRebate)', () => {
  it('claims the rebate of two slot rounds once; a second claim is refused', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    await playSlot(m.username, m.password, [20_000, 30_000]);

    const centre = await openCentrePage(page, 'manualRebate');
    const table = centre.getByTestId('rebate-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`${t('ty', 'category.RNG')}.*50\\.000.*0,5\\s?%.*250`)),
    ]);
    expect(digits(await centre.getByTestId('rebate-total').textContent())).toBe(250);
    await centre.getByText(t('ty', 'rebate.noClaims')).waitFor();

    // a second tab of the same session, still showing 250 to claim
    const other = await visit.context.newPage();
    await other.goto('/?centre=member/manualRebate', { waitUntil: 'load' });
    const otherCentre = other.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await otherCentre.getByTestId('rebate-total').filter({ hasText: '250' }).waitFor();

    // the wallet after the rounds (their wins are random), as the gateway has it
    const before = await balance(await playerOf(m.username, m.password));
    await centre.getByRole('button', { name: t('ty', 'rebate.claim') }).click();
    await centre.getByRole('status').filter({ hasText: '250' }).waitFor();
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(before + 250);
    await expect.poll(async () => digits(await centre.getByTestId('rebate-total').textContent()), { timeout: 20_000 }).toBe(0);
    expect(await centre.getByRole('button', { name: t('ty', 'rebate.claim') }).isDisabled()).toBe(true);
    await expect.poll(() => centre.getByTestId('rebate-claims').locator('tbody tr').count(), { timeout: 20_000 }).toBe(1);
    expect(await centre.getByTestId('rebate-claims').locator('tbody tr').textContent()).toContain('250');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'rebate-1280x800.png');

    // the stale tab's claim is refused by the gateway, with its message
    await otherCentre.getByRole('button', { name: t('ty', 'rebate.claim') }).click();
    await otherCentre
      .getByRole('alert')
      .filter({ hasText: t('ty', 'rebate.errors.nothing') })
      .waitFor();
    expect(await balance(await playerOf(m.username, m.password))).toBe(before + 250);
    await other.close();
    await expectCleanVisit(visit);
  });
});

describe('VIP (playerRank)', () => {
  it('opens from the member label: level, progress to the next, the benefits; no VIP service below rank 5', async () => {
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, 'demo_member', 'Demo1234');
    await page.getByRole('banner').locator('.avatar-button').click();
    await page.getByRole('menuitem', { name: 'Gold' }).click();
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.member.playerRank') }).waitFor();
    await page.waitForURL(/[?&]centre=member\/playerRank/);
    await expect.poll(() => centre.getByTestId('vip-level').textContent(), { timeout: 20_000 }).toBe('VIP cấp 3 · Gold');
    expect(await centre.getByTestId('vip-next').textContent()).toMatch(/Platinum/);
    const rows = centre.getByTestId('vip-levels').locator('tbody tr');
    expect(await rows.count()).toBe(7);
    expect(await centre.getByTestId('vip-levels').locator('tbody tr[aria-current="true"] th').textContent()).toBe('VIP cấp 3 · Gold');
    // the rebate rates of Gold and of the next level, Platinum
    const rates = centre.getByTestId('vip-rates');
    expect(await rates.locator('thead th').allTextContents()).toEqual([t('ty', 'rebate.category'), 'Gold', 'Platinum']);
    expect(await rates.getByRole('row', { name: new RegExp(`^${t('ty', 'category.RNG')}`) }).textContent()).toMatch(/0,8\s?%0,9\s?%/);
    expect(await centre.getByRole('button', { name: t('ty', 'vip.service') }).count()).toBe(0);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'vip-1280x800.png');
    await expectCleanVisit(visit);
  });

  it('a rank 5 member sees the VIP service entry, which opens VIP service', async () => {
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await signIn(page, 'demo_vip', 'Vip12345');
    await page.goto('/?centre=member/playerRank', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await expect.poll(() => centre.getByTestId('vip-level').textContent(), { timeout: 20_000 }).toBe('VIP cấp 5 · Diamond');
    const [popup] = await Promise.all([page.waitForEvent('popup'), centre.getByRole('button', { name: t('ty', 'vip.service') }).click()]);
    await popup.waitForURL(`${GATEWAY_URL}/service/vip?merchant=DEMO&lang=ty`);
    await popup.close();
    await expectCleanVisit(visit);
  });
});

describe('reward centre (rewardCenter)', () => {
  it('claims the first-deposit reward once; claimed and locked rewards are listed', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    // a paid deposit of 300,000 and the operator's Zalo unlock
    const p = await playerOf(m.username, m.password);
    const order = await fetch(`${GATEWAY_URL}/wps/cashier/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}` },
      body: JSON.stringify({ channelId: 'bank-vcb', amount: 300_000, requestId: crypto.randomUUID() }),
    });
    const orderNo = ((await order.json()) as { value: { orderNo: string } }).value.orderNo;
    await adminCall('POST', '/cashier/deposits/confirm', { orderNo });
    await adminCall('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: m.username, code: 'ZALO_APP' });

    const centre = await openCentrePage(page, 'rewardCenter');
    const tab = (state: string, count: number) => centre.getByRole('tab', { name: t('ty', `rewards.tab.${state}`).replace('{{count}}', String(count)) });
    await tab('claimable', 2).waitFor();
    const rewards = centre.getByTestId('reward');
    await expect.poll(() => rewards.count(), { timeout: 20_000 }).toBe(2);
    const firstDeposit = t('ty', 'rewards.kind.first_deposit');
    expect(await rewards.filter({ hasText: firstDeposit }).textContent()).toMatch(/30\.000/);
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(400_000);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'rewards-390x844.png');

    await centre.getByRole('button', { name: t('ty', 'rewards.claimOne').replace('{{title}}', firstDeposit) }).click();
    await centre.getByRole('status').filter({ hasText: '30.000' }).waitFor();
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(430_000);
    await tab('claimable', 1).waitFor();
    await tab('claimed', 1).click();
    await expect.poll(() => rewards.allTextContents(), { timeout: 20_000 }).toEqual([expect.stringContaining(firstDeposit)]);
    expect(await centre.getByRole('button', { name: t('ty', 'rewards.claim') }).count()).toBe(0);

    await tab('locked', 6).click();
    await expect.poll(() => rewards.count(), { timeout: 20_000 }).toBe(6);
    expect(await rewards.first().textContent()).toContain(t('ty', 'rewards.when.level_up').replace('{{name}}', 'Bronze'));
    // the gateway refuses a second claim whatever the page shows
    const again = await fetch(`${GATEWAY_URL}/wps/rewards/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}` },
      body: JSON.stringify({ code: 'FIRST_DEPOSIT', requestId: crypto.randomUUID() }),
    });
    expect(((await again.json()) as { code: string }).code).toBe('ALREADY_CLAIMED');
    await expectCleanVisit(visit);
  });
});

describe('invite friends (referral)', () => {
  it('a friend registers from the decoded QR link, is listed, and earns the member its bonus once', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    const centre = await openCentrePage(page, 'referral');
    // DEMO has the referral programme on (availablePromo REFERRAL): the menu lists invite friends
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.member.referral') })
      .waitFor();
    const code = (await centre.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toMatch(/^R[0-9A-Z]{5,11}$/);
    await centre.getByText(t('ty', 'referral.noFriends')).waitFor();
    const link = await decodeQr(centre.getByTestId('referral-qr'));
    expect(link).toBe(`${new URL(PORTAL_URL).origin}/register?referralCode=${code}`);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    // the friend opens the decoded link in a browser of its own and registers
    const ip = freshIp();
    const friendVisit = await visitor({ width: 390, height: 844 });
    await friendVisit.context.setExtraHTTPHeaders({ 'x-simulate-ip': ip });
    const friendPage = friendVisit.page;
    await friendPage.goto(link!, { waitUntil: 'domcontentloaded' });
    await waitForHydration(friendPage, 60_000);
    const form = friendPage.getByRole('form', { name: t('ty', 'auth.register') });
    expect(await field(form, 'referralCode').inputValue()).toBe(code);
    const { username: friend, success } = await submitRegistration(friendPage, ip);
    await success.waitFor({ timeout: 20_000 });

    // the member sees the friend, waiting for a deposit
    await page.reload({ waitUntil: 'load' });
    const rows = centre.getByTestId('referral-friends').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain(maskUsername(friend));
    expect(await rows.first().textContent()).toContain(t('ty', 'referral.status.waiting'));

    // the friend's deposit of 100,000 qualifies: the member claims 50,000 once
    const f = await playerOf(friend, 'Passw0rd', ip);
    const order = await fetch(`${GATEWAY_URL}/wps/cashier/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Merchant-Code': 'DEMO', 'X-Client-IP': f.ip, Authorization: `Bearer ${f.token}` },
      body: JSON.stringify({ channelId: 'bank-vcb', amount: 100_000, requestId: crypto.randomUUID() }),
    });
    await adminCall('POST', '/cashier/deposits/confirm', { orderNo: ((await order.json()) as { value: { orderNo: string } }).value.orderNo });
    await page.reload({ waitUntil: 'load' });
    const claimButton = centre.getByRole('button', { name: t('ty', 'referral.claimFor').replace('{{friend}}', maskUsername(friend)) });
    await claimButton.click({ timeout: 20_000 });
    await centre.getByRole('status').filter({ hasText: '50.000' }).waitFor();
    await expect.poll(async () => digits(await centre.getByTestId('referral-earned').textContent()), { timeout: 20_000 }).toBe(50_000);
    expect(await rows.first().textContent()).toContain(t('ty', 'referral.status.claimed'));
    expect(await claimButton.count()).toBe(0);
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(150_000);
    await screenshot(page, 'referral-1280x800.png');
    await expectCleanVisit(visit);
  });
});

describe('missions (missionLeaderboard)', () => {
  it(
    'play completes a mission; claiming it pays once and the menu badge falls; the leaderboard has the member',
    () =>
      inOneBrandDay(async () => {
        const username = `ms${Date.now() % 1_000_000_000}`;
        await adminCall('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening: 1_000_000 });
        const visit = await visitor({ width: 1280, height: 800 });
        const { page } = visit;
        await signIn(page, username, 'Start1234');
        const centre = await openCentrePage(page, 'missionLeaderboard');
        const badge = centre.getByTestId('centre-badge-missionLeaderboard');
        await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe(`4${t('ty', 'missions.badge').replace('{{count}}', '4')}`);
        const slots = centre.getByTestId('mission').filter({ hasText: t('ty', 'category.RNG') });
        expect(await slots.textContent()).toContain(t('ty', 'missions.state.in_progress'));
        await centre
          .getByText(t('ty', 'missions.notRanked'))
          .or(centre.getByText(t('ty', 'missions.noRanking')))
          .first()
          .waitFor();

        await playSlot(username, 'Start1234', [250_000, 250_000]);
        await page.reload({ waitUntil: 'load' });
        const claimSlots = slots.getByRole('button', { name: t('ty', 'rewards.claim') });
        await claimSlots.waitFor({ timeout: 20_000 });
        expect(await slots.textContent()).toMatch(/₫ 500\.000 trên ₫ 500\.000/);
        await expect.poll(() => centre.getByTestId('leaderboard-me').textContent(), { timeout: 20_000 }).toMatch(/500\.000/);
        expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

        const p = await playerOf(username, 'Start1234');
        const before = await balance(p);
        await claimSlots.click();
        await centre.getByRole('status').filter({ hasText: '10.000' }).waitFor();
        await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe(`3${t('ty', 'missions.badge').replace('{{count}}', '3')}`);
        await expect.poll(() => slots.textContent(), { timeout: 20_000 }).toContain(t('ty', 'missions.state.claimed'));
        expect(await balance(p)).toBe(before + 10_000);
        await screenshot(page, 'missions-1280x800.png');

        // the login mission too: the badge falls again
        await centre
          .getByTestId('mission')
          .filter({ hasText: t('ty', 'missions.kind.login') })
          .getByRole('button', { name: t('ty', 'rewards.claim') })
          .click();
        await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe(`2${t('ty', 'missions.badge').replace('{{count}}', '2')}`);
        await expectCleanVisit(visit);
      }),
    180_000,
  );
});

describe('rescue fund', () => {
  it(
    'claims 5 % of yesterday’s loss once, opened from the reward centre',
    () =>
      inOneBrandDay(async () => {
        const username = `rs${Date.now() % 1_000_000_000}`;
        await adminCall('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening: 3_000_000 });
        const visit = await visitor({ width: 1280, height: 800 });
        const { page } = visit;
        await signIn(page, username, 'Start1234');
        // rounds staking what the net loss still misses of 150,000 (so the first lost round ends
        // on it; a fixed 100,000 left a player with an early 20x win ahead after 25 rounds, as in
        // tests/gateway/rescue.test.ts), then moved into yesterday
        const p = await playerOf(username, 'Start1234');
        const session = await openSlot(p);
        let loss = 0;
        for (let i = 0; i < 25 && loss < 150_000; i++) {
          const bet = Math.min(MAX_BET, Math.max(1_000, 150_000 - loss));
          const commit = await vendor<{ roundId: string }>('commit', {}, session);
          const played = await vendor<{ win: number }>('play', { roundId: commit.value.roundId, clientSeed: 'e2e-rescue', bet }, session);
          loss += bet - played.value.win;
        }
        expect(loss).toBeGreaterThanOrEqual(150_000);
        await adminCall('POST', '/rescue/backdate', { merchantCode: 'DEMO', username, ms: 86_400_000 });

        const centre = await openCentrePage(page, 'rewardCenter');
        await centre.getByRole('button', { name: t('ty', 'rescue.open') }).click();
        await centre.getByRole('heading', { name: t('ty', 'centre.member.rescueFund'), exact: true }).waitFor();
        await page.waitForURL(/[?&]centre=member\/rescueFund/);
        await expect.poll(async () => digits(await centre.getByTestId('rescue-loss').textContent()), { timeout: 20_000 }).toBe(loss);
        const amount = Math.floor(loss * 0.05);
        expect(digits(await centre.getByTestId('rescue-amount').textContent())).toBe(amount);
        expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
        const before = await balance(p);
        await centre.getByRole('button', { name: t('ty', 'rescue.claim') }).click();
        await centre
          .getByRole('status')
          .filter({ hasText: new Intl.NumberFormat('vi-VN').format(amount) })
          .waitFor();
        await expect.poll(() => centre.getByTestId('rescue-state').textContent(), { timeout: 20_000 }).toBe(t('ty', 'rescue.state.claimed'));
        expect(await centre.getByRole('button', { name: t('ty', 'rescue.claim') }).isDisabled()).toBe(true);
        expect(await balance(p)).toBe(before + amount);
        await expectCleanVisit(visit);
      }),
    180_000,
  );
});
