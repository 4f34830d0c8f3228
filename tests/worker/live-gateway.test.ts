/**
 * The reference gateway's live events end to end: each change a member's page shows,
 * made through the gateway's own calls, reaches that member's socket on the portal as its event
 * (signed webhook, member object), and a transfer reaches both sides.
 */
import { describe, expect, it } from 'vitest';
import type { BankCard, DepositChannel, DepositOrder, Withdrawal } from '@shared/api/cashier';
import type { AgentContract, AgentRegistered } from '@shared/api/agent';
import { call, freshIp } from '../gateway/accounts-client';
import { admin } from '../gateway/client';
import { newPlayer, openSlot, playerOf, type Player, vendor } from '../gateway/players';
import { ORIGIN } from './http';
import { type Collected, memberEvent, openLive, postWebhook, sessionCookie, untilMarker } from './live-client';

const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;

const follow = async (p: Player) => openLive(await sessionCookie(p.username, 'demo', p.token));

/** The member's main wallet as the gateway answers it now. */
const balanceOf = async (p: Player) => (await call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', undefined, p)).body.value.sumBalance;

/** How far each socket's frames have been read by next(). */
const read = new WeakMap<Collected, number>();

/** Waits for the first frame of `kind` after those read so far on the socket, and answers it. */
async function next(live: Collected, kind: string) {
  const from = read.get(live) ?? 0;
  for (let n = from + 1; ; n++) {
    const frames = await live.waitFor(n, 8_000);
    const at = frames.findIndex((f, i) => i >= from && f.kind === kind);
    if (at >= 0) {
      read.set(live, at + 1);
      return frames[at]!;
    }
  }
}

async function agentWithDownline(type: 0 | 1): Promise<{ agent: Player; down: Player }> {
  const agent = await newPlayer(1_000_000, 1);
  const username = `ld${Math.random().toString(36).slice(2, 10)}`;
  const made = await call<AgentRegistered>(
    'POST',
    '/wps/agent/register',
    { username, password: 'Down1234', confirmPassword: 'Down1234', type },
    { ...agent, encrypted: true },
  );
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  return { agent, down: await playerOf(username, 'Down1234', freshIp()) };
}

describe('the reference gateway tells the portal', () => {
  it('deposit paid; withdrawal requested, paid out, rejected and counted as received', async () => {
    const p = await newPlayer(1_000_000);
    const live = await follow(p);
    const channels = (await call<DepositChannel[]>('GET', '/wps/cashier/deposit/channels', undefined, p)).body.value;
    const order = (await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: channels[0]!.id, amount: 200_000, requestId: rid() }, p)).body.value;
    await admin('POST', '/cashier/deposits/confirm', { orderNo: order.orderNo });
    // a move of money carries the main wallet as it stands after it (the page shows it at once)
    expect((await next(live, 'deposit.paid')).data).toMatchObject({ orderNo: order.orderNo, amount: 200_000, balance: await balanceOf(p) });

    await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, p);
    const card = (
      await call<BankCard[]>(
        'POST',
        '/wps/cashier/cards',
        { bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', accountNo: '0123456789', paymentPassword: '246810' },
        p,
      )
    ).body.value[0]!;
    const withdraw = async () =>
      (await call<Withdrawal>('POST', '/wps/cashier/withdraw', { cardId: card.id, amount: 100_000, paymentPassword: '246810', requestId: rid() }, p)).body.value
        .orderNo;
    const first = await withdraw();
    expect((await next(live, 'withdrawal.requested')).data).toMatchObject({ orderNo: first, balance: await balanceOf(p) });
    await admin('POST', '/cashier/withdrawals/pay', { orderNo: first });
    expect((await next(live, 'withdrawal.paid')).data.orderNo).toBe(first);
    // unanswered: the operator's run of the Cron Trigger, a day later, counts it as received
    await admin('POST', '/cashier/withdrawals/auto-confirm', { now: Date.now() + 86_400_000 });
    expect((await next(live, 'withdrawal.received')).data.orderNo).toBe(first);
    const second = await withdraw();
    const held = (await next(live, 'withdrawal.requested')).data.balance as number;
    await admin('POST', '/cashier/withdrawals/reject', { orderNo: second });
    const rejected = (await next(live, 'withdrawal.rejected')).data;
    expect(rejected).toMatchObject({ orderNo: second, amount: 100_000 });
    // the held 100,000 back in the wallet
    expect(rejected.balance).toBe(held + 100_000);
    expect(rejected.balance).toBe(await balanceOf(p));
    live.ws.close();
  });

  it('transfers: to the upline, to a downline and into a vendor wallet reach both sides', async () => {
    const { agent, down } = await agentWithDownline(0);
    const [up, member] = await Promise.all([follow(agent), follow(down)]);
    // the agent to its downline
    expect((await call('POST', '/wps/agent/team/transfer', { memberId: down.id, amount: 50_000, requestId: rid() }, agent)).body.success).toBe(true);
    expect((await next(up, 'transfer')).data).toMatchObject({ direction: 'out', via: 'downline', amount: 50_000, balance: 950_000 });
    expect((await next(member, 'transfer')).data).toMatchObject({ direction: 'in', via: 'downline', balance: await balanceOf(down) });
    // the downline back to its upline
    await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, down);
    const back = await call('POST', '/wps/cashier/transfer/upline', { amount: 20_000, paymentPassword: '246810', requestId: rid() }, down);
    expect(back.body.success, JSON.stringify(back.body)).toBe(true);
    expect((await next(member, 'transfer')).data).toMatchObject({ direction: 'out', via: 'upline' });
    expect((await next(up, 'transfer')).data).toMatchObject({ direction: 'in', via: 'upline' });
    // the agent's main wallet into a vendor's
    expect((await call('POST', '/wps/v2/wallets/transfer', { vendor: 'SABA', direction: 'in', amount: 10_000, requestId: rid() }, agent)).body.success).toBe(
      true,
    );
    expect((await next(up, 'transfer')).data).toMatchObject({ via: 'vendor', vendor: 'SABA', direction: 'out' });
    up.ws.close();
    member.ws.close();
  });

  it('a reward paid, points changed, a message, a contract offered and answered, sessions ended elsewhere, a break', async () => {
    const p = await newPlayer(0);
    const live = await follow(p);
    await admin('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: p.username, code: 'ZALO_APP' });
    expect((await call('POST', '/wps/rewards/claim', { code: 'ZALO_APP', requestId: rid() }, p)).body.success).toBe(true);
    expect((await next(live, 'bonus.paid')).data.code).toBe('ZALO_APP');
    await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: 500 });
    expect((await next(live, 'points.changed')).data.points).toBe(500);
    await admin('POST', '/messages', { merchantCode: 'DEMO', username: p.username, title: 'Hi', content: 'Live' });
    await next(live, 'message.arrived');

    const { agent, down } = await agentWithDownline(1);
    const [up, downLive] = await Promise.all([follow(agent), follow(down)]);
    const offer = await call<AgentContract>(
      'POST',
      '/wps/agent/contracts',
      { memberId: down.id, kind: 'daily_salary', period: 'daily', tiers: [{ minBase: 0, rateBps: 100 }], requestId: rid() },
      agent,
    );
    expect(offer.body.success, JSON.stringify(offer.body)).toBe(true);
    for (const side of [downLive, up]) expect((await next(side, 'contract.offered')).data.kind).toBe('daily_salary');
    await call('POST', '/wps/agent/contracts/answer', { contractId: offer.body.value.id, accept: true }, down);
    for (const side of [up, downLive]) expect((await next(side, 'contract.answered')).data).toMatchObject({ accepted: true });

    // a second session of the same member ends the first: the member's pages hear of it
    const other = await playerOf(p.username, p.password, p.ip);
    const ended = await call<{ ended: number }>('POST', '/wps/protection/sessions/end-others', undefined, other);
    expect(ended.body.success, JSON.stringify(ended.body)).toBe(true);
    // (the session's id is for the portal alone: never sent to a page)
    expect((await next(live, 'session.ended')).data).toEqual({});
    // and that ended session's socket closes with it; the session left follows on
    expect((await live.closed).code).toBe(4403);
    const stays = await follow(other);
    expect((await call('POST', '/wps/protection/timeout', { kind: 'break', duration: '24h', requestId: rid() }, other)).body.success).toBe(true);
    expect((await next(stays, 'break.started')).data.kind).toBe('break');
    for (const s of [up, downLive]) s.ws.close();
  });

  it('money moved outside the cashier (a red envelope share, a game round through the seamless wallet) says the new balance, once per move', async () => {
    const p = await newPlayer(1_000_000);
    const live = await follow(p);
    // as the seed has it: open for 30 days, shares of 1,000 to 50,000
    const hour = 3_600_000;
    const envelope = {
      merchantCode: 'DEMO',
      startsAt: Date.now() - hour,
      endsAt: Date.now() + 720 * hour,
      pool: 5_000_000,
      minAmount: 1_000,
      maxAmount: 50_000,
    };
    expect((await admin('PUT', '/redEnvelope', envelope)).status).toBe(200);
    const claimed = await call<{ amount: number }>('POST', '/wps/redEnvelope/claim', { requestId: rid() }, p);
    expect(claimed.body.success, JSON.stringify(claimed.body)).toBe(true);
    expect((await next(live, 'balance.changed')).data).toMatchObject({ movement: 'ENVELOPE', balance: 1_000_000 + claimed.body.value.amount });
    // a slot round: the vendor debits the bet and credits the win through the seamless wallet
    const token = await openSlot(p);
    const me = await vendor<{ game: { minBet: number } }>('me', {}, token);
    const { roundId } = (await vendor<{ roundId: string }>('commit', {}, token)).value;
    const round = await vendor<{ balance: number }>('play', { roundId, clientSeed: 'live', bet: me.value.game.minBet }, token);
    expect(round.success, JSON.stringify(round)).toBe(true);
    expect((await next(live, 'balance.changed')).data.balance).toBe(round.value.balance);
    expect(round.value.balance).toBe(await balanceOf(p));
    // nothing more for that round (its debit and credit are one call's): the marker comes next
    expect((await postWebhook({ body: memberEvent(p.username, 'message.arrived', { marker: 'after-round' }) })).status).toBe(202);
    const frames = await untilMarker(live, 'after-round');
    expect(frames.filter((f) => f.kind === 'balance.changed')).toHaveLength(2);
    live.ws.close();
  });

  it('maintenance scheduled reaches the brand’s stream (Lucky Star, merchant DEMO2) and no other brand’s', async () => {
    const cookie = await sessionCookie('lucky_live_watch', 'lucky');
    const lucky = await openLive(cookie, '?stream=brand', ORIGIN.lucky);
    const demo = await openLive(await sessionCookie('demo_live_watch'), '?stream=brand');
    const until = new Date(Date.now() + 3_600_000).toISOString();
    try {
      expect((await admin('POST', '/maintenance', { merchantCode: 'DEMO2', on: true, until })).status).toBe(200);
    } finally {
      await admin('POST', '/maintenance', { merchantCode: 'DEMO2', on: false });
    }
    expect((await next(lucky, 'maintenance.scheduled')).data.until).toBe(until);
    // rather than waiting a while for what must not come: a maintenance of Demo Club itself, sent
    // after, is the mark; once it has reached Demo Club's stream, Lucky Star's came before it or never
    const mark = new Date(Date.now() + 7_200_000).toISOString();
    try {
      expect((await admin('POST', '/maintenance', { merchantCode: 'DEMO', on: true, until: mark })).status).toBe(200);
    } finally {
      await admin('POST', '/maintenance', { merchantCode: 'DEMO', on: false });
    }
    expect((await next(demo, 'maintenance.scheduled')).data.until).toBe(mark);
    expect(demo.frames.filter((f) => f.kind === 'maintenance.scheduled' && f.data.until !== mark)).toEqual([]);
    lucky.ws.close();
    demo.ws.close();
  });

  it('maintenance announced ahead: the brand stays open until its start, the pages are told when it starts, and its end clears it', async () => {
    const lucky = await openLive(await sessionCookie('lucky_live_ahead', 'lucky'), '?stream=brand', ORIGIN.lucky);
    const status = async () => (await call<{ status: number }>('GET', '/wps/system/status', undefined, { ip: freshIp(), merchant: 'DEMO2' })).body.value.status;
    const startsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const until = new Date(Date.now() + 90 * 60_000).toISOString();
    try {
      expect((await admin('POST', '/maintenance', { merchantCode: 'DEMO2', on: true, startsAt, until })).status).toBe(200);
      expect((await next(lucky, 'maintenance.scheduled')).data).toEqual({ startsAt, until });
      // announced, not started: the brand is open
      expect(await status()).toBe(0);
      // a page opened after the announcement is told too, before anything else
      const later = await openLive(await sessionCookie('lucky_live_later', 'lucky'), '?stream=brand', ORIGIN.lucky);
      await later.hello;
      expect(later.frames.map((f) => [f.kind, f.data.startsAt])).toEqual([['maintenance.scheduled', startsAt]]);
      later.ws.close();
      // its start has come: closed
      const started = new Date(Date.now() - 1_000).toISOString();
      expect((await admin('POST', '/maintenance', { merchantCode: 'DEMO2', on: true, startsAt: started, until })).status).toBe(200);
      expect(await status()).toBe(1);
      expect((await next(lucky, 'maintenance.scheduled')).data.startsAt).toBe(started);
      // a start that is no time refuses the switch
      expect((await admin('POST', '/maintenance', { merchantCode: 'DEMO2', on: true, startsAt: 'soon' })).status).toBe(400);
    } finally {
      await admin('POST', '/maintenance', { merchantCode: 'DEMO2', on: false });
    }
    // switched off (early or at its end): every page is told, and the brand is open
    expect((await next(lucky, 'maintenance.ended')).data).toEqual({});
    expect(await status()).toBe(0);
    // and a page opened after its end is told nothing of it
    const after = await openLive(await sessionCookie('lucky_live_after', 'lucky'), '?stream=brand', ORIGIN.lucky);
    await after.hello;
    expect(after.frames).toEqual([]);
    after.ws.close();
    lucky.ws.close();
  });
});
