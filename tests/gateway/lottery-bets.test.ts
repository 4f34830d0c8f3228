/**
 * Lottery bets through the reference gateway's lottery stand-in: the lottery lobby launch,
 * a bet on the next issue debited once through the seamless wallet, the draw settling it,
 * a win credited exactly once (a second draw, a retried callback and a retried bet request
 * move nothing), and no bet once betting on the issue has closed.
 */
import { describe, expect, it } from 'vitest';
import type { LotteryBetValue, LotteryStateValue } from '@shared/api/lottery';
import type { LaunchGameResult } from '@shared/api/play';
import { LOTTERY_RULES } from '@shared/lottery-rules';
import { call, freshIp } from './accounts-client';
import { admin, GATEWAY_URL } from './client';
import { balance, newPlayer, type Player, walletCallback } from './players';

const lobby = (p: Player | null, gameCode: string, extra: Record<string, unknown> = {}) =>
  call<LaunchGameResult>(
    'POST',
    '/wps/game/lotteryLobby',
    {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'all',
      lottoGameCode: gameCode,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://127.0.0.1/lottery',
      language: 'en',
      ...extra,
    },
    p ?? { ip: freshIp() },
  );

async function vendor<T>(path: string, body: unknown, token?: string) {
  const res = await fetch(`${GATEWAY_URL}/vendor/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: T } };
}

/** Launches the lottery page of a game and opens its vendor session from the ticket. */
async function openLottery(p: Player, gameCode: string) {
  const res = await lobby(p, gameCode);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const url = new URL(res.body.value.game_url);
  expect(url.origin).toBe(new URL(GATEWAY_URL).origin);
  expect(url.pathname).toBe('/vendor/lottery');
  const session = await vendor<{ token: string }>('api/session', { ticket: url.searchParams.get('ticket') });
  expect(session.body.success, JSON.stringify(session.body)).toBe(true);
  return session.body.value.token;
}

const state = async (token: string) => {
  const res = await vendor<LotteryStateValue>('lottery/api/state', {}, token);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value;
};

/** Tests that wait for an open issue may wait out the 30 s close before a boundary. */
const WAITS_FOR_OPEN_ISSUE = 75_000;

/** The state once betting is open (betting closes in the last 30 s before each five-minute boundary). */
async function openState(token: string) {
  let s = await state(token);
  while (!s.issue.open || s.issue.closesAt - Date.now() < 5_000) {
    await new Promise((r) => setTimeout(r, Math.max(500, s.issue.drawAt - Date.now() + 500)));
    s = await state(token);
  }
  return s;
}

let requests = 0;
const bet = (token: string, body: Partial<{ issue: number; playType: string; pick: string; stake: number; requestId: string }>) =>
  vendor<LotteryBetValue>('lottery/api/bet', { playType: 'DIGIT', pick: '7', stake: 1000, requestId: `req-${Date.now()}-${++requests}`, ...body }, token);

const draw = (gameId: string, numbers?: string) => admin<{ drawn: number; settled: number }>('POST', '/play/lottery/draw', { gameId, numbers });

describe('lottery lobby', () => {
  it('needs a session and a real account, and a lottery game of the merchant', async () => {
    expect((await lobby(null, 'TCG_ELOTT_001')).status).toBe(401);
    const trial = await newPlayer(1_000_000, 4);
    const refused = await lobby(trial, 'TCG_ELOTT_001');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NEED_TRUE_ACCOUNT');
    const p = await newPlayer();
    expect((await lobby(p, 'PG_002')).status).toBe(404);
    expect((await lobby(p, 'NOPE_1')).status).toBe(404);
    expect((await call('POST', '/wps/game/lotteryLobby', { lottoView: 'betting' }, p)).status).toBe(400);
  });

  it('answers the betting page on the launch host, with a single-use ticket and the asked play type', async () => {
    const p = await newPlayer();
    const res = await lobby(p, 'TCG_ELOTT_002', { playType: 'BIGSMALL' });
    const url = new URL(res.body.value.game_url);
    expect(url.searchParams.get('playType')).toBe('BIGSMALL');
    expect(url.searchParams.get('mode')).toBe('LOTT');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('/vendor/lottery.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    const ticket = url.searchParams.get('ticket');
    expect((await vendor('api/session', { ticket })).body.success).toBe(true);
    expect((await vendor('api/session', { ticket })).body.code).toBe('TICKET_INVALID');
  });

  it('launches a TCG_SEA game (the SEA entry) on the same betting page in its own mode', async () => {
    const p = await newPlayer();
    const res = await call<LaunchGameResult>(
      'POST',
      '/wps/game/launchGame',
      { gameId: 'TCG_SEA_001', vassalage: 'TCG_SEA', launchMode: 'SEA', platform: 'html5-desktop', clientType: 3, language: 'en' },
      p,
    );
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const url = new URL(res.body.value.game_url);
    expect(url.pathname).toBe('/vendor/lottery');
    expect(url.searchParams.get('mode')).toBe('SEA');
    const session = await vendor<{ token: string }>('api/session', { ticket: url.searchParams.get('ticket') });
    const s = await state(session.body.value.token);
    expect(s.game.id).toBe('TCG_SEA_001');
  });

  it('a slot session cannot use the lottery API', async () => {
    const p = await newPlayer();
    const res = await call<LaunchGameResult>(
      'POST',
      '/wps/game/launchGame',
      { gameId: 'PG_002', vassalage: 'PG', platform: 'html5-desktop', clientType: 3, language: 'en' },
      p,
    );
    const session = await vendor<{ token: string }>('api/session', { ticket: new URL(res.body.value.game_url).searchParams.get('ticket') });
    expect((await vendor('lottery/api/state', {}, session.body.value.token)).status).toBe(404);
    expect((await vendor('lottery/api/state', {})).status).toBe(401);
  });
});

describe('lottery bets', () => {
  it(
    'a bet on the next issue debits the stake once; the same request again answers the same bet',
    async () => {
      const p = await newPlayer(100_000);
      const token = await openLottery(p, 'TCG_ELOTT_003');
      const s = await openState(token);
      expect(s.bets).toEqual([]);
      expect(s.issue.issue).toBe((s.lastDraw?.issue ?? 0) + 1);
      expect(s.issue.closesAt).toBe(s.issue.drawAt - 30_000);
      const stake = s.game.minBet * 2;
      const first = await bet(token, { issue: s.issue.issue, stake, requestId: 'same-request-1' });
      expect(first.body.success, JSON.stringify(first.body)).toBe(true);
      expect(first.body.value.bet).toMatchObject({ issue: s.issue.issue, playType: 'DIGIT', pick: '7', stake, status: 'open', odds: 9.5 });
      expect(first.body.value.balance).toBe(100_000 - stake);
      const again = await bet(token, { issue: s.issue.issue, stake, requestId: 'same-request-1' });
      expect(again.body.value.bet.betId).toBe(first.body.value.bet.betId);
      expect(await balance(p)).toBe(100_000 - stake);
      // a retried debit callback moves nothing
      const retried = await walletCallback({ roundId: first.body.value.bet.betId, action: 'debit', amount: stake, memberId: p.id, merchantCode: 'DEMO' });
      expect(retried.body.value).toMatchObject({ duplicate: true, balance: 100_000 - stake });
      expect((await state(token)).bets.map((b) => b.betId)).toEqual([first.body.value.bet.betId]);
    },
    WAITS_FOR_OPEN_ISSUE,
  );

  it(
    'refuses bad picks, a stake under the minimum, and more than the balance (nothing moves)',
    async () => {
      const p = await newPlayer(3_000);
      const token = await openLottery(p, 'TCG_ELOTT_004');
      const s = await openState(token);
      expect((await bet(token, { issue: s.issue.issue, pick: '10' })).status).toBe(400);
      expect((await bet(token, { issue: s.issue.issue, playType: 'BIGSMALL', pick: '7' })).status).toBe(400);
      expect((await bet(token, { issue: s.issue.issue, playType: 'DOUBLE', pick: '7' })).status).toBe(400);
      expect((await bet(token, { issue: s.issue.issue, stake: Math.max(1, s.game.minBet - 1) })).status).toBe(s.game.minBet > 1 ? 400 : 200);
      const broke = await bet(token, { issue: s.issue.issue, stake: s.game.minBet * 10 });
      expect(broke.body.code).toBe('INSUFFICIENT_FUNDS');
      expect(await balance(p)).toBe(3_000);
      expect((await state(token)).bets).toEqual([]);
    },
    WAITS_FOR_OPEN_ISSUE,
  );

  it(
    'drawing the issue settles its bets; a win is credited exactly once, whatever is retried',
    async () => {
      const p = await newPlayer(200_000);
      const game = 'TCG_ELOTT_005';
      const token = await openLottery(p, game);
      const s = await openState(token);
      const stake = s.game.minBet;
      const win = await bet(token, { issue: s.issue.issue, playType: 'DIGIT', pick: '7', stake });
      const lose = await bet(token, { issue: s.issue.issue, playType: 'BIGSMALL', pick: 'BIG', stake });
      expect(win.body.success && lose.body.success).toBe(true);
      expect(await balance(p)).toBe(200_000 - 2 * stake);

      // 01+02+03+04+17 = 27: SMALL; the fifth number ends in 7
      const drawn = await draw(game, '01,02,03,04,17');
      expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
      expect(drawn.body.value.settled).toBeGreaterThanOrEqual(2);
      const payout = Math.floor(stake * LOTTERY_RULES.DIGIT.odds);
      const after = 200_000 - 2 * stake + payout;
      expect(await balance(p)).toBe(after);
      const settled = await state(token);
      expect(settled.lastDraw).toMatchObject({ issue: s.issue.issue, numbers: '01,02,03,04,17' });
      expect(settled.issue.issue).toBe(s.issue.issue + 1);
      const byId = new Map(settled.bets.map((b) => [b.betId, b]));
      expect(byId.get(win.body.value.bet.betId)).toMatchObject({ status: 'won', payout, numbers: '01,02,03,04,17' });
      expect(byId.get(lose.body.value.bet.betId)).toMatchObject({ status: 'lost', payout: 0 });

      // the draw route again (a new issue), a retried credit callback and the same bet request: nothing more moves
      expect((await draw(game)).status).toBe(200);
      expect((await admin('POST', '/play/lottery/draw', {})).status).toBe(200);
      const retried = await walletCallback({ roundId: win.body.value.bet.betId, action: 'credit', amount: payout, memberId: p.id, merchantCode: 'DEMO' });
      expect(retried.body.value).toMatchObject({ duplicate: true, balance: after });
      const replay = await bet(token, { issue: s.issue.issue, playType: 'DIGIT', pick: '7', stake });
      expect(replay.body.code).toBe('ISSUE_CLOSED');
      expect(await balance(p)).toBe(after);
      expect((await state(token)).bets.find((b) => b.betId === win.body.value.bet.betId)).toMatchObject({ status: 'won', payout });
    },
    WAITS_FOR_OPEN_ISSUE,
  );

  it(
    'refuses a bet once betting on the issue has closed, and on an issue already drawn',
    async () => {
      const p = await newPlayer(100_000);
      const game = 'TCG_ELOTT_006';
      const token = await openLottery(p, game);
      const s = await openState(token);
      const closed = await admin<{ issue: number; closedAt: number }>('POST', '/play/lottery/close', { gameId: game });
      expect(closed.body.value.issue).toBe(s.issue.issue);
      const shut = await state(token);
      expect(shut.issue.open).toBe(false);
      expect(shut.issue.closesAt).toBeLessThanOrEqual(Date.now());
      const late = await bet(token, { issue: s.issue.issue, stake: s.game.minBet });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('ISSUE_CLOSED');
      expect(await balance(p)).toBe(100_000);

      // the draw opens the next issue; a bet naming the drawn one is refused, one on the next is taken
      await draw(game);
      const next = await openState(token);
      expect(next.issue.issue).toBe(s.issue.issue + 1);
      expect((await bet(token, { issue: s.issue.issue, stake: s.game.minBet })).body.code).toBe('ISSUE_CLOSED');
      expect((await bet(token, { issue: next.issue.issue, stake: s.game.minBet })).body.success).toBe(true);
      expect(await balance(p)).toBe(100_000 - s.game.minBet);
    },
    WAITS_FOR_OPEN_ISSUE,
  );

  it(
    'a settled lottery bet earns points from play once (a point per 10,000 staked), however often the issue is drawn',
    async () => {
      const p = await newPlayer(200_000);
      const game = 'TCG_ELOTT_012';
      const token = await openLottery(p, game);
      const s = await openState(token);
      // 01+02+03+04+17 = 27: SMALL wins
      const placed = await bet(token, { issue: s.issue.issue, playType: 'BIGSMALL', pick: 'SMALL', stake: 25_000 });
      expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
      const points = async () => (await call<{ points: number }>('GET', '/wps/points/balance', undefined, p)).body.value.points;
      // placed, not settled: nothing earned yet
      expect(await points()).toBe(0);
      expect((await draw(game, '01,02,03,04,17')).status).toBe(200);
      expect(await points()).toBe(2);
      // and the win is paid: a settlement whose trigger wrote the point entry once read as
      // "settled by someone else" and paid nothing
      expect(await balance(p)).toBe(200_000 - 25_000 + Math.floor(25_000 * LOTTERY_RULES.BIGSMALL.odds));
      // the draw again and every game's draw: the bet is settled already, nothing more is earned
      expect((await draw(game)).status).toBe(200);
      expect((await admin('POST', '/play/lottery/draw', {})).status).toBe(200);
      expect(await points()).toBe(2);
      const details = await call<{ list: { kind: string; points: number; fromPlay: boolean }[] }>(
        'GET',
        '/wps/points/details?pageNo=1&pageSize=10',
        undefined,
        p,
      );
      expect(details.body.value.list.map((e) => [e.kind, e.points, e.fromPlay])).toEqual([['EARN', 2, true]]);
    },
    WAITS_FOR_OPEN_ISSUE,
  );

  it('fixed draw numbers need a game and five two-digit numbers', async () => {
    expect((await admin('POST', '/play/lottery/draw', { numbers: '01,02,03,04,05' })).status).toBe(400);
    expect((await admin('POST', '/play/lottery/draw', { gameId: 'TCG_ELOTT_007', numbers: '1,2,3' })).status).toBe(400);
    expect((await admin('POST', '/play/lottery/draw', { gameId: 'PG_002' })).status).toBe(404);
  });
});
