/**
 * A member's centre opened from its URL comes with its data (client/app/member-data.ts): the
 * document holds the page's data, the header's balance and the centre's menu with invite friends
 * and the missions badge before any script runs; after hydration the browser asks for none of
 * them again; the menu keeps its place from the first paint on and nothing moves (CLS 0, the header's
 * session clock included); hydration is clean. A page whose
 * data failed on the server loads it in the browser and shows the catalogue's error text with a
 * retry when the browser's call fails too.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCard, DepositChannel, WithdrawInfo } from '@shared/api/cashier';
import type { MissionSummary } from '@shared/api/member';
import { browserForFile, expectCleanVisit, GATEWAY_URL, hydrationProblems, PORTAL_URL, screenshot, t, untilIdle, waitForHydration } from './browser';
import { makeMember, portalCall, sessionCookie } from './login-helpers';
import { OPERATOR_HEADERS } from '../setup/operator';

const { visitor } = browserForFile();

/** The calls of the header's and the member centre frame's parts, which every member centre page loads with it. */
const FRAME_CALLS = ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/message/unread', '/wps/system/availablePromo', '/wps/missions/summary'];

interface Member {
  username: string;
  password: string;
  channels: DepositChannel[];
  withdraw: WithdrawInfo;
  outstanding: number;
}
let member: Member;

beforeAll(async () => {
  // a member whose withdraw page has its figures: payment password set and a card bound
  const m = await makeMember();
  const sid = await sessionCookie(m.username, m.password);
  await portalCall(sid, 'POST', '/wps/cashier/payment-password', { paymentPassword: '246810' });
  await portalCall<BankCard[]>(sid, 'POST', '/wps/cashier/cards', {
    bankName: 'Vietcombank',
    accountName: 'TRAN THI B',
    accountNo: '9876543210',
    paymentPassword: '246810',
  });
  member = {
    ...m,
    channels: await portalCall<DepositChannel[]>(sid, 'GET', '/wps/cashier/deposit/channels'),
    withdraw: await portalCall<WithdrawInfo>(sid, 'GET', '/wps/cashier/withdraw/info'),
    outstanding: (await portalCall<MissionSummary>(sid, 'GET', '/wps/missions/summary')).outstanding,
  };
  expect(member.channels.length).toBeGreaterThan(0);
  expect(member.outstanding).toBeGreaterThan(0);
});

/** A browser of the member: their session cookie, as the login dialog would have left it. */
async function memberVisit(viewport = { width: 1366, height: 800 }) {
  const visit = await visitor(viewport);
  const sid = await sessionCookie(member.username, member.password);
  await visit.context.addCookies([{ name: 'sid', value: sid, url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
  return visit;
}

/** The /wps and /lgw paths the page asks for from now on. */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(wps|lgw)\//.test(url.pathname)) calls.push(url.pathname);
  });
  return calls;
}

/** The centre's menu as the player sees it now: each entry's text, and the menu's box. */
const menuNow = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('dialog.centre-dialog nav');
    const box = nav?.getBoundingClientRect();
    return { items: [...(nav?.querySelectorAll('button') ?? [])].map((b) => b.textContent), box: box && [box.x, box.y, box.width, box.height] };
  });

/** Opens `?centre=member/<pageId>` for the member; returns the document's HTML as it arrived, the calls made after, the layout shifts and the menu when the centre opened. */
async function openCentre(page: Page, pageId: string) {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __shifts: string[]; __menuAtOpen?: { items: (string | null)[]; box: number[] } };
    w.__shifts = [];
    // the menu as it is the moment the centre's dialog opens (the server's <dialog> shows once its code opens it)
    new MutationObserver((changes, observer) => {
      const dialog = changes.map((c) => c.target).find((t): t is HTMLDialogElement => t instanceof HTMLDialogElement && t.open && t.matches('.centre-dialog'));
      if (!dialog) return;
      observer.disconnect();
      const nav = dialog.querySelector('nav');
      const box = nav?.getBoundingClientRect();
      w.__menuAtOpen = { items: [...(nav?.querySelectorAll('button') ?? [])].map((b) => b.textContent), box: box ? [box.x, box.y, box.width, box.height] : [] };
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const what = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
        w.__shifts.push(`${entry.value} ${what.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const calls = callsOf(page);
  const live = page.waitForEvent('websocket');
  const response = await page.goto(`/?centre=member/${pageId}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  await waitForHydration(page);
  // the page's own work after hydration has run: the live channel, loaded when the page is idle, has opened
  await live;
  await untilIdle(page);
  return {
    html,
    /** every call after the document (module scripts start before 'load' ends: all are counted) */
    calls,
    /** every layout shift of the page (the header's, the centre's, the page's behind it) */
    shifts: () => page.evaluate(() => (globalThis as unknown as { __shifts: string[] }).__shifts),
    menuAtOpen: () => page.evaluate(() => (globalThis as unknown as { __menuAtOpen?: unknown }).__menuAtOpen),
  };
}

/** The centre's HTML as the server sent it: from the dialog to the end of the document (no script has run). */
const centreHtml = (html: string) => html.slice(html.indexOf('<dialog class="modal modal-wide centre-dialog"'));
const money = (n: number) => `₫ ${n.toLocaleString('vi-VN')}`;

describe("a member's centre page comes with its data", () => {
  it.each([
    {
      pageId: 'depositv2',
      calls: ['/wps/cashier/deposit/channels', '/wps/protection', '/wps/cashier/deposit/orders'],
      holds: () => member.channels.map((c) => `<span>${c.name}</span>`),
    },
    {
      pageId: 'withdraw',
      calls: ['/wps/cashier/withdraw/info', '/wps/cashier/withdrawals'],
      holds: () => [`data-testid="withdrawable">${money(member.withdraw.withdrawable)}<`, 'TRAN THI B', member.withdraw.cards[0]!.accountNo],
    },
    {
      pageId: 'transactionHistory',
      calls: ['/wps/cashier/transactions'],
      // the opening balance is the account record's first row
      holds: () => [t('ty', 'records.kind.OPENING'), money(100_000)],
    },
  ])('$pageId: in the document, not asked for again, the menu in place, hydration clean', async ({ pageId, calls: pageCalls, holds }) => {
    const visit = await memberVisit();
    const { page } = visit;
    const opened = await openCentre(page, pageId);
    const centre = centreHtml(opened.html);
    // before any script: the page's data, with no loading state in the centre
    for (const text of holds()) expect(centre.includes(text), `the centre's HTML holds ${text}`).toBe(true);
    expect(centre.includes('aria-busy="true"'), 'a loading state in the centre').toBe(false);
    // the header's balance, and the menu with invite friends and the missions badge
    expect(opened.html.includes(`data-testid="balance">${money(member.withdraw.balance)}<`), 'the header balance').toBe(true);
    expect(centre.includes(`>${t('ty', 'centre.member.referral')}</button>`), 'invite friends in the menu').toBe(true);
    const badge = `data-testid="centre-badge-missionLeaderboard"><span aria-hidden="true">${member.outstanding}</span>`;
    expect(centre.includes(badge), 'the missions badge').toBe(true);

    // after hydration: none of it asked for again
    for (const path of [...pageCalls, ...FRAME_CALLS]) expect(opened.calls, path).not.toContain(path);
    // and it is what the page shows
    const dialog = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    expect(await dialog.getByRole('heading', { name: t('ty', `centre.member.${pageId}`), exact: true }).count()).toBe(1);
    expect(await dialog.locator('[aria-busy="true"]').count()).toBe(0);

    // the menu: the same entries and the same box from the moment the centre opened; nothing on the page moved (CLS 0)
    const menu = await menuNow(page);
    expect(menu.items).toContain(t('ty', 'centre.member.referral'));
    expect(await opened.menuAtOpen()).toEqual(menu);
    expect(await opened.shifts()).toEqual([]);

    await screenshot(page, `centre-data-${pageId}-1366.png`);
    await expectCleanVisit(visit);
  });

  it('on a phone too: the deposit page in the document, its menu in place, nothing asked again', async () => {
    const visit = await memberVisit({ width: 390, height: 844 });
    const { page } = visit;
    const opened = await openCentre(page, 'depositv2');
    expect(centreHtml(opened.html).includes(`<span>${member.channels[0]!.name}</span>`), 'a deposit channel').toBe(true);
    for (const path of ['/wps/cashier/deposit/channels', ...FRAME_CALLS]) expect(opened.calls, path).not.toContain(path);
    expect(await opened.shifts()).toEqual([]);
    expect(await opened.menuAtOpen()).toEqual(await menuNow(page));
    await screenshot(page, 'centre-data-depositv2-390.png');
    await expectCleanVisit(visit);
  });

  it('a part whose call failed on the server is loaded by the browser: the catalogue text and a retry while it fails, then its data', async () => {
    const setFault = (on: boolean) =>
      fetch(`${GATEWAY_URL}/__admin/faults`, {
        method: on ? 'POST' : 'DELETE',
        headers: OPERATOR_HEADERS,
        body: on ? JSON.stringify({ merchantCode: 'DEMO', prefix: '/wps/cashier/withdraw/info', kind: 'server-error' }) : undefined,
      });
    expect((await setFault(true)).status).toBe(200);
    try {
      const visit = await memberVisit();
      const { page } = visit;
      const opened = await openCentre(page, 'withdraw');
      // the server left the part loading, and the rest came with the page
      expect(centreHtml(opened.html).includes(`aria-busy="true">${t('ty', 'centre.loading')}<`), 'the part loading').toBe(true);
      expect(centreHtml(opened.html).includes('data-testid="withdrawable"'), 'the withdrawable figure').toBe(false);
      expect(opened.calls).not.toContain('/wps/cashier/withdrawals');
      // the browser asked for it itself, and shows the catalogue's text with a retry
      const dialog = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.locator('p').textContent()).toBe(t('ty', 'errors.unknown'));
      expect(opened.calls).toContain('/wps/cashier/withdraw/info');
      expect((await setFault(false)).status).toBe(200);
      await alert.getByRole('button', { name: t('ty', 'centre.retry') }).click();
      await dialog.getByTestId('withdrawable').waitFor();
      expect(await dialog.getByTestId('withdrawable').textContent()).toBe(money(member.withdraw.withdrawable));
      // hydration was clean (the console's note on the 500 the fault answered is expected here)
      expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
      expect(visit.pageErrors).toEqual([]);
    } finally {
      await setFault(false);
    }
  });
});
