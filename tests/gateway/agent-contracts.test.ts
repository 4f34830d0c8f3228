/**
 * Contracts (docs/product.md 4): offers only to direct downline agents and never above the
 * offering agent's own rate; the downline answers; either side terminates; an agent's new
 * lower rate ends its downlines' higher contracts; a settlement pays each period exactly once
 * however often it runs. Every contract id outside the caller's own contracts answers as one
 * that does not exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentContract, AgentRegistered, ContractLists, ContractSettlement, TeamMemberPage } from '@shared/api/agent';
import { call, freshIp } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, openSlot, playerOf, vendor, type Player } from './players';

const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const uniq = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

async function downline(agent: Player, prefix: string, type: 0 | 1 = 1): Promise<Player> {
  const username = `${prefix}${uniq()}`;
  const res = await call<AgentRegistered>(
    'POST',
    '/wps/agent/register',
    { username, password: 'Down1234', confirmPassword: 'Down1234', type },
    { ...agent, encrypted: true },
  );
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return playerOf(username, 'Down1234', freshIp());
}

const offer = (
  from: Player,
  to: Player,
  kind: string,
  rates: number[],
  period = kind === 'realtime_salary' ? 'realtime' : kind === 'dividend' ? 'weekly' : 'daily',
) =>
  call<AgentContract>(
    'POST',
    '/wps/agent/contracts',
    { memberId: to.id, kind, period, tiers: rates.map((rateBps, i) => ({ minBase: i * 100_000, rateBps })), requestId: rid() },
    from,
  );
const answer = (p: Player, contractId: number, accept: boolean) => call<AgentContract>('POST', '/wps/agent/contracts/answer', { contractId, accept }, p);
const terminate = (p: Player, contractId: number) => call<AgentContract>('POST', '/wps/agent/contracts/terminate', { contractId }, p);
const lists = async (p: Player, kind: string) => (await call<ContractLists>('GET', `/wps/agent/contracts?kind=${kind}`, undefined, p)).body.value;

// top ── b (agent) ── c (agent) ── m (member);   x: another tree's agent
let top: Player;
let b: Player;
let c: Player;
let m: Player;
let x: Player;

beforeAll(async () => {
  top = await newPlayer(1_000_000, 1);
  x = await newPlayer(1_000_000, 1);
  b = await downline(top, 'cb');
  c = await downline(b, 'cc');
  m = await downline(c, 'cm', 0);
});

describe('offers', () => {
  it('go to direct downline agents only, at most the agent’s own rate, once per request id', async () => {
    expect((await offer(top, c, 'daily_salary', [100])).body.code).toBe('NOT_DIRECT_DOWNLINE');
    expect((await offer(c, m, 'daily_salary', [50])).body.code).toBe('NOT_AN_AGENT_DOWNLINE');
    const missing = await offer(top, { ...b, id: 987_654_321 }, 'daily_salary', [100]);
    expect(missing.status).toBe(404);
    const other = await offer(x, b, 'daily_salary', [100]);
    expect({ status: other.status, body: other.body }).toEqual({ status: missing.status, body: missing.body });
    // the top of the tree is capped by the brand (2% daily salary)
    expect((await offer(top, b, 'daily_salary', [100, 250])).body.code).toBe('RATE_ABOVE_OWN');
    expect((await offer(top, b, 'daily_salary', [100], 'weekly')).body.code).toBe('BAD_PERIOD');

    const body = {
      memberId: b.id,
      kind: 'daily_salary',
      period: 'daily',
      tiers: [
        { minBase: 0, rateBps: 100 },
        { minBase: 100_000, rateBps: 150 },
      ],
      requestId: rid(),
    };
    const [first, again] = await Promise.all([
      call<AgentContract>('POST', '/wps/agent/contracts', body, top),
      call<AgentContract>('POST', '/wps/agent/contracts', body, top),
    ]);
    expect(first.body.value.id).toBe(again.body.value.id);
    expect(first.body.value).toMatchObject({ status: 'offered', topRateBps: 150, upline: top.username, downline: b.username });
    expect((await offer(top, b, 'daily_salary', [90])).body.code).toBe('OFFER_PENDING');
    expect((await lists(b, 'daily_salary')).received.map((k) => k.id)).toEqual([first.body.value.id]);
    expect((await lists(top, 'daily_salary')).offered.map((k) => k.id)).toContain(first.body.value.id);

    // nobody but the downline answers it; another tree sees no such contract
    const none = await answer(b, 987_654_321, true);
    expect(none.status).toBe(404);
    for (const who of [top, x, c]) {
      const res = await answer(who, first.body.value.id, true);
      expect({ status: res.status, body: res.body }).toEqual({ status: none.status, body: none.body });
    }
    expect((await terminate(x, first.body.value.id)).body).toEqual(none.body);

    expect((await answer(b, first.body.value.id, true)).body.value.status).toBe('active');
    expect((await answer(b, first.body.value.id, false)).body.code).toBe('CONTRACT_NOT_OPEN');
    expect((await lists(b, 'daily_salary')).maxRateBps).toBe(150);
    // b's own offers are capped by its contract now
    expect((await offer(b, c, 'daily_salary', [160])).body.code).toBe('RATE_ABOVE_OWN');
    const toC = (await offer(b, c, 'daily_salary', [140])).body.value;
    expect((await answer(c, toC.id, true)).body.value.status).toBe('active');

    // a lower contract accepted by b ends c's higher one (c is told), and b's old one gives way
    const unread = async (p: Player) => (await call<number>('GET', '/wps/relay/message/unread', undefined, p)).body.value;
    const cUnread = await unread(c);
    const lower = (await offer(top, b, 'daily_salary', [120])).body.value;
    expect((await answer(b, lower.id, true)).body.value.status).toBe('active');
    const bLists = await lists(b, 'daily_salary');
    expect(bLists.received.find((k) => k.id === first.body.value.id)).toMatchObject({ status: 'ended', endReason: 'REPLACED' });
    expect(bLists.offered.find((k) => k.id === toC.id)).toMatchObject({ status: 'ended', endReason: 'UPLINE_RATE_LOWER' });
    expect((await lists(c, 'daily_salary')).received[0]).toMatchObject({ id: toC.id, status: 'ended' });
    expect(await unread(c)).toBe(cUnread + 1);
    // the team list shows b's active contract with c no more, and top's with b
    const teamOfTop = (await call<TeamMemberPage>('GET', '/wps/agent/team/members?level=direct', undefined, top)).body.value.list;
    expect(teamOfTop.find((member) => member.id === b.id)?.contracts).toEqual(['daily_salary']);
    const teamOfB = (await call<TeamMemberPage>('GET', '/wps/agent/team/members?level=direct', undefined, b)).body.value.list;
    expect(teamOfB.find((member) => member.id === c.id)?.contracts).toEqual([]);

    // a rejection, and a termination by the downline
    const rejected = (await offer(b, c, 'daily_salary', [100])).body.value;
    expect((await answer(c, rejected.id, false)).body.value).toMatchObject({ status: 'rejected', endReason: 'REJECTED' });
    expect((await terminate(b, lower.id)).body.value).toMatchObject({ status: 'terminated', endReason: 'TERMINATED_BY_DOWNLINE' });
    expect((await terminate(b, lower.id)).body.code).toBe('CONTRACT_NOT_OPEN');
  });
});

describe('settlements', () => {
  it('pay real-time wages on the team’s bets exactly once per period, however often or late the run', async () => {
    const agent = await downline(top, 'rs');
    const player = await downline(agent, 'rp', 0);
    const contract = (await offer(top, agent, 'realtime_salary', [100])).body.value;
    expect((await answer(agent, contract.id, true)).body.value.status).toBe('active');
    // the member in the agent’s team stakes 10,000 and 5,000
    expect((await call('POST', '/wps/agent/team/transfer', { memberId: agent.id, amount: 300_000, requestId: rid() }, top)).body.success).toBe(true);
    expect((await call('POST', '/wps/agent/team/transfer', { memberId: player.id, amount: 200_000, requestId: rid() }, agent)).body.success).toBe(true);
    const token = await openSlot(player);
    for (const bet of [10_000, 5_000]) {
      const commit = await vendor<{ roundId: string }>('commit', {}, token);
      expect((await vendor<{ bet: number }>('play', { roundId: commit.value.roundId, clientSeed: 's', bet }, token)).value.bet).toBe(bet);
    }
    const before = await balance(agent);
    // a run 10 minutes on settles the 5-minute periods since the acceptance; the same run again, and two at once, pay nothing more
    const now = Date.now() + 10 * 60_000;
    await admin('POST', '/agent/settle', { now, kinds: ['realtime_salary'] });
    await Promise.all([
      admin('POST', '/agent/settle', { now, kinds: ['realtime_salary'] }),
      admin('POST', '/agent/settle', { now, kinds: ['realtime_salary'] }),
    ]);
    const records = (await call<ContractSettlement[]>('GET', '/wps/agent/contracts/settlements?kind=realtime_salary', undefined, agent)).body.value;
    expect(records.reduce((n, r) => n + r.base, 0)).toBe(15_000);
    expect(records.reduce((n, r) => n + r.amount, 0)).toBe(150);
    expect(new Set(records.map((r) => r.periodStart)).size).toBe(records.length);
    expect(records.every((r) => r.periodEnd - r.periodStart === 5 * 60_000)).toBe(true);
    expect(await balance(agent)).toBe(before + 150);
    const ledger = await admin<{ mismatched: unknown[]; unbalanced: unknown[] }>('GET', '/ledger/check');
    expect(ledger.body.value).toMatchObject({ mismatched: [], unbalanced: [] });
    // a later run pays only the later periods (nothing was bet in them)
    await admin('POST', '/agent/settle', { now: now + 15 * 60_000, kinds: ['realtime_salary'] });
    expect(await balance(agent)).toBe(before + 150);
    // the settlement is the agent's own: its upline does not see it as its settlement
    expect((await call<ContractSettlement[]>('GET', '/wps/agent/contracts/settlements?kind=realtime_salary', undefined, top)).body.value).toEqual([]);
  });
});
