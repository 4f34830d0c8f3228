/**
 * The agent centre's gateway: the downline tree kept as a closure table, the team
 * overview's figures, downline registration under the brand's rules, transfers to direct
 * downlines, the reports, and above all that an agent reads and acts only inside its own
 * tree: another tree's member ids and usernames answer exactly as ones that do not exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentAnnouncementPage,
  AgentReferral,
  AgentRegistered,
  AgentWallet,
  IncomeReport,
  TeamBetPage,
  TeamLossPage,
  TeamMember,
  TeamMemberPage,
  TeamMovementPage,
  TeamOverview,
  TransferResult,
} from '@shared/api/agent';
import type { DepositOrder } from '@shared/api/cashier';
import type { RegisterFieldErrors } from '@shared/api/register';
import { call, freshIp } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, openSlot, playerOf, vendor, type Player } from './players';

const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
/** a username the brand accepts (letter first, letters and digits, 6 to 16) */
const uniq = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

const DAY = 86_400_000;
/** a period around now, wide enough for every movement of the test */
const period = () => ({ from: Date.now() - DAY, to: Date.now() + DAY, tz: 0 });
const qs = (q: Record<string, string | number | undefined>) =>
  `?${new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()}`;

const get = <T>(p: Player, path: string, q: Record<string, string | number | undefined> = {}) => call<T>('GET', `/wps/agent${path}${qs(q)}`, undefined, p);

const registerDownline = (agent: Player, username: string, type: 0 | 1 = 0, password = 'Down1234') =>
  call<AgentRegistered>('POST', '/wps/agent/register', { username, password, confirmPassword: password, type }, { ...agent, encrypted: true });

const transfer = (agent: Player, memberId: number, amount: number, requestId = rid(), paymentPassword?: string) =>
  call<TransferResult>('POST', '/wps/agent/team/transfer', { memberId, amount, requestId, paymentPassword }, agent);

/** A paid deposit of the member (the operator confirms the order). */
async function paidDeposit(p: Player, amount: number) {
  const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount, requestId: rid() }, p);
  expect(order.body.success, JSON.stringify(order.body)).toBe(true);
  await admin('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo });
}

/** One settled slot round of the member: its stake and win. */
async function playOnce(p: Player, bet: number) {
  const token = await openSlot(p);
  const commit = await vendor<{ roundId: string }>('commit', {}, token);
  const round = await vendor<{ bet: number; win: number }>('play', { roundId: commit.value.roundId, clientSeed: 'agent-test', bet }, token);
  expect(round.success).toBe(true);
  return round.value;
}

// Tree of the tests:  A ── d1 (member)          B ── x (member)
//                       └─ sub (agent) ── d2
let A: Player;
let B: Player;
let sub: Player;
let d1: Player;
let d2: Player;
let x: Player;
const names = { d1: `d1${uniq()}`, sub: `sub${uniq()}`, d2: `d2${uniq()}`, x: `x${uniq()}` };

beforeAll(async () => {
  A = await newPlayer(5_000_000, 1);
  B = await newPlayer(1_000_000, 1);
  for (const [agent, name, type] of [
    [A, names.d1, 0],
    [A, names.sub, 1],
    [B, names.x, 0],
  ] as const) {
    const res = await registerDownline(agent, name, type);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  }
  sub = await playerOf(names.sub, 'Down1234', freshIp());
  expect((await registerDownline(sub, names.d2)).body.success).toBe(true);
  d1 = await playerOf(names.d1, 'Down1234', freshIp());
  d2 = await playerOf(names.d2, 'Down1234', freshIp());
  x = await playerOf(names.x, 'Down1234', freshIp());
});

describe('who may call', () => {
  it('refuses a member (not an agent) and a call without a session', async () => {
    const res = await get(d1, '/team/members');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_AGENT');
    expect((await call('GET', '/wps/agent/team/members', undefined, { ip: freshIp() })).body.code).toBe('NOT_LOGGED_IN');
  });

  it('leaves the public invitation-code check alone', async () => {
    const code = (await get<AgentReferral>(A, '/referral')).body.value.code;
    const check = await call<{ valid: boolean }>('GET', `/wps/agent/affiliate?code=${code}`, undefined, { ip: freshIp() });
    expect(check.body.value.valid).toBe(true);
  });
});

describe('the downline tree', () => {
  it('lists every depth with its level, type and direct upline; the level filter and the search narrow it', async () => {
    const all = (await get<TeamMemberPage>(A, '/team/members')).body.value;
    expect(all.total).toBe(3);
    const byName = Object.fromEntries(all.list.map((m) => [m.username, m]));
    expect(byName[names.d1]).toMatchObject({ level: 1, type: 0, upline: A.username, balance: 0 });
    expect(byName[names.sub]).toMatchObject({ level: 1, type: 1, upline: A.username });
    expect(byName[names.d2]).toMatchObject({ level: 2, type: 0, upline: names.sub });
    expect(byName[names.d2]!.lastLoginAt).toBeGreaterThan(0);
    expect((await get<TeamMemberPage>(A, '/team/members', { level: 'direct' })).body.value.list.map((m) => m.username).sort()).toEqual(
      [names.d1, names.sub].sort(),
    );
    expect((await get<TeamMemberPage>(A, '/team/members', { level: 'indirect' })).body.value.list.map((m) => m.username)).toEqual([names.d2]);
    expect((await get<TeamMemberPage>(A, '/team/members', { keyword: names.d2.slice(0, 10) })).body.value.list.map((m) => m.username)).toEqual([names.d2]);
    // a sub-agent sees its own branch only
    expect((await get<TeamMemberPage>(sub, '/team/members')).body.value.list.map((m) => m.username)).toEqual([names.d2]);
    // a search for another tree's member finds nothing
    expect((await get<TeamMemberPage>(A, '/team/members', { keyword: names.x })).body.value.total).toBe(0);
  });

  it('pages the list', async () => {
    const first = (await get<TeamMemberPage>(A, '/team/members', { pageSize: 2 })).body.value;
    const second = (await get<TeamMemberPage>(A, '/team/members', { pageSize: 2, pageNo: 2 })).body.value;
    expect(first).toMatchObject({ total: 3, totalPages: 2 });
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(new Set([...first.list, ...second.list].map((m) => m.id)).size).toBe(3);
  });

  it('opens a downline at any depth, and answers another tree, an upline or a made-up id exactly like a missing one', async () => {
    expect((await get<TeamMember>(A, '/team/member', { memberId: d2.id })).body.value).toMatchObject({ username: names.d2, level: 2 });
    const missing = await get(A, '/team/member', { memberId: 987_654_321 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'MEMBER_NOT_FOUND', message: 'No such member', value: null });
    for (const [agent, id] of [
      [A, x.id],
      [A, B.id],
      [B, d1.id],
      [sub, d1.id],
      [sub, A.id],
      [A, A.id],
    ] as const) {
      const res = await get(agent, '/team/member', { memberId: id });
      expect({ status: res.status, body: res.body }).toEqual({ status: missing.status, body: missing.body });
    }
  });

  it('a new downline of a sub-agent joins the trees of every agent above it', async () => {
    const d3 = `d3${uniq()}`;
    expect((await registerDownline(sub, d3)).body.success).toBe(true);
    const found = (await get<TeamMemberPage>(A, '/team/members', { keyword: d3 })).body.value.list;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: 2, upline: names.sub });
    expect((await get<TeamMemberPage>(B, '/team/members', { keyword: d3 })).body.value.total).toBe(0);
  });
});

describe('registering a downline', () => {
  it('applies the brand rules, refuses a taken name, and the account logs in under the agent', async () => {
    const bad = await registerDownline(A, 'x');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('REGISTER_INVALID');
    expect(Object.keys((bad.body.value as unknown as RegisterFieldErrors).fields)).toContain('username');
    const mismatch = await call<RegisterFieldErrors>(
      'POST',
      '/wps/agent/register',
      { username: `ok${uniq()}`, password: 'Down1234', confirmPassword: 'Down9999', type: 0 },
      { ...A, encrypted: true },
    );
    expect(mismatch.body.value.fields.confirmPassword?.key).toBe('validation.inconsistent_twice');
    expect((await registerDownline(A, names.d1)).body.code).toBe('USERNAME_TAKEN');
    // a plain JSON body (no JWE) is refused: the password travels encrypted
    const plain = await call('POST', '/wps/agent/register', { username: `pl${uniq()}`, password: 'Down1234', confirmPassword: 'Down1234', type: 0 }, A);
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    // a member cannot register downlines
    expect((await registerDownline(d1, `nope${uniq()}`)).body.code).toBe('NOT_AGENT');
  });
});

describe('transfer to a downline', () => {
  it('moves money to a direct downline once per request id and never past the balance', async () => {
    const before = await balance(A);
    const requestId = rid();
    const [a, b] = await Promise.all([transfer(A, d1.id, 300_000, requestId), transfer(A, d1.id, 300_000, requestId)]);
    expect([a.body.value.duplicate, b.body.value.duplicate].sort()).toEqual([false, true]);
    expect(await balance(A)).toBe(before - 300_000);
    expect(await balance(d1)).toBe(300_000);
    // money leaving the agent follows the withdrawal's rule: more than the withdrawable amount, with its numbers
    expect((await transfer(A, d1.id, 999_000_000)).body.code).toBe('OVER_WITHDRAWABLE');
    expect(await balance(A)).toBe(before - 300_000);
    const ledger = await admin<{ mismatched: unknown[]; unbalanced: unknown[]; negativeWallets: number }>('GET', '/ledger/check');
    expect(ledger.body.value).toMatchObject({ mismatched: [], unbalanced: [], negativeWallets: 0 });
  });

  it('refuses an indirect downline, and another tree or an upline like a missing member, moving nothing', async () => {
    const before = { A: await balance(A), x: await balance(x), B: await balance(B) };
    expect((await transfer(A, d2.id, 1_000)).body.code).toBe('NOT_DIRECT_DOWNLINE');
    const missing = await transfer(A, 987_654_321, 1_000);
    expect(missing.status).toBe(404);
    for (const [agent, id] of [
      [A, x.id],
      [A, B.id],
      [sub, A.id],
    ] as const) {
      const res = await transfer(agent, id, 1_000);
      expect({ status: res.status, body: res.body }).toEqual({ status: missing.status, body: missing.body });
    }
    expect({ A: await balance(A), x: await balance(x), B: await balance(B) }).toEqual(before);
  });

  it('asks for the payment password once the agent has one', async () => {
    const agent = await newPlayer(1_000_000, 1);
    const name = `pp${uniq()}`;
    const created = (await registerDownline(agent, name)).body.value;
    expect((await transfer(agent, created.id, 1_000)).body.success).toBe(true);
    await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, agent);
    expect((await get<AgentWallet>(agent, '/wallet')).body.value).toEqual({ balance: 999_000, hasPaymentPassword: true });
    expect((await transfer(agent, created.id, 1_000)).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await transfer(agent, created.id, 1_000, rid(), '000000')).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await transfer(agent, created.id, 1_000, rid(), '246810')).body.value.balance).toBe(998_000);
  });
});

describe('team overview and reports', () => {
  it('counts exactly the team’s deposits, withdrawals, bets and members, each agent its own branch', async () => {
    const agent = await newPlayer(2_000_000, 1);
    const kid = `k${uniq()}`;
    const subAgent = `ks${uniq()}`;
    const grandKid = `kg${uniq()}`;
    await registerDownline(agent, kid);
    await registerDownline(agent, subAgent, 1);
    const s = await playerOf(subAgent, 'Down1234', freshIp());
    await registerDownline(s, grandKid);
    const k = await playerOf(kid, 'Down1234', freshIp());
    const g = await playerOf(grandKid, 'Down1234', freshIp());
    await paidDeposit(k, 500_000);
    await paidDeposit(g, 200_000);
    const r1 = await playOnce(k, 10_000);
    const r2 = await playOnce(g, 5_000);

    const overview = (await get<TeamOverview>(agent, '/team/overview', period())).body.value;
    expect(overview).toMatchObject({
      teamSize: 3,
      direct: 2,
      indirect: 1,
      newMembers: 3,
      activeMembers: 2,
      deposits: 700_000,
      withdrawals: 0,
      bets: 15_000,
      wins: r1.win + r2.win,
      profit: r1.win + r2.win - 15_000,
    });
    expect(overview.days.reduce((n, d) => n + d.deposits, 0)).toBe(700_000);
    // the sub-agent's branch: only the grandchild
    expect((await get<TeamOverview>(s, '/team/overview', period())).body.value).toMatchObject({ teamSize: 1, deposits: 200_000, bets: 5_000 });
    // a period before all of it
    expect((await get<TeamOverview>(agent, '/team/overview', { from: Date.now() - 10 * DAY, to: Date.now() - 9 * DAY })).body.value).toMatchObject({
      teamSize: 3,
      newMembers: 0,
      deposits: 0,
      bets: 0,
    });
    expect((await get(agent, '/team/overview', { from: 0, to: 100 * DAY })).body.code).toBe('RANGE_TOO_LONG');

    // user loss: one row per downline with movement, and the totals
    const loss = (await get<TeamLossPage>(agent, '/reports/loss', period())).body.value;
    expect(loss.totals).toMatchObject({ deposits: 700_000, bets: 15_000, wins: r1.win + r2.win });
    expect(loss.list.find((row) => row.username === kid)).toMatchObject({ level: 1, deposits: 500_000, bets: 10_000, profit: r1.win - 10_000 });
    expect(loss.list.find((row) => row.username === grandKid)).toMatchObject({ level: 2, deposits: 200_000 });

    // team betting: by member and category, with totals
    const bets = (await get<TeamBetPage>(agent, '/reports/bets', period())).body.value;
    expect(bets).toMatchObject({ total: 2, stake: 15_000, win: r1.win + r2.win });
    const onlyKid = (await get<TeamBetPage>(agent, '/reports/bets', { ...period(), username: kid })).body.value;
    expect(onlyKid.list.map((b) => b.username)).toEqual([kid]);
    expect((await get<TeamBetPage>(agent, '/reports/bets', { ...period(), category: 'LOTT' })).body.value.total).toBe(0);

    // account details: the team's wallet movements by kind
    const deposits = (await get<TeamMovementPage>(agent, '/reports/transactions', { ...period(), kind: 'DEPOSIT' })).body.value;
    expect(deposits).toMatchObject({ total: 2, inflow: 700_000, outflow: 0 });

    // my income: what the team sent the agent
    await call('POST', '/wps/cashier/payment-password', { paymentPassword: '135790' }, k);
    await call('POST', '/wps/cashier/transfer/upline', { amount: 40_000, paymentPassword: '135790', requestId: rid() }, k);
    const income = (await get<IncomeReport>(agent, '/reports/income', period())).body.value;
    expect(income.total).toBe(40_000);
    expect(income.days[0]).toMatchObject({ kind: 'TRANSFER', amount: 40_000 });
  });

  it('a report filtered by another tree’s username shows nothing, as for a name that does not exist', async () => {
    for (const path of ['/reports/bets', '/reports/loss', '/reports/transactions']) {
      const missing = await get(A, path, { ...period(), username: `nobody${uniq()}` });
      const other = await get(A, path, { ...period(), username: names.x });
      const upline = await get(sub, path, { ...period(), username: A.username });
      expect(missing.body.success).toBe(true);
      expect(other.body).toEqual(missing.body);
      expect(upline.body).toEqual(missing.body);
    }
    // and B's member does have movements: B sees them
    await paidDeposit(x, 100_000);
    expect((await get<TeamMovementPage>(B, '/reports/transactions', { ...period(), username: names.x })).body.value.inflow).toBe(100_000);
    expect((await get<TeamOverview>(A, '/team/overview', period())).body.value.deposits).toBe(0);
  });
});

describe('invitation code and announcements', () => {
  it('keeps one code per agent, and a member who registers with it joins the agent’s tree', async () => {
    const agent = await newPlayer(0, 1);
    const code = (await get<AgentReferral>(agent, '/referral')).body.value.code;
    expect(code).toMatch(/^AG[0-9A-Z]+$/);
    expect((await get<AgentReferral>(agent, '/referral')).body.value.code).toBe(code);
    const username = `rf${uniq()}`;
    // the operator's member call sets the code the way a registration with ?affiliateCode does
    await admin('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', affiliateCode: code.toLowerCase() });
    const team = (await get<TeamMemberPage>(agent, '/team/members')).body.value.list;
    expect(team.map((m) => [m.username, m.level])).toEqual([[username, 1]]);
    expect((await get<TeamMemberPage>(A, '/team/members', { keyword: username })).body.value.total).toBe(0);
  });

  it('shows the merchant’s agent announcements, newest first, to agents only', async () => {
    const title = `Agents ${uniq()}`;
    const posted = await admin<{ id: number }>('POST', '/agent/announcements', { merchantCode: 'DEMO', title, content: '<p>Hello agents</p>' });
    expect(posted.body.success).toBe(true);
    const page = (await get<AgentAnnouncementPage>(A, '/announcements')).body.value;
    expect(page.list[0]).toMatchObject({ title, content: '<p>Hello agents</p>' });
    expect(page.list.length).toBeGreaterThanOrEqual(3);
    expect((await get(d1, '/announcements')).body.code).toBe('NOT_AGENT');
    expect((await admin('POST', '/agent/announcements', { merchantCode: 'DEMO', title, content: 'x' }, null)).status).toBe(401);
  });
});
