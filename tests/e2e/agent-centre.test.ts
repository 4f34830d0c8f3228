/**
 * The agent centre in Chromium as a new agent: it opens on a page named in the URL
 * (rendered on reload), registers a downline under the brand's rules (a bad username gets the
 * rule's message, a taken one the form's error), finds it in team management, opens it and
 * transfers money to it; the downline deposits and plays, and the team overview then shows
 * exactly those amounts. axe finds nothing in the centre's pages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '@shared/api/cashier';
import { call, freshIp as gatewayIp } from '../gateway/accounts-client';
import { openSlot, playerOf, vendor, type Player } from '../gateway/players';
import { browserForFile, expectCleanVisit, screenshot, t, waitForHydration } from './browser';
import { csvHeader, exportCsv } from './csv-export';
import { adminCall, freshIp, makeMember, signIn } from './login-helpers';
import { digits } from '../setup/operator';

const { visitor } = browserForFile();

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.1 AA violations inside the agent centre's dialog, one line each. */
async function axeInCentre(page: Page): Promise<string[]> {
  const result = (await page.evaluate(
    `${AXE};axe.run(document.querySelector('dialog[open]') ?? document.querySelector('[role="dialog"]'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`,
  )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

describe('agent centre', () => {
  it('an agent registers a downline, transfers to it, and the team overview shows its deposit and bets', async () => {
    const agent = await makeMember({ type: 1 });
    const downline = `dl${Date.now().toString(36)}`;
    const visit = await visitor();
    const { page } = visit;
    await signIn(page, agent.username, agent.password);

    // the page is in the URL and renders on a reload
    await page.goto('/?centre=agent/agentRegister', { waitUntil: 'load' });
    await waitForHydration(page);
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.agent.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.agent.agentRegister') }).waitFor();
    const form = centre.locator('form.agent-form');
    await form.getByLabel(t('ty', 'register.field.username')).waitFor();

    // the brand's rule: letter first (the rule's message under the field, what was typed kept)
    await form.getByLabel(t('ty', 'register.field.username')).fill('9bad');
    await form.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill('Down1234');
    await form.getByLabel(t('ty', 'register.field.confirmPassword')).fill('Down1234');
    await form.getByRole('button', { name: t('ty', 'agent.registerSubmit') }).click();
    await expect.poll(() => form.locator('.field-error').first().textContent()).not.toBe('');
    expect(await form.getByLabel(t('ty', 'register.field.username')).inputValue()).toBe('9bad');

    await form.getByLabel(t('ty', 'register.field.username')).fill(downline);
    await form.getByRole('button', { name: t('ty', 'agent.registerSubmit') }).click();
    await form.getByRole('status').filter({ hasText: downline }).waitFor();
    // the same name again is taken
    await form.getByLabel(t('ty', 'register.field.username')).fill(downline);
    await form.getByLabel(t('ty', 'register.field.password'), { exact: true }).fill('Down1234');
    await form.getByLabel(t('ty', 'register.field.confirmPassword')).fill('Down1234');
    await form.getByRole('button', { name: t('ty', 'agent.registerSubmit') }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: t('ty', 'agent.errors.usernameTaken') })
      .waitFor();
    expect(await axeInCentre(page)).toEqual([]);

    // the referral link and its QR code, with the agent's invitation code
    const code = await centre.getByTestId('referral-code').textContent();
    expect(code).toMatch(/^AG[0-9A-Z]+$/);
    expect(await centre.getByTestId('referral-link').getAttribute('href')).toMatch(new RegExp(`/register\\?affiliateCode=${code}$`));
    await centre.getByRole('img', { name: t('ty', 'agent.referralQr') }).waitFor();

    // team management: the new downline, its details, a transfer to it
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.agent.agentTeamManagement') })
      .click();
    await page.waitForURL(/[?&]centre=agent\/agentTeamManagement/);
    const table = centre.getByTestId('team-members');
    await table.waitFor();
    expect(await table.locator('tbody tr').allTextContents()).toEqual([expect.stringContaining(downline)]);
    expect(await table.locator('tbody tr').first().textContent()).toContain(t('ty', 'agent.typeMember'));
    await table.getByRole('button', { name: downline }).click();
    const details = centre.getByRole('region', { name: t('ty', 'agent.details').replace('{{member}}', downline) });
    await details.waitFor();
    const transfer = details.getByRole('form');
    await transfer.getByLabel(t('ty', 'cashier.amount')).fill('30000');
    await transfer.getByRole('button', { name: t('ty', 'agent.transferSubmit') }).click();
    await transfer.getByRole('status').waitFor();
    await expect.poll(async () => digits(await details.getByTestId('downline-balance').textContent())).toBe(30_000);
    await expect.poll(async () => digits(await transfer.getByTestId('agent-balance').textContent())).toBe(70_000);
    // amounts carry the brand's currency as the header does (the demo brand's dong)
    expect(await details.getByTestId('downline-balance').textContent()).toBe('₫ 30.000');
    // the agent's own wallet is named as theirs, not a second "Balance" beside the downline's
    expect(await transfer.getByText(t('ty', 'agent.yourBalance'), { exact: false }).count()).toBe(1);
    expect(await axeInCentre(page)).toEqual([]);

    // the downline deposits 200,000 and stakes 5,000 on a slot
    const p = await playerOf(downline, 'Down1234', freshIp());
    const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 200_000, requestId: `e2e_${Date.now()}` }, p);
    await adminCall('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo });
    const token = await openSlot(p);
    const commit = await vendor<{ roundId: string }>('commit', {}, token);
    const round = await vendor<{ bet: number }>('play', { roundId: commit.value.roundId, clientSeed: 'e2e', bet: 5_000 }, token);
    expect(round.value.bet).toBe(5_000);

    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.agent.agentTeamOverview') })
      .click();
    await page.waitForURL(/[?&]centre=agent\/agentTeamOverview/);
    const overview = centre.getByTestId('team-overview');
    await overview.waitFor();
    expect(digits(await centre.getByTestId('team-deposits').textContent())).toBe(200_000);
    expect(digits(await centre.getByTestId('team-bets').textContent())).toBe(5_000);
    expect(await overview.textContent()).toContain(`${t('ty', 'agent.teamSize')}1`);
    await screenshot(page, 'agent-team-overview.png');
    const team = await exportCsv(page, centre);
    expect(team.text.split('\r\n')[0]).toBe(csvHeader('profit.day', 'agent.deposits', 'agent.withdrawals', 'agent.bets', 'agent.profit'));
    expect(team.text).toMatch(/\r\n\d{4}-\d{2}-\d{2},200000,0,5000,/);
    expect(await axeInCentre(page)).toEqual([]);

    // user loss: the downline's row and the team's totals, exported as CSV
    const open = async (id: string) => {
      await centre
        .getByRole('navigation')
        .getByRole('button', { name: t('ty', `centre.agent.${id}`) })
        .click();
      await page.waitForURL(new RegExp(`[?&]centre=agent/${id}`));
    };
    await open('agentUserLoss');
    const lossRows = centre.locator('table.records-table tbody tr');
    await lossRows.first().waitFor();
    expect(await lossRows.allTextContents()).toEqual([expect.stringContaining(downline)]);
    expect(await lossRows.first().textContent()).toContain('200.000');
    const [download] = await Promise.all([page.waitForEvent('download'), centre.getByRole('button', { name: t('ty', 'records.exportCsv') }).click()]);
    expect(download.suggestedFilename()).toMatch(/^team-loss-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await new Response((await download.createReadStream()) as unknown as ReadableStream).text();
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`^${downline},1,200000,0,5000,`));
    const lossColumns = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'profit'].map((c) => `agent.${c}`);
    expect(csv.split('\r\n')[0]).toBe(csvHeader('agent.member', 'agent.level', ...lossColumns));
    expect(await axeInCentre(page)).toEqual([]);

    // team betting: the one bet; a filter by another account shows nothing
    await open('agentTeamBetting');
    const totals = centre.getByTestId('report-totals');
    await totals.waitFor();
    expect(await centre.locator('table.records-table tbody tr').allTextContents()).toEqual([expect.stringContaining(downline)]);
    const teamBets = await exportCsv(page, centre);
    expect(teamBets.text.split('\r\n')[0]).toBe(csvHeader('records.time', 'agent.member', 'agent.game', 'agent.category', 'agent.stake', 'agent.win'));
    expect(teamBets.text.split('\r\n')[1]).toMatch(new RegExp(`^[^,]+,${downline},.+,5000,\\d+$`));
    await centre.getByLabel(t('ty', 'agent.filterMember')).fill('demo_member');
    await centre.getByRole('button', { name: t('ty', 'agent.apply') }).click();
    await centre.getByText(t('ty', 'records.empty')).waitFor();

    // account details: the team's deposit by type
    await open('agentAccountDetails');
    await centre.getByLabel(t('ty', 'records.type')).selectOption('DEPOSIT');
    await expect.poll(() => centre.locator('table.records-table tbody tr').allTextContents()).toEqual([expect.stringContaining('+₫ 200.000')]);
    const moves = await exportCsv(page, centre);
    expect(moves.text.split('\r\n')[0]).toBe(csvHeader('records.time', 'agent.member', 'records.type', 'records.amount'));
    expect(moves.text.split('\r\n')[1]).toMatch(new RegExp(`,${downline},[^,]+,200000$`));
    expect(await axeInCentre(page)).toEqual([]);
    // the agents' announcements
    await open('agentAnnouncement');
    await centre.getByRole('heading', { name: 'Agent programme rules' }).waitFor();
    expect(await axeInCentre(page)).toEqual([]);
    await expectCleanVisit(visit);
  });

  it('an agent offers its downline agent a daily-salary contract, and the downline logs in and accepts it', async () => {
    const agent = await makeMember({ type: 1 });
    const pa = await playerOf(agent.username, agent.password, '127.0.0.1');
    const downline = `ds${Date.now().toString(36)}`;
    const made = await call(
      'POST',
      '/wps/agent/register',
      { username: downline, password: 'Down1234', confirmPassword: 'Down1234', type: 1 },
      { ...pa, encrypted: true },
    );
    expect(made.body.success).toBe(true);

    const visit = await visitor();
    const { page } = visit;
    await signIn(page, agent.username, agent.password);
    await page.goto('/?centre=agent/agentDailyWages', { waitUntil: 'load' });
    await waitForHydration(page);
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.agent.title') });
    const form = centre.getByRole('form', { name: t('ty', 'agent.contract.offer') });
    await form.getByLabel(t('ty', 'agent.member')).selectOption({ label: downline });
    await form.getByLabel(t('ty', 'agent.contract.tierRate').replace('{{n}}', '1')).fill('3');
    await form.getByRole('button', { name: t('ty', 'agent.contract.offerSubmit') }).click();
    // above the brand's cap for an agent with no contract of its own (2%)
    await form
      .getByRole('alert')
      .filter({ hasText: t('ty', 'agent.contract.errors.rateAboveOwn') })
      .waitFor();
    await form.getByLabel(t('ty', 'agent.contract.tierRate').replace('{{n}}', '1')).fill('1.5');
    await form.getByRole('button', { name: t('ty', 'agent.contract.offerSubmit') }).click();
    await form.getByRole('status').waitFor();
    const offered = centre.getByTestId('contracts-offered');
    await expect.poll(() => offered.textContent()).toContain(t('ty', 'agent.contract.status.offered'));
    expect(await offered.textContent()).toContain('1.50%');
    expect(await axeInCentre(page)).toEqual([]);
    await expectCleanVisit(visit);

    // the downline logs in, finds the offer in its agent centre and accepts it
    const other = await visitor();
    await signIn(other.page, downline, 'Down1234');
    await other.page.goto('/?centre=agent/agentDailyWages', { waitUntil: 'load' });
    await waitForHydration(other.page);
    const mine = other.page.getByRole('dialog', { name: t('ty', 'centre.agent.title') }).getByTestId('contracts-received');
    await mine.getByText(agent.username, { exact: false }).waitFor();
    await mine.getByRole('button', { name: t('ty', 'agent.contract.accept') }).click();
    await expect.poll(() => mine.textContent()).toContain(t('ty', 'agent.contract.status.active'));
    await expectCleanVisit(other);

    // and the agent sees it active
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => centre.getByTestId('contracts-offered').textContent(), { timeout: 20_000 }).toContain(t('ty', 'agent.contract.status.active'));
  });

  it('real-time wages show after a settlement run, a repeated run pays nothing more, and a lower upline rate ends the downline’s higher contract', async () => {
    const top = await makeMember({ type: 1 });
    const pt = await playerOf(top.username, top.password, gatewayIp());
    const register = async (by: Player, prefix: string, type: 0 | 1) => {
      const username = `${prefix}${Date.now().toString(36)}`;
      expect(
        (await call('POST', '/wps/agent/register', { username, password: 'Down1234', confirmPassword: 'Down1234', type }, { ...by, encrypted: true })).body
          .success,
      ).toBe(true);
      return username;
    };
    const send = <T>(path: string, body: unknown, p: Player) => call<T>('POST', `/wps/agent${path}`, body, p);
    const d = await register(pt, 'rd', 1);
    const pd = await playerOf(d, 'Down1234', '127.0.0.1');
    const pc = await playerOf(await register(pd, 'rc', 1), 'Down1234', gatewayIp());
    const pm = await playerOf(await register(pd, 'rm', 0), 'Down1234', gatewayIp());
    const contract = (from: Player, to: Player, rateBps: number) =>
      send<{ id: number }>(
        '/contracts',
        {
          memberId: to.id,
          kind: 'realtime_salary',
          period: 'realtime',
          tiers: [{ minBase: 0, rateBps }],
          requestId: `e2e_${Math.random().toString(36).slice(2, 12)}`,
        },
        from,
      );
    const accept = async (p: Player, id: number) => expect((await send('/contracts/answer', { contractId: id, accept: true }, p)).body.success).toBe(true);
    await accept(pd, (await contract(pt, pd, 100)).body.value.id);
    await accept(pc, (await contract(pd, pc, 100)).body.value.id);
    // the upline's new, lower contract: accepting it ends the downline's 1% one
    await accept(pd, (await contract(pt, pd, 50)).body.value.id);
    // the team plays: 10,000 staked by the member under d
    await send('/team/transfer', { memberId: pd.id, amount: 60_000, requestId: `e2e_${Date.now()}a` }, pt);
    await send('/team/transfer', { memberId: pm.id, amount: 50_000, requestId: `e2e_${Date.now()}b` }, pd);
    const token = await openSlot(pm);
    const commit = await vendor<{ roundId: string }>('commit', {}, token);
    expect((await vendor<{ bet: number }>('play', { roundId: commit.value.roundId, clientSeed: 'e2e', bet: 10_000 }, token)).value.bet).toBe(10_000);
    const now = Date.now() + 10 * 60_000;
    await adminCall('POST', '/agent/settle', { now, kinds: ['realtime_salary'] });

    const visit = await visitor();
    const { page } = visit;
    await signIn(page, d, 'Down1234');
    await page.goto('/?centre=agent/agentRealtimeSalary', { waitUntil: 'load' });
    await waitForHydration(page);
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.agent.title') });
    const total = centre.getByTestId('settlement-total');
    await total.waitFor();
    // 0.5% of 10,000
    expect(digits(await total.textContent())).toBe(50);
    const offered = centre.getByTestId('contracts-offered');
    expect(await offered.textContent()).toContain(t('ty', 'agent.contract.endedLower'));
    expect(await axeInCentre(page)).toEqual([]);
    // the same run again pays nothing more
    await adminCall('POST', '/agent/settle', { now, kinds: ['realtime_salary'] });
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await total.waitFor();
    expect(digits(await total.textContent())).toBe(50);
    await expectCleanVisit(visit);
  });

  it('team management: every column and the Balance fit at 1366 px; on a 390 px phone each downline is a card with every column and its Balance', async () => {
    const agent = await makeMember({ type: 1 });
    const pa = await playerOf(agent.username, agent.password, '127.0.0.1');
    // a downline agent with a long name, and one under it: the widest rows a team shows (type, level, upline)
    const names = [`tm${Date.now().toString(36)}abcdef`.slice(0, 16), `tn${Date.now().toString(36)}`];
    const made = await call(
      'POST',
      '/wps/agent/register',
      { username: names[0], password: 'Down1234', confirmPassword: 'Down1234', type: 1 },
      { ...pa, encrypted: true },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const sub = await playerOf(names[0]!, 'Down1234', gatewayIp());
    expect(
      (
        await call(
          'POST',
          '/wps/agent/register',
          { username: names[1], password: 'Down1234', confirmPassword: 'Down1234', type: 0 },
          { ...sub, encrypted: true },
        )
      ).body.success,
    ).toBe(true);

    for (const width of [1366, 390]) {
      const visit = await visitor({ width, height: width > 600 ? 768 : 844 });
      const { page } = visit;
      await signIn(page, agent.username, agent.password);
      await page.goto('/?centre=agent/agentTeamManagement', { waitUntil: 'load' });
      await waitForHydration(page);
      const centre = page.getByRole('dialog', { name: t('ty', 'centre.agent.title') });
      const table = centre.getByTestId('team-members');
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
      // nothing scrolls sideways
      const scroller = centre.locator('.table-scroll');
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const box = (await scroller.boundingBox())!;
      const balances = table.locator('tbody td[data-card="main"]');
      expect(await balances.allTextContents()).toEqual(['₫ 0', '₫ 0']);
      for (const cell of await table.locator('tbody td').all()) {
        const c = (await cell.boundingBox())!;
        expect(c.width).toBeGreaterThan(0);
        expect(c.x + c.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      if (width > 600) {
        expect(await table.locator('thead th').last().textContent()).toBe(t('ty', 'agent.balance'));
        await screenshot(page, 'agent-team-management-1366x768.png');
      } else {
        // a card: the name first, the Balance beside it in larger type, then a line per column with its heading
        const card = table.locator('tbody tr').first();
        const [name, balance] = [card.locator('td[data-card="title"]'), card.locator('td[data-card="main"]')];
        const [nb, bb] = [(await name.boundingBox())!, (await balance.boundingBox())!];
        expect(Math.abs(nb.y + nb.height - (bb.y + bb.height))).toBeLessThan(4);
        expect(bb.x).toBeGreaterThan(nb.x + nb.width - 1);
        const size = (l: typeof name) => l.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(await size(balance)).toBeGreaterThan(await size(card.locator('td').nth(2)));
        expect(await balance.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(JSON.stringify(t('ty', 'agent.balance')));
        const labels = await card.locator('td:not([data-card])').evaluateAll((tds) => tds.map((el) => getComputedStyle(el, '::before').content));
        expect(labels).toEqual(
          [t('ty', 'agent.type'), t('ty', 'agent.level'), t('ty', 'agent.upline'), t('ty', 'agent.contracts'), `${t('ty', 'agent.lastLogin')} (GMT+7)`].map(
            (l) => JSON.stringify(l),
          ),
        );
        await screenshot(page, 'agent-team-management-390x844.png');
      }
      await expectCleanVisit(visit);
      await visit.context.close();
    }
  });
});
