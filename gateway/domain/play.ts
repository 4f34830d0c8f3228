/** Rules of launching and playing: tickets, vendor sessions, rounds, rooms, lottery draws. */
import type { GameCategory } from '@shared/api';
import type { LotteryDraw, PvpRoom, WinnerEntry } from '@shared/api/play';
import type { FairGame } from '@shared/fair';
import type { GameRow } from '../db/queries/games';
import { createTicket, type DrawRow, type WinnerRow } from '../db/queries/play';
import { hashToken, newToken } from './accounts';

const MINUTE = 60_000;
export const TICKET_TTL_MS = 2 * MINUTE;
export const VENDOR_SESSION_TTL_MS = 2 * 60 * MINUTE;
export const SUGGESTED_GAMES = 6;
export const WINNERS_SHOWN = 10;

export const randomHex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
export const newTicket = newToken;

/** Stores a one-time launch ticket of a game (good for TICKET_TTL_MS) and answers it. */
export async function issueTicket(
  db: D1Database,
  t: { memberId: number; merchant: string; gameId: string; roomId: string | null; mode: string; language: string },
  now: number,
): Promise<string> {
  const ticket = newTicket();
  await createTicket(db, {
    ticket_hash: await hashToken(ticket),
    member_id: t.memberId,
    merchant_code: t.merchant,
    game_id: t.gameId,
    room_id: t.roomId,
    launch_mode: t.mode,
    language: t.language,
    created_at: now,
    expires_at: now + TICKET_TTL_MS,
    used_at: null,
  });
  return ticket;
}

/** Which game page the vendor stand-in serves: in-house games are dice, everything else a slot. */
export const fairGameOf = (category: string): FairGame => (category === 'INHOUSE' ? 'dice' : 'slot');

/** PVP rooms of a game: three tables at rising stakes; ids are `<gameId>-R<n>`. */
export function pvpRooms(game: GameRow): PvpRoom[] {
  return [1, 5, 20].map((factor, i) => ({
    roomId: `${game.game_id}-R${i + 1}`,
    name: `${game.name} #${i + 1}`,
    minBet: game.min_bet * factor,
    players: ((game.node_id * (i + 3)) % 7) + 2,
  }));
}

export const gameOfRoom = (roomId: string) => /^(.+)-R[1-3]$/.exec(roomId)?.[1] ?? null;

/** "demo_member" -> "de***er": winners boards never show a whole username. */
export const maskUsername = (name: string) => (name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`);

export const toWinner = (row: WinnerRow): WinnerEntry => ({
  player: maskUsername(row.username),
  gameId: row.game_id,
  gameName: row.name,
  gameType: row.category as GameCategory,
  bet: row.bet,
  win: row.win,
  settledAt: row.settled_at,
});

export const toDraw = (row: DrawRow): LotteryDraw => ({
  gameCode: row.game_id,
  gameName: row.name,
  vendor: row.vendor_code,
  issue: row.issue,
  numbers: row.numbers,
  drawnAt: row.drawn_at,
});

/** Five two-digit numbers, uniformly drawn. */
export function drawNumbers(): string {
  const out: string[] = [];
  const bytes = crypto.getRandomValues(new Uint32Array(5));
  for (const n of bytes) out.push(String(n % 100).padStart(2, '0'));
  return out.join(',');
}

/** The three VN lottery regions, games dealt to them in order. */
export const VN_GROUPS = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'] as const;

/** HMAC-SHA256 signature (hex) the vendor puts on seamless-wallet callbacks. */
export async function signCallback(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two hex strings. */
export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
