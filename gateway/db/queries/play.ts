/** Launch tickets, vendor sessions, rounds, recent games, maintenance and lottery draws. */
import type { GameRow } from './games';

export interface TicketRow {
  ticket_hash: string;
  member_id: number;
  merchant_code: string;
  game_id: string;
  room_id: string | null;
  launch_mode: string;
  language: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface VendorSessionRow {
  token_hash: string;
  member_id: number;
  merchant_code: string;
  game_id: string;
  created_at: number;
  expires_at: number;
}

export interface RoundRow {
  round_id: string;
  member_id: number;
  merchant_code: string;
  game_id: string;
  server_seed: string;
  server_seed_hash: string;
  nonce: number;
  client_seed: string | null;
  bet: number | null;
  win: number | null;
  outcome: string | null;
  status: 'committed' | 'settled';
  created_at: number;
  settled_at: number | null;
}

export interface PlayGameRow extends GameRow {
  maintenance: number;
}

/** A game the merchant offers (any category its vendor is offered in). */
export const findOfferedGame = (db: D1Database, merchant: string, gameId: string) =>
  db
    .prepare(
      `SELECT g.* FROM games g JOIN merchant_vendors mv
         ON mv.merchant_code = ? AND mv.category = g.category AND mv.vendor_code = g.vendor_code
       WHERE g.game_id = ?`,
    )
    .bind(merchant, gameId)
    .first<PlayGameRow>();

/** Hot games of the merchant that are not under maintenance, to suggest instead of one that is. */
export const listPlayableHotGames = async (db: D1Database, merchant: string, limit: number) =>
  (
    await db
      .prepare(
        `SELECT g.* FROM games g JOIN merchant_vendors mv
           ON mv.merchant_code = ? AND mv.category = g.category AND mv.vendor_code = g.vendor_code
         WHERE g.is_hot = 1 AND g.maintenance = 0 AND g.is_game = 'GAME' AND g.category NOT IN ('LOTT', 'ELOTT')
         ORDER BY g.node_id LIMIT ?`,
      )
      .bind(merchant, limit)
      .all<PlayGameRow>()
  ).results;

export const setGameMaintenance = (db: D1Database, gameId: string, on: boolean) =>
  db
    .prepare('UPDATE games SET maintenance = ? WHERE game_id = ?')
    .bind(on ? 1 : 0, gameId)
    .run();

/** Stores the ticket and records the game as the member's most recent, in one batch. */
export const createTicket = (db: D1Database, t: TicketRow) =>
  db.batch([
    db
      .prepare(
        `INSERT INTO launch_tickets (ticket_hash, member_id, merchant_code, game_id, room_id, launch_mode, language, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(t.ticket_hash, t.member_id, t.merchant_code, t.game_id, t.room_id, t.launch_mode, t.language, t.created_at, t.expires_at),
    db
      .prepare(
        `INSERT INTO recent_games (member_id, game_id, played_at) VALUES (?, ?, ?)
         ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
      )
      .bind(t.member_id, t.game_id, t.created_at),
  ]);

/** Marks a live, unused ticket used and answers it; null when it is unknown, used or expired. */
export const takeTicket = (db: D1Database, ticketHash: string, now: number) =>
  db
    .prepare('UPDATE launch_tickets SET used_at = ?2 WHERE ticket_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING *')
    .bind(ticketHash, now)
    .first<TicketRow>();

export const createVendorSession = (db: D1Database, s: VendorSessionRow) =>
  db
    .prepare('INSERT INTO vendor_sessions (token_hash, member_id, merchant_code, game_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(s.token_hash, s.member_id, s.merchant_code, s.game_id, s.created_at, s.expires_at)
    .run();

export const findVendorSession = (db: D1Database, tokenHash: string, now: number) =>
  db.prepare('SELECT * FROM vendor_sessions WHERE token_hash = ? AND expires_at > ?').bind(tokenHash, now).first<VendorSessionRow>();

export const nextNonce = async (db: D1Database, memberId: number) =>
  ((await db.prepare('SELECT COUNT(*) AS n FROM game_rounds WHERE member_id = ?').bind(memberId).first<number>('n')) ?? 0) + 1;

export const createRound = (
  db: D1Database,
  r: Pick<RoundRow, 'round_id' | 'member_id' | 'merchant_code' | 'game_id' | 'server_seed' | 'server_seed_hash' | 'nonce' | 'created_at'>,
) =>
  db
    .prepare(
      `INSERT INTO game_rounds (round_id, member_id, merchant_code, game_id, server_seed, server_seed_hash, nonce, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'committed', ?)`,
    )
    .bind(r.round_id, r.member_id, r.merchant_code, r.game_id, r.server_seed, r.server_seed_hash, r.nonce, r.created_at)
    .run();

export const findRound = (db: D1Database, roundId: string) => db.prepare('SELECT * FROM game_rounds WHERE round_id = ?').bind(roundId).first<RoundRow>();

/** Settles a committed round; answers false when it was settled already. */
export async function settleRound(db: D1Database, r: Pick<RoundRow, 'round_id' | 'client_seed' | 'bet' | 'win' | 'outcome' | 'settled_at'>) {
  const res = await db
    .prepare(
      `UPDATE game_rounds SET client_seed = ?, bet = ?, win = ?, outcome = ?, settled_at = ?, status = 'settled'
       WHERE round_id = ? AND status = 'committed' RETURNING round_id`,
    )
    .bind(r.client_seed, r.bet, r.win, r.outcome, r.settled_at, r.round_id)
    .all();
  // the rows this UPDATE settled, not meta.changes: D1 counts the rows its triggers write too
  // (a settlement earning points from play, migration 0051, would read as "settled already")
  return res.results.length === 1;
}

/** Undoes a claim whose bet could not be debited: the round can be played again. */
export const reopenRound = (db: D1Database, roundId: string) =>
  db
    .prepare("UPDATE game_rounds SET client_seed = NULL, bet = NULL, win = NULL, outcome = NULL, settled_at = NULL, status = 'committed' WHERE round_id = ?")
    .bind(roundId)
    .run();

export async function listRecentGames(db: D1Database, memberId: number, pageNo: number, pageSize: number) {
  const [page, count] = await db.batch([
    db
      .prepare('SELECT g.* FROM recent_games r JOIN games g ON g.game_id = r.game_id WHERE r.member_id = ? ORDER BY r.played_at DESC LIMIT ? OFFSET ?')
      .bind(memberId, pageSize, (pageNo - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM recent_games WHERE member_id = ?').bind(memberId),
  ]);
  return { rows: page!.results as GameRow[], total: (count!.results[0] as { total: number }).total };
}

export interface WinnerRow {
  username: string;
  game_id: string;
  name: string;
  category: string;
  bet: number;
  win: number;
  settled_at: number;
}

const WINNERS = `SELECT m.username, g.game_id, g.name, g.category, r.bet, r.win, r.settled_at
  FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.game_id = r.game_id
  WHERE r.merchant_code = ? AND r.status = 'settled' AND r.win > 0`;

export async function listWinners(db: D1Database, merchant: string, limit: number) {
  const [latest, biggest] = await db.batch([
    db.prepare(`${WINNERS} ORDER BY r.settled_at DESC LIMIT ?`).bind(merchant, limit),
    db.prepare(`${WINNERS} ORDER BY r.win DESC, r.settled_at DESC LIMIT ?`).bind(merchant, limit),
  ]);
  return { latest: latest!.results as WinnerRow[], biggest: biggest!.results as WinnerRow[] };
}

// ---------------------------------------------------------------- lottery

export interface DrawRow {
  game_id: string;
  name: string;
  vendor_code: string;
  issue: number;
  numbers: string;
  drawn_at: number;
}

const DRAWS = `SELECT d.game_id, g.name, g.vendor_code, d.issue, d.numbers, d.drawn_at
  FROM lottery_draws d JOIN games g ON g.game_id = d.game_id
  JOIN merchant_vendors mv ON mv.merchant_code = ? AND mv.category = g.category AND mv.vendor_code = g.vendor_code`;

export const listDraws = async (db: D1Database, merchant: string, f: { gameId?: string; vendor?: string }, limit: number) => {
  const where = [f.gameId ? 'd.game_id = ?' : '', f.vendor ? 'g.vendor_code = ?' : ''].filter(Boolean);
  const binds = [merchant, ...(f.gameId ? [f.gameId] : []), ...(f.vendor ? [f.vendor] : []), limit];
  const sql = `${DRAWS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY d.drawn_at DESC, d.game_id LIMIT ?`;
  return (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<DrawRow>()
  ).results;
};

export const listLotteryGames = async (db: D1Database, vendor?: string) =>
  (
    await db
      .prepare(`SELECT * FROM games WHERE category IN ('LOTT', 'ELOTT') AND is_game = 'GAME' ${vendor ? 'AND vendor_code = ?' : ''} ORDER BY node_id`)
      .bind(...(vendor ? [vendor] : []))
      .all<GameRow>()
  ).results;

/** One new draw for every lottery game: issue = last issue + 1. */
export async function insertDraws(db: D1Database, draws: { gameId: string; numbers: string }[], now: number) {
  if (draws.length === 0) return;
  await db.batch(
    draws.map((d) =>
      db
        .prepare(
          `INSERT INTO lottery_draws (game_id, issue, numbers, drawn_at)
           VALUES (?1, (SELECT COALESCE(MAX(issue), 0) + 1 FROM lottery_draws WHERE game_id = ?1), ?2, ?3)`,
        )
        .bind(d.gameId, d.numbers, now),
    ),
  );
}
