/** Help topics, winners, platform messages and chat tickets of a merchant (migration 0009). */
export interface HelpTopicRow {
  id: number;
  category: string;
  title: string;
  content: string;
}

export interface WinnerRow {
  id: number;
  player: string;
  game_name: string;
  vassalage: string;
  amount: number;
  won_at: number;
}

export interface ChatTicketRow {
  ticket: string;
  member_id: number;
  merchant_code: string;
  title: string;
  language: string;
  header_color: string;
  expires_at: number;
}

export const listHelpTopics = async (db: D1Database, merchant: string, language: string) =>
  (
    await db
      .prepare('SELECT id, category, title, content FROM help_topics WHERE merchant_code = ? AND language = ? ORDER BY sort')
      .bind(merchant, language)
      .all<HelpTopicRow>()
  ).results;

/** A settled winning round as the board shows it (the username is masked by the domain). */
export interface RoundWinRow {
  id: number;
  username: string;
  game_name: string;
  vassalage: string;
  amount: number;
  won_at: number;
}

/**
 * The board's two sources, newest first, at most `limit` each: real winning rounds (the
 * wins the game centre's latest list shows, migration 0008) and the operator's seeded rows.
 */
export async function listWinners(db: D1Database, merchant: string, limit: number) {
  const [rounds, seeded] = await db.batch([
    db
      .prepare(
        `SELECT r.rowid AS id, m.username, g.name AS game_name, g.vendor_code AS vassalage, r.win AS amount, r.settled_at AS won_at
         FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.game_id = r.game_id
         WHERE r.merchant_code = ? AND r.status = 'settled' AND r.win > 0
         ORDER BY r.settled_at DESC LIMIT ?`,
      )
      .bind(merchant, limit),
    db
      .prepare('SELECT id, player, game_name, vassalage, amount, won_at FROM winners WHERE merchant_code = ? ORDER BY won_at DESC LIMIT ?')
      .bind(merchant, limit),
  ]);
  return { rounds: rounds!.results as RoundWinRow[], seeded: seeded!.results as WinnerRow[] };
}

export const countUnreadMessages = async (db: D1Database, memberId: number) =>
  (await db
    .prepare('SELECT COUNT(*) AS n FROM platform_messages WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL')
    .bind(memberId)
    .first<number>('n')) ?? 0;

export const insertChatTicket = (db: D1Database, row: ChatTicketRow) =>
  db
    .prepare('INSERT INTO chat_tickets (ticket, member_id, merchant_code, title, language, header_color, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(row.ticket, row.member_id, row.merchant_code, row.title, row.language, row.header_color, row.expires_at)
    .run();

export const findChatTicket = (db: D1Database, ticket: string) => db.prepare('SELECT * FROM chat_tickets WHERE ticket = ?').bind(ticket).first<ChatTicketRow>();

/** Tickets the member has opened the chat page with (opened tickets mark the room read). */
export const countOpenedChatTickets = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT COUNT(*) AS n FROM chat_tickets WHERE member_id = ? AND expires_at = 0').bind(memberId).first<number>('n')) ?? 0;

/** A ticket works once: opening the page spends it (expires_at 0 marks it used). */
export const spendChatTicket = (db: D1Database, ticket: string) =>
  db.prepare('UPDATE chat_tickets SET expires_at = 0 WHERE ticket = ? AND expires_at > ?').bind(ticket, Date.now()).run();
