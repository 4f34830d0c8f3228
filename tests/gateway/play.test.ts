/**
 * Launch, the vendor stand-in's rounds through the seamless wallet, provable fairness,
 * recent games, maintenance, PVP rooms and lottery draws of the reference gateway.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameListPage, GameMaintenanceValue, LaunchGameResult, LotteryGameMenu, LotteryNumbers, PvpRoom, Winners } from '@shared/api/play';
import { outcomeFromBytes } from '@shared/fair';
import { call, freshIp } from './accounts-client';
import { admin, GATEWAY_URL, get } from './client';
import { balance, newPlayer, type Player, walletCallback } from './players';

const SLOT = { gameId: 'PG_002', vassalage: 'PG' };
const DICE = { gameId: 'INHOUSE_001', vassalage: 'INHOUSE' };

const launch = (p: Player | null, body: Record<string, unknown>) =>
  call<LaunchGameResult>('POST', '/wps/game/launchGame', { platform: 'html5-desktop', clientType: 3, language: 'en', ...body }, p ?? { ip: freshIp() });

async function vendor<T>(path: string, body: unknown, token?: string) {
  const res = await fetch(`${GATEWAY_URL}/vendor/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: T } };
}

interface Round {
  roundId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: { game: 'slot' | 'dice'; values: number[]; multiplier: number };
  bet: number;
  win: number;
  balance: number;
}

/** Launches a game and opens its vendor session from the ticket in game_url. */
async function openGame(p: Player, game = SLOT) {
  const res = await launch(p, game);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const url = new URL(res.body.value.game_url);
  expect(url.origin).toBe(new URL(GATEWAY_URL).origin);
  expect(url.pathname).toBe('/vendor/play');
  const ticket = url.searchParams.get('ticket')!;
  const session = await vendor<{ token: string; balance: number; game: { kind: string; minBet: number } }>('session', { ticket });
  expect(session.body.success).toBe(true);
  return { ticket, ...session.body.value };
}

async function playRound(token: string, bet: number, clientSeed = 'player-seed') {
  const commit = await vendor<{ roundId: string; serverSeedHash: string; nonce: number }>('commit', {}, token);
  expect(commit.body.success).toBe(true);
  const round = await vendor<Round>('play', { roundId: commit.body.value.roundId, clientSeed, bet }, token);
  expect(round.body.success, JSON.stringify(round.body)).toBe(true);
  return { commit: commit.body.value, round: round.body.value };
}

describe('launch', () => {
  it('refuses without a session', async () => {
    const res = await launch(null, SLOT);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('refuses an unknown game, a vendor lobby card and a game of another vendor', async () => {
    const p = await newPlayer();
    expect((await launch(p, { gameId: 'NOPE_1', vassalage: 'PG' })).status).toBe(404);
    expect((await launch(p, { gameId: 'PP_001', vassalage: 'PP' })).status).toBe(404);
    expect((await launch(p, { gameId: 'PG_002', vassalage: 'JDB' })).status).toBe(404);
  });

  it('a ticket opens one vendor session only', async () => {
    const p = await newPlayer();
    const { ticket } = await openGame(p);
    const again = await vendor('session', { ticket });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('TICKET_INVALID');
  });

  it('refuses a game under maintenance with popular games to try instead', async () => {
    const p = await newPlayer();
    const game = { gameId: 'JDB_003', vassalage: 'JDB' };
    expect((await admin('POST', '/play/game-maintenance', { gameId: game.gameId, on: true })).status).toBe(200);
    try {
      const res = await launch(p, game);
      expect(res.body.success).toBe(false);
      expect(res.body.code).toBe('GAME_MAINTENANCE');
      const { suggestions } = res.body.value as unknown as GameMaintenanceValue;
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.every((s) => s.isHot === 1 && s.gameId !== game.gameId)).toBe(true);
    } finally {
      await admin('POST', '/play/game-maintenance', { gameId: game.gameId, on: false });
    }
    expect((await launch(p, game)).body.success).toBe(true);
  });

  it('records recent games, newest first, with totalPages', async () => {
    const p = await newPlayer();
    await launch(p, SLOT);
    await launch(p, DICE);
    const res = await call<GameListPage>('GET', '/lgw/games/recent?pageNo=1&pageSize=10', undefined, p);
    expect(res.body.value.list.map((g) => g.gameId)).toEqual([DICE.gameId, SLOT.gameId]);
    expect(res.body.value.totalPages).toBe(1);
    expect((await call('GET', '/lgw/games/recent', undefined, { ip: p.ip })).status).toBe(401);
  });

  it('lists PVP rooms and launches into one', async () => {
    const p = await newPlayer();
    const rooms = (await get<PvpRoom[]>('/lgw/games/pvp/rooms?gameId=KM_002')).body.value;
    expect(rooms).toHaveLength(3);
    const res = await launch(p, { roomId: rooms[1]!.roomId, vassalage: 'KM' });
    expect(res.body.success).toBe(true);
  });
});

describe('rounds through the seamless wallet', () => {
  it('moves the balance by exactly win - bet', async () => {
    const p = await newPlayer();
    const { token, game } = await openGame(p);
    const before = await balance(p);
    const { round } = await playRound(token, game.minBet * 2);
    expect(round.bet).toBe(game.minBet * 2);
    expect(round.win).toBe(Math.floor(round.bet * round.outcome.multiplier));
    expect(await balance(p)).toBe(before - round.bet + round.win);
    expect(round.balance).toBe(before - round.bet + round.win);
  });

  it('a retried callback pays once', async () => {
    const p = await newPlayer();
    const { token, game } = await openGame(p);
    const { round } = await playRound(token, game.minBet);
    const after = await balance(p);
    const base = { roundId: round.roundId, memberId: p.id, merchantCode: 'DEMO' };
    const debit = await walletCallback({ ...base, action: 'debit', amount: round.bet });
    expect(debit.body.value).toEqual({ balance: after, duplicate: true });
    // a credit retried (whatever amount it claims) moves nothing once the round's credit was made
    if (round.win > 0) {
      const credit = await walletCallback({ ...base, action: 'credit', amount: round.win });
      expect(credit.body.value).toEqual({ balance: after, duplicate: true });
    }
    // replaying the round answers the same result and moves nothing
    const replay = await vendor<Round>('play', { roundId: round.roundId, clientSeed: 'other', bet: game.minBet * 10 }, token);
    expect(replay.body.value.win).toBe(round.win);
    expect(replay.body.value.clientSeed).toBe(round.clientSeed);
    expect(await balance(p)).toBe(after);
  });

  it('a first credit through the callback pays once, however often it is retried', async () => {
    const p = await newPlayer();
    const { token } = await openGame(p);
    // a committed round: the vendor has not settled it, so its credit is new
    const commit = await vendor<{ roundId: string }>('commit', {}, token);
    const before = await balance(p);
    const credit = { roundId: commit.body.value.roundId, memberId: p.id, merchantCode: 'DEMO', action: 'credit', amount: 777 };
    const first = await walletCallback(credit);
    expect(first.body.value).toEqual({ balance: before + 777, duplicate: false });
    const retries = await Promise.all([walletCallback(credit), walletCallback(credit), walletCallback(credit)]);
    for (const r of retries) expect(r.body.value.duplicate).toBe(true);
    expect(await balance(p)).toBe(before + 777);
  });

  it('refuses a callback with a bad signature or for another member', async () => {
    const p = await newPlayer();
    const { token } = await openGame(p);
    const commit = await vendor<{ roundId: string }>('commit', {}, token);
    const body = { roundId: commit.body.value.roundId, memberId: p.id, merchantCode: 'DEMO', action: 'credit', amount: 5 };
    expect((await walletCallback(body, 'wrong-secret')).status).toBe(401);
    expect((await walletCallback({ ...body, memberId: p.id + 1 })).status).toBe(404);
  });

  it('refuses a bet the wallet cannot cover and moves nothing', async () => {
    const p = await newPlayer(1000);
    const { token, game } = await openGame(p);
    const commit = await vendor<{ roundId: string }>('commit', {}, token);
    const res = await vendor('play', { roundId: commit.body.value.roundId, clientSeed: 's', bet: game.minBet * 10 }, token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(p)).toBe(1000);
  });
});

describe('provably fair', () => {
  it.each([
    ['slot', SLOT],
    ['dice', DICE],
  ] as const)('%s: the revealed seed matches the hash shown before and recomputes the result', async (kind, game) => {
    const p = await newPlayer();
    const { token, game: info } = await openGame(p, game);
    expect(info.kind).toBe(kind);
    for (const seed of ['alpha', 'beta', 'gamma']) {
      const { commit, round } = await playRound(token, info.minBet, seed);
      expect(round.serverSeedHash).toBe(commit.serverSeedHash);
      expect(createHash('sha256').update(round.serverSeed).digest('hex')).toBe(commit.serverSeedHash);
      const bytes = createHmac('sha256', round.serverSeed).update(`${seed}:${commit.nonce}`).digest();
      const outcome = outcomeFromBytes(kind, new Uint8Array(bytes));
      expect(round.outcome).toEqual(outcome);
      expect(round.win).toBe(Math.floor(round.bet * outcome.multiplier));
    }
  });

  it('feeds the winners board from settled rounds', async () => {
    const res = await get<Winners>('/lgw/games/winners');
    expect(res.body.success).toBe(true);
    for (const w of res.body.value.latest) {
      expect(w.win).toBeGreaterThan(0);
      expect(w.player).toContain('***');
    }
    const wins = res.body.value.biggest.map((w) => w.win);
    expect([...wins].sort((a, b) => b - a)).toEqual(wins);
  });
});

describe('lottery', () => {
  it('draws now: every lottery game gets a new issue in the numbers and the VN numero', async () => {
    const before = (await get<LotteryNumbers>('/lgw/lottery/opened?gameCode=TCG_LOTTO_VN_002')).body.value.list;
    expect((await admin('POST', '/play/lottery/draw', {})).status).toBe(200);
    const after = (await get<LotteryNumbers>('/lgw/lottery/opened?gameCode=TCG_LOTTO_VN_002')).body.value.list;
    expect(after[0]!.issue).toBe((before[0]?.issue ?? 0) + 1);
    expect(after[0]!.numbers).toMatch(/^\d{2}(,\d{2}){4}$/);
    const home = (await get<LotteryNumbers>('/lgw/lottery/numbers?count=100')).body.value.list;
    expect(home.length).toBeGreaterThan(0);
    expect(home.length).toBeLessThanOrEqual(100);
    const vn = (await get<LotteryNumbers>('/lgw/vn/numero')).body.value.list;
    expect(vn.every((d) => d.vendor === 'TCG_LOTTO_VN')).toBe(true);
  });

  it('gives the VN menu in three regions', async () => {
    const menu = (await get<LotteryGameMenu[]>('/lgw/vn/games/game_menu')).body.value;
    expect(menu.map((g) => g.gameGroupCode)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']);
    expect(menu.flatMap((g) => g.gameMenus).length).toBe(11);
  });

  it('the draw-now switch needs the admin token', async () => {
    expect((await admin('POST', '/play/lottery/draw', {}, null)).status).toBe(401);
  });
});
