/**
 * The live channel in Chromium: a member with home open in one tab and /rng in
 * another (one browser context) sees the operator's and the gateway's changes on both tabs
 * within a second, with no reload and no navigation; a break started on another device logs
 * both tabs out; a socket the server drops comes back and replays what it missed; with
 * WebSockets blocked the page polls instead.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route, WebSocketRoute } from 'playwright-core';
import type { BankCard, DepositChannel, DepositOrder, Withdrawal } from '@shared/api/cashier';
import type { AgentContract } from '@shared/api/agent';
import type { AgentRegistered } from '@shared/api/agent';
import { call } from '../gateway/accounts-client';
import { openSlot, playerOf, type Player, vendor } from '../gateway/players';
import { browserForFile, expectCleanVisit, PORTAL_URL, screenshot, t, untilIdle, waitForHydration } from './browser';
import { digits, expectWithinASecond, headerBalance, liveOpen, timeToShow, twoTabs } from './live-helpers';
import { adminCall, logInThroughHeader, makeMember, signIn } from './login-helpers';
import { brandEvent, postWebhook } from '../worker/live-client';
import { dateTime } from '@shared/zone-time';

const { visitor } = browserForFile();
/** A time as the notices write it: to the minute, in the brand's zone (wrangler.toml: Asia/Ho_Chi_Minh), with the zone. */
const brandMinute = (iso: string) => `${dateTime(Date.parse(iso), 'Asia/Ho_Chi_Minh').slice(0, 16)} (GMT+7)`;
const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
/**
 * The header's unread count as shown now: the badge, or 0 when there is none (a fresh member's
 * count comes with the page's server render). Read at once: a locator's textContent() would wait
 * its 30 s default for a badge a member with no messages never shows.
 */
const unread = async (page: Page) => {
  const badge = page.getByTestId('unread-messages').first().locator('.badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};

/** The member's unread count on the gateway, once `pages` show it: the count an event then raises by one. */
async function unreadBefore(p: Player, ...pages: Page[]): Promise<number> {
  const count = (await call<number>('GET', '/wps/relay/message/unread', undefined, p)).body.value;
  for (const page of pages) await expect.poll(() => unread(page)).toBe(count);
  return count;
}

async function pendingDeposit(p: Player, amount: number): Promise<string> {
  const channels = (await call<DepositChannel[]>('GET', '/wps/cashier/deposit/channels', undefined, p)).body.value;
  const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: channels[0]!.id, amount, requestId: rid() }, p);
  expect(order.body.success, JSON.stringify(order.body)).toBe(true);
  return order.body.value.orderNo;
}

async function withCard(p: Player): Promise<BankCard> {
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, p)).status).toBe(200);
  const cards = await call<BankCard[]>(
    'POST',
    '/wps/cashier/cards',
    { bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', accountNo: '0123456789', paymentPassword: '246810' },
    p,
  );
  return cards.body.value[0]!;
}

const requestWithdrawal = async (p: Player, card: BankCard, amount: number) => {
  const w = await call<Withdrawal>('POST', '/wps/cashier/withdraw', { cardId: card.id, amount, paymentPassword: '246810', requestId: rid() }, p);
  expect(w.body.success, JSON.stringify(w.body)).toBe(true);
  return w.body.value.orderNo;
};

describe('live: both open tabs change without a reload', () => {
  it('a deposit confirmed by the operator raises the header balance on both tabs within a second', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m);
    const p = await playerOf(m.username, m.password);
    const before = await headerBalance(a);
    const orderNo = await pendingDeposit(p, 250_000);
    const ms = await timeToShow(
      [a, b],
      () => adminCall('POST', '/cashier/deposits/confirm', { orderNo }),
      async (page) => (await headerBalance(page)) === before + 250_000,
    );
    expectWithinASecond('deposit paid', ms);
    expect(a.url()).toMatch(/\/$/);
    expect(b.url()).toMatch(/\/rng$/);
    await expectCleanVisit(visit);
  });

  it('a withdrawal: requested, paid out on the open withdraw page, and a rejected one gives the balance back on both tabs', async () => {
    // enough for two withdrawals of the brand's minimum (100,000)
    const m = { username: `lw${Date.now().toString(36)}`, password: 'Start1234' };
    await adminCall('POST', '/members', { merchantCode: 'DEMO', ...m, opening: 1_000_000 });
    const visit = await visitor();
    const { a, b, context } = await twoTabs(visit, m);
    const p = await playerOf(m.username, m.password);
    const card = await withCard(p);
    const before = await headerBalance(a);
    // requested elsewhere (another device): both tabs' balances drop at once
    let orderNo = '';
    const requested = await timeToShow(
      [a, b],
      async () => (orderNo = await requestWithdrawal(p, card, 100_000)),
      async (page) => (await headerBalance(page)) === before - 100_000,
    );
    expectWithinASecond('withdrawal requested', requested);
    // tab A opens its withdraw page: the order says "requested" until the operator pays it out
    await a.goto('/?centre=member/withdraw', { waitUntil: 'load' });
    await waitForHydration(a);
    await liveOpen(a);
    const status = a.getByTestId('withdrawal-status').first();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(t('ty', 'withdraw.status.requested'));
    const paid = await timeToShow(
      [a],
      () => adminCall('POST', '/cashier/withdrawals/pay', { orderNo }),
      async (page) => (await page.getByTestId('withdrawal-status').first().textContent()) === t('ty', 'withdraw.status.paid'),
    );
    expectWithinASecond('withdrawal paid out (withdraw page)', paid);
    // a second one, rejected: the held money comes back on both tabs
    const second = await requestWithdrawal(p, card, 150_000);
    await expect.poll(() => headerBalance(b), { timeout: 5_000 }).toBe(before - 250_000);
    // tab A's open list shows it at the top, requested
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(t('ty', 'withdraw.status.requested'));
    // the event carries the balance with the held money back: the header shows it from the event itself,
    // so the balance's own refetch is held back here until both tabs show the new amount
    const held: Route[] = [];
    const holdBalance = (route: Route) => void held.push(route);
    await context.route(/\/wps\/v2\/wallets\/balance/, holdBalance);
    try {
      const rejected = await timeToShow(
        [a, b],
        () => adminCall('POST', '/cashier/withdrawals/reject', { orderNo: second }),
        // and tab A's list says so (the event's status written into the cached list)
        async (page) =>
          (await headerBalance(page)) === before - 100_000 && (page !== a || (await status.textContent()) === t('ty', 'withdraw.status.rejected')),
      );
      expectWithinASecond('withdrawal rejected (the balance from the event, its refetch held back)', rejected);
    } finally {
      await context.unroute(/\/wps\/v2\/wallets\/balance/, holdBalance);
      // a held call the page gave up meanwhile (a newer refetch replaced it) is handled already
      for (const route of held) await route.continue().catch(() => undefined);
    }
    await expectCleanVisit(visit);
  });

  it('a platform message raises the unread count on both tabs within a second', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m);
    const before = await unreadBefore(await playerOf(m.username, m.password), a, b);
    const ms = await timeToShow(
      [a, b],
      () => adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title: 'Live', content: 'Hello from the operator' }),
      async (page) => (await unread(page)) === before + 1,
    );
    expectWithinASecond('message arrived', ms);
    await expectCleanVisit(visit);
  });

  it('contracts: the offer shows on the downline’s and the upline’s open contracts pages, then the answer, each on two tabs', async () => {
    const agent = await makeMember({ type: 1 });
    const pa = await playerOf(agent.username, agent.password);
    const downline = `lv${Date.now().toString(36)}`;
    const made = await call(
      'POST',
      '/wps/agent/register',
      { username: downline, password: 'Down1234', confirmPassword: 'Down1234', type: 1 },
      { ...pa, encrypted: true },
    );
    expect(made.body.success).toBe(true);
    const pd = await playerOf(downline, 'Down1234');
    // each agent on its own browser, two tabs on its contracts page
    const page = '/?centre=agent/agentDailyWages';
    const [upVisit, downVisit] = [await visitor(), await visitor()];
    const up = await twoTabs(upVisit, agent, page, page);
    const down = await twoTabs(downVisit, { username: downline, password: 'Down1234' }, page, page);
    const list = (p: Page, which: 'offered' | 'received') => p.getByRole('dialog', { name: t('ty', 'centre.agent.title') }).getByTestId(`contracts-${which}`);
    const shows = async (p: Page, which: 'offered' | 'received', status: string) =>
      ((await list(p, which).textContent()) ?? '').includes(t('ty', `agent.contract.status.${status}`));
    // the upline offers from another device: the downline's tabs list it to answer, the upline's list it as offered
    let contractId = 0;
    const offered = await timeToShow(
      [up.a, up.b, down.a, down.b],
      async () => {
        const offer = await call<AgentContract>(
          'POST',
          '/wps/agent/contracts',
          { memberId: pd.id, kind: 'daily_salary', period: 'daily', tiers: [{ minBase: 0, rateBps: 100 }], requestId: rid() },
          pa,
        );
        expect(offer.body.success, JSON.stringify(offer.body)).toBe(true);
        contractId = offer.body.value.id;
      },
      async (p) => shows(p, p === up.a || p === up.b ? 'offered' : 'received', 'offered'),
    );
    expectWithinASecond('contract offered (the downline’s and the upline’s tabs)', offered);
    const answered = await timeToShow(
      [up.a, up.b, down.a, down.b],
      () => call('POST', '/wps/agent/contracts/answer', { contractId, accept: true }, pd),
      async (p) => shows(p, p === up.a || p === up.b ? 'offered' : 'received', 'active'),
    );
    expectWithinASecond('contract answered (both agents’ tabs)', answered);
    await expectCleanVisit(upVisit);
    await expectCleanVisit(downVisit);
  });
});

describe('live: more kinds on both tabs', () => {
  it('a transfer from the upline agent, one back to it and a reward claimed on another device change the balance on both tabs', async () => {
    const agent = await makeMember({ type: 1 });
    const pa = await playerOf(agent.username, agent.password);
    const username = `lt${Date.now().toString(36)}`;
    const made = await call<AgentRegistered>(
      'POST',
      '/wps/agent/register',
      { username, password: 'Down1234', confirmPassword: 'Down1234', type: 0 },
      { ...pa, encrypted: true },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, { username, password: 'Down1234' });
    const me = await playerOf(username, 'Down1234');
    const before = await headerBalance(a);
    const transferred = await timeToShow(
      [a, b],
      async () => expect((await call('POST', '/wps/agent/team/transfer', { memberId: me.id, amount: 70_000, requestId: rid() }, pa)).body.success).toBe(true),
      async (page) => (await headerBalance(page)) === before + 70_000,
    );
    expectWithinASecond('transfer from the upline', transferred);
    // and part of it back to the upline, from the member's other device
    expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, me)).status).toBe(200);
    const backToUpline = await timeToShow(
      [a, b],
      async () => {
        const res = await call('POST', '/wps/cashier/transfer/upline', { amount: 20_000, paymentPassword: '246810', requestId: rid() }, me);
        expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      },
      async (page) => (await headerBalance(page)) === before + 50_000,
    );
    expectWithinASecond('transfer to the upline', backToUpline);
    await adminCall('POST', '/rewards/unlock', { merchantCode: 'DEMO', username, code: 'ZALO_APP' });
    let amount = 0;
    const claimed = await timeToShow(
      [a, b],
      async () => {
        const res = await call<{ amount: number }>('POST', '/wps/rewards/claim', { code: 'ZALO_APP', requestId: rid() }, me);
        expect(res.body.success, JSON.stringify(res.body)).toBe(true);
        amount = res.body.value.amount;
      },
      async (page) => amount > 0 && (await headerBalance(page)) === before + 50_000 + amount,
    );
    expectWithinASecond('reward paid', claimed);
    await expectCleanVisit(visit);
  });

  it('a big win refreshes the winners board on both tabs; other sessions ended elsewhere log both tabs out', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m, '/');
    // the board sits below the fold and hydrates when the player scrolls near it (a board not yet
    // hydrated fetches afresh when it is): both tabs show it, as a player watching it does
    for (const page of [a, b]) {
      await page.locator('section.winners').scrollIntoViewIfNeeded();
      await untilIdle(page);
    }
    // the brand's stream: the gateway's big-win event (sent here as the gateway signs it)
    const asked = Promise.all([a, b].map((page) => page.waitForRequest(/\/wps\/winnerBoard/, { timeout: 5_000 })));
    expect((await postWebhook({ body: brandEvent('win.big', { amount: 9_000_000, game: 'Dice' }) })).status).toBe(202);
    await asked;
    // the member ends every other session from another device: both tabs find theirs ended
    const phone = await playerOf(m.username, m.password);
    const loggedOut = async (page: Page) => (await page.getByTestId('balance').count()) === 0;
    const ms = await timeToShow(
      [a, b],
      async () => expect((await call('POST', '/wps/protection/sessions/end-others', undefined, phone)).body.success).toBe(true),
      loggedOut,
    );
    expectWithinASecond('sessions ended elsewhere', ms);
  });
});

describe('live: the remaining kinds on both tabs', () => {
  it('points granted by the operator change the points shown on both open point-mall tabs', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m, '/pointMall', '/pointMall');
    const points = async (page: Page) => digits(await page.getByTestId('points-balance').textContent());
    await expect.poll(() => points(a), { timeout: 10_000 }).toBe(0);
    const ms = await timeToShow(
      [a, b],
      () => adminCall('POST', '/promotions/points', { merchantCode: 'DEMO', username: m.username, points: 300, remark: 'Live points' }),
      async (page) => (await points(page)) === 300,
    );
    expectWithinASecond('points changed', ms);
    await expectCleanVisit(visit);
  });

  it('a paid-out withdrawal nobody answered counts as received: the row changes on both open withdraw pages', async () => {
    const m = { username: `la${Date.now().toString(36)}`, password: 'Start1234' };
    await adminCall('POST', '/members', { merchantCode: 'DEMO', ...m, opening: 500_000 });
    const p = await playerOf(m.username, m.password);
    const orderNo = await requestWithdrawal(p, await withCard(p), 100_000);
    await adminCall('POST', '/cashier/withdrawals/pay', { orderNo });
    const visit = await visitor();
    const withdraw = '/?centre=member/withdraw';
    const { a, b } = await twoTabs(visit, m, withdraw, withdraw);
    const status = (page: Page) => page.getByTestId('withdrawal-status').first().textContent();
    for (const page of [a, b]) await expect.poll(() => status(page), { timeout: 10_000 }).toBe(t('ty', 'withdraw.status.paid'));
    // the Cron Trigger's run, as the operator starts it, a day on: the brand's minutes to answer are over
    const ms = await timeToShow(
      [a, b],
      () => adminCall('POST', '/cashier/withdrawals/auto-confirm', { now: Date.now() + 86_400_000 }),
      async (page) => (await status(page)) === t('ty', 'withdraw.status.auto_received'),
    );
    expectWithinASecond('withdrawal received (counted automatically)', ms);
    await expectCleanVisit(visit);
  });

  it('an agent’s transfer to its downline, into a vendor wallet and back: the balance changes on both tabs', async () => {
    const agent = await makeMember({ type: 1 });
    const pa = await playerOf(agent.username, agent.password);
    const username = `lm${Date.now().toString(36)}`;
    const made = await call<AgentRegistered>(
      'POST',
      '/wps/agent/register',
      { username, password: 'Down1234', confirmPassword: 'Down1234', type: 0 },
      { ...pa, encrypted: true },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const downline = await playerOf(username, 'Down1234');
    const visit = await visitor();
    // tab A on the wallets page (transferFund), tab B on a lobby
    const { a, b } = await twoTabs(visit, agent, '/rng', '/?centre=member/transferFund');
    const saba = a.getByRole('dialog', { name: t('ty', 'centre.member.title') }).locator('li[data-vendor="SABA"] .wallet-balance');
    await expect.poll(async () => digits(await saba.textContent()), { timeout: 10_000 }).toBe(0);
    const before = await headerBalance(a);
    const balanceIs = (amount: number) => async (page: Page) => (await headerBalance(page)) === amount;
    const ok = async (res: Promise<{ body: { success: boolean } }>) => expect((await res).body.success, JSON.stringify((await res).body)).toBe(true);
    const toDownline = await timeToShow(
      [a, b],
      () => ok(call('POST', '/wps/agent/team/transfer', { memberId: downline.id, amount: 40_000, requestId: rid() }, pa)),
      balanceIs(before - 40_000),
    );
    expectWithinASecond('transfer to a downline', toDownline);
    const intoVendor = await timeToShow(
      [a, b],
      () => ok(call('POST', '/wps/v2/wallets/transfer', { vendor: 'SABA', direction: 'in', amount: 25_000, requestId: rid() }, pa)),
      async (page) => (await balanceIs(before - 65_000)(page)) && (page !== a || digits(await saba.textContent()) === 25_000),
    );
    expectWithinASecond('transfer into a vendor wallet', intoVendor);
    const outOfVendor = await timeToShow(
      [a, b],
      () => ok(call('POST', '/wps/v2/wallets/transfer', { vendor: 'SABA', direction: 'out', amount: 25_000, requestId: rid() }, pa)),
      async (page) => (await balanceIs(before - 40_000)(page)) && (page !== a || digits(await saba.textContent()) === 0),
    );
    expectWithinASecond('transfer out of a vendor wallet', outOfVendor);
    await expectCleanVisit(visit);
  });

  it('maintenance scheduled by the operator shows the brand’s notice on both tabs', async () => {
    const m = await makeMember();
    const visit = await visitor();
    // a country of its own: a page asked for while the switch is on caches the maintenance status for
    // that country only, so no other test (this file's or another's) can meet it after the switch is off
    await visit.context.setExtraHTTPHeaders({ 'x-simulate-country': 'NZ' });
    const { a, b } = await twoTabs(visit, m);
    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const notice = (page: Page) => page.getByRole('status').filter({ has: page.getByTestId('maintenance-notice') });
    try {
      const ms = await timeToShow(
        [a, b],
        () => adminCall('POST', '/maintenance', { merchantCode: 'DEMO', on: true, until }),
        async (page) => (await notice(page).count()) === 1,
      );
      expectWithinASecond('maintenance scheduled', ms);
      // in the page's language, the end to the minute in the brand's time zone (wrangler.toml: Asia/Ho_Chi_Minh)
      const text = t('ty', 'live.maintenance').replace('{{time}}', brandMinute(until));
      for (const page of [a, b]) expect(await notice(page).textContent()).toContain(text);
      // as a player sees it: a desktop and a phone
      await a.setViewportSize({ width: 1366, height: 800 });
      await b.setViewportSize({ width: 390, height: 844 });
      await screenshot(a, 'live-maintenance-1366x800.png');
      await screenshot(b, 'live-maintenance-390x844.png');
      // the player closes it on one tab; the other keeps its own
      await notice(a)
        .getByRole('button', { name: t('ty', 'common.close') })
        .click();
      await a.getByTestId('maintenance-notice').waitFor({ state: 'detached' });
      expect(await notice(b).count()).toBe(1);
    } finally {
      await adminCall('POST', '/maintenance', { merchantCode: 'DEMO', on: false });
    }
    // its end (switched off) clears the other tab's too
    await b.getByTestId('maintenance-notice').waitFor({ state: 'detached', timeout: 3_000 });
    await expectCleanVisit(visit);
  });
});

describe('live: a break logs every tab out', () => {
  it('a break started on another device logs out both tabs of this browser within a second', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m);
    // the member's other device: its own gateway session
    const phone = await playerOf(m.username, m.password);
    const loggedOut = async (page: Page) => (await page.getByTestId('balance').count()) === 0;
    const ms = await timeToShow(
      [a, b],
      async () => {
        const res = await call('POST', '/wps/protection/timeout', { kind: 'break', duration: '24h', requestId: rid() }, phone);
        expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      },
      loggedOut,
    );
    expectWithinASecond('break started elsewhere', ms);
    // told why, and the cookie is gone: a reload is a visitor's page
    await a.getByText(t('ty', 'protection.session.excluded')).first().waitFor();
    await b.reload({ waitUntil: 'load' });
    await waitForHydration(b);
    expect(await b.getByTestId('balance').count()).toBe(0);
  });
});

describe('live: a dropped socket and a blocked one', () => {
  it('after the server drops the socket, the page reconnects and replays what came meanwhile (no event lost)', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { page, context } = visit;
    // the member's own session on the gateway, taken before the page's (the gateway's view of the unread count)
    const p = await playerOf(m.username, m.password);
    // route the page's sockets through the test: the first one is passed on and then dropped
    const urls: string[] = [];
    const replayed: string[] = [];
    let drop: (() => Promise<void>) | null = null;
    await context.routeWebSocket(/\/live\/socket\?stream=member/, (ws) => {
      urls.push(ws.url());
      const server = ws.connectToServer();
      if (urls.length > 1)
        server.onMessage((message) => {
          replayed.push(String(message));
          ws.send(message);
        });
      drop = async () => ws.close({ code: 1012, reason: 'server restart' });
    });
    await logInThroughHeader(page, m.username, m.password, { url: '/' });
    await liveOpen(page);
    const before = await unreadBefore(p, page);
    await adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title: 'one', content: 'first' });
    await expect.poll(() => unread(page), { timeout: 5_000 }).toBe(before + 1);
    // the server drops it; two messages come while the page has no socket
    await drop!();
    await adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title: 'two', content: 'second' });
    await adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title: 'three', content: 'third' });
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(before + 3);
    // it came back with the last number it had seen, and the object replayed the two it missed
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(new URL(urls[1]!).searchParams.get('after')).toBe('1');
    expect(replayed.filter((f) => f.includes('message.arrived')).map((f) => JSON.parse(f).seq)).toEqual([2, 3]);
  });

  it('a socket that comes back to a session ended meanwhile logs the tab out, once, with no error and no retry', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { page, context } = visit;
    const urls: string[] = [];
    let drop: (() => Promise<void>) | null = null;
    await context.routeWebSocket(/\/live\/socket\?stream=member/, (ws) => {
      urls.push(ws.url());
      ws.connectToServer();
      drop = async () => ws.close({ code: 1012, reason: 'server restart' });
    });
    await signIn(page, m.username, m.password, { url: '/' });
    await liveOpen(page);
    // the session's cookie gone (its time ran out) while the page stays open, then a network blip
    await context.clearCookies();
    await drop!();
    // the socket comes back to no session: the portal says so, and the tab logs out at once
    await page.getByRole('dialog').getByText(t('ty', 'protection.session.gone')).waitFor();
    expect(await page.getByTestId('balance').count()).toBe(0);
    expect(urls).toHaveLength(2);
    // (a refused handshake was a console error for each try, and the page tried again and again)
    await expectCleanVisit(visit);
  });

  it('the quiet "live updates paused" mark: shown after 30 s with neither a socket nor a poll getting through, gone once the socket is back', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { page, context } = visit;
    // the page's clock is the test's: the 30 s pass in a jump, not in wall time (time flows as usual otherwise)
    await context.clock.install();
    await context.addCookies([{ name: 'lang', value: 'en', url: PORTAL_URL }]);
    let blocked = false;
    let current: WebSocketRoute | null = null;
    await context.routeWebSocket(/\/live\/socket\?stream=member/, (ws) => {
      if (blocked) return void ws.close({ code: 1011, reason: 'blocked' });
      current = ws;
      ws.connectToServer();
    });
    await signIn(page, m.username, m.password);
    await liveOpen(page);
    // the mark's status region is there, empty, while the channel holds (a screen reader announces it when it fills)
    const region = page.locator('header [role="status"].live-lost-region');
    expect(await region.count()).toBe(1);
    expect(await region.textContent()).toBe('');
    // the network goes: the socket is dropped and cannot come back, and no poll gets through
    blocked = true;
    await context.setOffline(true);
    await (current as WebSocketRoute | null)?.close({ code: 1012, reason: 'network gone' });
    await page.waitForFunction(() => document.documentElement.dataset.live !== 'open', null, { polling: 50 });
    // a short loss is not worth the player's attention
    await page.clock.fastForward(20_000);
    expect(await page.getByTestId('live-lost').count()).toBe(0);
    await page.clock.fastForward(11_000);
    const mark = page.getByRole('status').filter({ hasText: t('en', 'live.lost') });
    await mark.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('live-lost').textContent()).toBe(t('en', 'live.lost'));
    expect(await page.evaluate(() => document.documentElement.dataset.live)).toBe('lost');
    await page.setViewportSize({ width: 1366, height: 800 });
    await screenshot(page, 'live-lost-1366x800.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'live-lost-390x844.png');
    // the network is back: the next try (at most the backoff's 30 s ceiling away) holds the socket and the mark goes
    blocked = false;
    await context.setOffline(false);
    await page.clock.fastForward(31_000);
    await liveOpen(page);
    await page.getByTestId('live-lost').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await region.textContent()).toBe('');
  });

  it('with WebSockets blocked, the page polls its personal queries and still shows a deposit', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { context } = visit;
    // a proxy that lets no WebSocket through: every socket is closed at once
    await context.routeWebSocket(/\/live\/socket/, (ws) => ws.close({ code: 1011, reason: 'blocked' }));
    const a = visit.page;
    await logInThroughHeader(a, m.username, m.password, { url: '/' });
    const b = await context.newPage();
    await b.goto('/rng', { waitUntil: 'load' });
    await waitForHydration(b);
    for (const page of [a, b]) await page.waitForFunction(() => document.documentElement.dataset.live === 'polling', null, { timeout: 20_000 });
    const p = await playerOf(m.username, m.password);
    const before = await headerBalance(a);
    const orderNo = await pendingDeposit(p, 100_000);
    const ms = await timeToShow(
      [a, b],
      () => adminCall('POST', '/cashier/deposits/confirm', { orderNo }),
      async (page) => (await headerBalance(page)) === before + 100_000,
      20_000,
    );
    console.log(`[live] polling fallback: deposit on both tabs ${ms.fromAnswer} ms after the call`);
    // the quiet "lost" mark is not shown while polling keeps the page current
    expect(await a.getByTestId('live-lost').count()).toBe(0);
  });
});

describe('live: what the gateway did not tell before (issue 44)', () => {
  it('a red envelope and a game round, made on the member’s other device, change the header balance on both tabs', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m);
    const phone = await playerOf(m.username, m.password);
    const hour = 3_600_000;
    const open = { merchantCode: 'DEMO', startsAt: Date.now() - hour, endsAt: Date.now() + 720 * hour, pool: 5_000_000, minAmount: 1_000, maxAmount: 50_000 };
    await adminCall('PUT', '/redEnvelope', open);
    const before = await headerBalance(a);
    let share = 0;
    const envelope = await timeToShow(
      [a, b],
      async () => {
        const res = await call<{ amount: number }>('POST', '/wps/redEnvelope/claim', { requestId: rid() }, phone);
        expect(res.body.success, JSON.stringify(res.body)).toBe(true);
        share = res.body.value.amount;
      },
      async (page) => share > 0 && (await headerBalance(page)) === before + share,
    );
    expectWithinASecond('red envelope claimed elsewhere', envelope);
    // a slot round: the vendor debits the bet and credits the win through the seamless wallet
    const token = await openSlot(phone);
    const minBet = (await vendor<{ game: { minBet: number } }>('me', {}, token)).value.game.minBet;
    let after = -1;
    const round = await timeToShow(
      [a, b],
      async () => {
        const { roundId } = (await vendor<{ roundId: string }>('commit', {}, token)).value;
        const played = await vendor<{ balance: number }>('play', { roundId, clientSeed: 'e2e', bet: minBet * 3 }, token);
        expect(played.success, JSON.stringify(played)).toBe(true);
        after = played.value.balance;
      },
      async (page) => after >= 0 && (await headerBalance(page)) === after,
    );
    expectWithinASecond('game round played elsewhere', round);
    await expectCleanVisit(visit);
  });

  it('a password changed in another session logs out both tabs of this browser, saying why', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { a, b } = await twoTabs(visit, m);
    const phone = await playerOf(m.username, m.password);
    const loggedOut = async (page: Page) => (await page.getByTestId('balance').count()) === 0;
    const ms = await timeToShow(
      [a, b],
      async () => {
        const body = { oldPassword: m.password, newPassword: 'Changed5678', confirmNewPassword: 'Changed5678' };
        const res = await call('POST', '/wps/member/password', body, { ...phone, encrypted: true });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      },
      loggedOut,
    );
    expectWithinASecond('password changed elsewhere', ms);
    for (const page of [a, b]) await page.getByRole('dialog').getByText(t('ty', 'protection.session.gone')).waitFor();
    await expectCleanVisit(visit);
  });

  it('a tab that had seen no event yet resumes from its socket’s first number: a message sent while the socket was down shows', async () => {
    const m = await makeMember();
    const visit = await visitor();
    const { page, context } = visit;
    const p = await playerOf(m.username, m.password);
    const urls: string[] = [];
    let drop: (() => Promise<void>) | null = null;
    await context.routeWebSocket(/\/live\/socket\?stream=member/, (ws) => {
      urls.push(ws.url());
      ws.connectToServer();
      drop = async () => ws.close({ code: 1012, reason: 'server restart' });
    });
    await logInThroughHeader(page, m.username, m.password, { url: '/' });
    await liveOpen(page);
    const before = await unreadBefore(p, page);
    // no event yet on this tab; its socket drops and a message comes meanwhile
    await drop!();
    await adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title: 'while down', content: 'missed?' });
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(before + 1);
    // it came back from the number its first socket was told (a bare ?stream=member was replayed nothing)
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(new URL(urls[1]!).searchParams.get('after')).toBe('0');
    await expectCleanVisit(visit);
  });

  it('maintenance announced ahead counts down in minutes on both tabs, and switching it off early clears both', async () => {
    const m = await makeMember();
    const visit = await visitor();
    // a country of its own, as the test above: no other test meets a status cached while it is on
    await visit.context.setExtraHTTPHeaders({ 'x-simulate-country': 'AU' });
    const { a, b } = await twoTabs(visit, m);
    const startsAt = new Date(Date.now() + 20 * 60_000 + 30_000).toISOString();
    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const notice = (page: Page) => page.getByTestId('maintenance-notice');
    try {
      const ms = await timeToShow(
        [a, b],
        () => adminCall('POST', '/maintenance', { merchantCode: 'DEMO', on: true, startsAt, until }),
        async (page) => (await notice(page).count()) === 1,
      );
      expectWithinASecond('maintenance announced ahead', ms);
      const minutes = Math.ceil((Date.parse(startsAt) - Date.now()) / 60_000);
      const text = t('ty', 'live.maintenanceIn').replace('{{minutes}}', String(minutes)).replace('{{time}}', brandMinute(until));
      for (const page of [a, b]) expect(await notice(page).textContent()).toContain(text);
    } finally {
      await adminCall('POST', '/maintenance', { merchantCode: 'DEMO', on: false });
    }
    // switched off early: the notice goes from every open page
    await notice(a).waitFor({ state: 'detached', timeout: 3_000 });
    expect(await notice(b).count()).toBe(0);
    await expectCleanVisit(visit);
  });
});
