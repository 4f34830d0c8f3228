/**
 * The agent centre over the downline tree (migration 0030 member_tree, a closure table): every
 * query starts from `member_tree WHERE ancestor_id = <the agent>`, so nothing outside the
 * agent's own tree is ever read. Money figures come from the ledger (wallet entries by kind).
 */
import { openingStatements } from './money/opening';

/** The depth of memberId under agentId (1 = direct), or null when it is not in the agent's tree. One primary-key read. */
export const depthInTree = async (db: D1Database, agentId: number, memberId: number) =>
  (await db.prepare('SELECT depth FROM member_tree WHERE ancestor_id = ? AND descendant_id = ?').bind(agentId, memberId).first<number>('depth')) ?? null;

/** A downline's id by username, only when it is in the agent's tree. */
export const downlineByUsername = async (db: D1Database, agentId: number, merchant: string, username: string) =>
  (await db
    .prepare(
      `SELECT m.id FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = ?
       WHERE m.merchant_code = ? AND m.username = ?`,
    )
    .bind(agentId, merchant, username)
    .first<number>('id')) ?? null;

/** The agent's invitation code: its first one, else a new one (AG + its id in base 36 + 4 random letters). */
export async function agentAffiliateCode(db: D1Database, merchant: string, agentId: number, fresh: () => string, now: number): Promise<string> {
  const existing = await db
    .prepare('SELECT code FROM affiliate_codes WHERE merchant_code = ? AND agent_member_id = ? ORDER BY created_at, code LIMIT 1')
    .bind(merchant, agentId)
    .first<string>('code');
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = fresh();
    const inserted = await db
      .prepare('INSERT OR IGNORE INTO affiliate_codes (merchant_code, code, agent_member_id, created_at) VALUES (?, ?, ?, ?)')
      .bind(merchant, code, agentId, now)
      .run();
    if ((inserted.meta.changes ?? 0) > 0) return code;
  }
  throw new Error('no free affiliate code');
}

/** Puts a member under the owner of code (the tree follows by trigger member_tree_attach). */
export const setAffiliateCode = (db: D1Database, memberId: number, code: string) =>
  db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL').bind(code, memberId).run();

// ---------------------------------------------------------------- overview

const TEAM_WALLETS = `SELECT a.id AS account_id, a.member_id FROM member_tree tr
  JOIN ledger_accounts a ON a.member_id = tr.descendant_id AND a.kind IN ('wallet', 'vendor') WHERE tr.ancestor_id = ?1`;

/** The sums per kind of a set of wallet entries, as SQL columns. */
const KIND_SUMS = `COALESCE(SUM(CASE WHEN t.kind = 'DEPOSIT' THEN e.amount END), 0) AS deposits,
  COALESCE(-SUM(CASE WHEN t.kind IN ('WITHDRAW', 'WITHDRAW_REFUND') THEN e.amount END), 0) AS withdrawals,
  COALESCE(-SUM(CASE WHEN t.kind = 'BET' THEN e.amount END), 0) AS bets,
  COALESCE(SUM(CASE WHEN t.kind = 'WIN' THEN e.amount END), 0) AS wins,
  COALESCE(SUM(CASE WHEN t.kind IN ('PROMOTION', 'POINTS') THEN e.amount END), 0) AS bonuses`;

const REPORT_KINDS = `('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BET', 'WIN', 'PROMOTION', 'POINTS')`;

export interface KindSums {
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  bonuses: number;
}

export async function teamOverview(db: D1Database, agentId: number, q: { from: number; to: number; tz: number }) {
  const [counts, active, days] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS teamSize, COALESCE(SUM(tr.depth = 1), 0) AS direct, COALESCE(SUM(tr.depth > 1), 0) AS indirect,
                COALESCE(SUM(m.created_at >= ?2 AND m.created_at < ?3), 0) AS newMembers
         FROM member_tree tr JOIN members m ON m.id = tr.descendant_id WHERE tr.ancestor_id = ?1`,
      )
      .bind(agentId, q.from, q.to),
    db
      .prepare(
        `SELECT COUNT(DISTINCT w.member_id) AS activeMembers FROM (${TEAM_WALLETS}) w
         JOIN ledger_entries e ON e.account_id = w.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE t.kind = 'BET' AND t.created_at >= ?2 AND t.created_at < ?3`,
      )
      .bind(agentId, q.from, q.to),
    db
      .prepare(
        `SELECT strftime('%Y-%m-%d', (t.created_at + ?4 * 60000) / 1000, 'unixepoch') AS day, ${KIND_SUMS}
         FROM (${TEAM_WALLETS}) w JOIN ledger_entries e ON e.account_id = w.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE t.created_at >= ?2 AND t.created_at < ?3 AND t.kind IN ${REPORT_KINDS}
         GROUP BY day ORDER BY day`,
      )
      .bind(agentId, q.from, q.to, q.tz),
  ]);
  return {
    counts: counts!.results[0] as { teamSize: number; direct: number; indirect: number; newMembers: number },
    activeMembers: (active!.results[0] as { activeMembers: number }).activeMembers,
    days: days!.results as (KindSums & { day: string })[],
  };
}

// ---------------------------------------------------------------- team management

export interface TeamMemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  level: number;
  upline: string | null;
  balance: number | null;
  last_login_at: number | null;
  created_at: number;
  /** the kinds of the agent's active contracts with this downline, comma-separated */
  contracts: string | null;
}

const MEMBER_COLUMNS = `m.id, m.username, m.nickname, m.type, tr.depth AS level, m.created_at, m.last_login_at,
  (SELECT u.username FROM member_tree p JOIN members u ON u.id = p.ancestor_id WHERE p.descendant_id = m.id AND p.depth = 1) AS upline,
  (SELECT a.balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.kind = 'wallet') AS balance,
  (SELECT group_concat(k.kind) FROM agent_contracts k WHERE k.downline_id = m.id AND k.upline_id = tr.ancestor_id AND k.status = 'active') AS contracts`;

/** The agent's downlines by name (a part of username or nickname) and level, newest first. */
export async function teamMembers(
  db: D1Database,
  agentId: number,
  q: { keyword?: string; level: 'all' | 'direct' | 'indirect'; pageNo: number; pageSize: number },
) {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = `tr.ancestor_id = ?1 AND (?2 IS NULL OR m.username LIKE ?2 ESCAPE '\\' OR m.nickname LIKE ?2 ESCAPE '\\')
    AND (?3 = 'all' OR (?3 = 'direct' AND tr.depth = 1) OR (?3 = 'indirect' AND tr.depth > 1))`;
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${MEMBER_COLUMNS} FROM member_tree tr JOIN members m ON m.id = tr.descendant_id WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(agentId, like, q.level, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM member_tree tr JOIN members m ON m.id = tr.descendant_id WHERE ${where}`).bind(agentId, like, q.level),
  ]);
  return { rows: page!.results as TeamMemberRow[], total: (count!.results[0] as { total: number }).total };
}

/** One downline, only when it is in the agent's tree. */
export const teamMember = (db: D1Database, agentId: number, memberId: number) =>
  db
    .prepare(`SELECT ${MEMBER_COLUMNS} FROM member_tree tr JOIN members m ON m.id = tr.descendant_id WHERE tr.ancestor_id = ? AND tr.descendant_id = ?`)
    .bind(agentId, memberId)
    .first<TeamMemberRow>();

// ---------------------------------------------------------------- reports

/** The team's settled bets (game rounds and lottery bets), of one downline and category when given, newest first. */
export async function teamBets(
  db: D1Database,
  agentId: number,
  q: { from: number; to: number; memberId: number | null; category?: string; pageNo: number; pageSize: number },
) {
  const team = '(SELECT descendant_id FROM member_tree WHERE ancestor_id = ?1 AND (?4 IS NULL OR descendant_id = ?4))';
  const bets = `SELECT 'r' || r.round_id AS id, r.member_id, g.name AS gameName, g.category, r.bet AS stake, COALESCE(r.win, 0) AS win, COALESCE(r.settled_at, r.created_at) AS at
                FROM game_rounds r JOIN games g ON g.game_id = r.game_id
                WHERE r.member_id IN ${team} AND r.status = 'settled' AND r.bet IS NOT NULL
                UNION ALL
                SELECT 'l' || b.bet_id, b.member_id, g.name, g.category, b.stake, b.payout, b.placed_at
                FROM lottery_bets b JOIN games g ON g.game_id = b.game_id WHERE b.member_id IN ${team} AND b.status <> 'pending'`;
  const where = 'at >= ?2 AND at < ?3 AND (?5 IS NULL OR category = ?5)';
  const binds = [agentId, q.from, q.to, q.memberId, q.category ?? null];
  const [page, sums] = await db.batch([
    db
      .prepare(`SELECT x.*, m.username FROM (${bets}) x JOIN members m ON m.id = x.member_id WHERE ${where} ORDER BY at DESC, id LIMIT ?6 OFFSET ?7`)
      .bind(...binds, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win), 0) AS win FROM (${bets}) WHERE ${where}`).bind(...binds),
  ]);
  const s = sums!.results[0] as { total: number; stake: number; win: number };
  return { rows: page!.results as { id: string; username: string; gameName: string; category: string; stake: number; win: number; at: number }[], ...s };
}

/** Each downline's deposits, withdrawals, bets, wins and bonuses over the period (only those with any), biggest bettors first. */
export async function teamLoss(db: D1Database, agentId: number, q: { from: number; to: number; memberId: number | null; pageNo: number; pageSize: number }) {
  const per = `SELECT w.member_id, ${KIND_SUMS}
    FROM (${TEAM_WALLETS} AND (?4 IS NULL OR tr.descendant_id = ?4)) w
    JOIN ledger_entries e ON e.account_id = w.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE t.created_at >= ?2 AND t.created_at < ?3 AND t.kind IN ${REPORT_KINDS} GROUP BY w.member_id`;
  const binds = [agentId, q.from, q.to, q.memberId];
  const [page, sums] = await db.batch([
    db
      .prepare(
        `SELECT p.*, m.username, tr.depth AS level FROM (${per}) p JOIN members m ON m.id = p.member_id
         JOIN member_tree tr ON tr.ancestor_id = ?1 AND tr.descendant_id = p.member_id
         ORDER BY p.bets DESC, m.username LIMIT ?5 OFFSET ?6`,
      )
      .bind(...binds, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(deposits), 0) AS deposits, COALESCE(SUM(withdrawals), 0) AS withdrawals, COALESCE(SUM(bets), 0) AS bets,
                COALESCE(SUM(wins), 0) AS wins, COALESCE(SUM(bonuses), 0) AS bonuses FROM (${per})`,
      )
      .bind(...binds),
  ]);
  const s = sums!.results[0] as KindSums & { total: number };
  return { rows: page!.results as (KindSums & { username: string; level: number })[], totals: s };
}

/** A team's account record, read as each downline's own (queries/movements.ts). */
export { teamMovements } from './movements';

/** The agent's own wallet inflows of the income kinds per day and kind. */
export async function agentIncome(db: D1Database, agentId: number, kinds: readonly string[], q: { from: number; to: number; tz: number }) {
  return (
    await db
      .prepare(
        `SELECT strftime('%Y-%m-%d', (t.created_at + ?4 * 60000) / 1000, 'unixepoch') AS day, t.kind, SUM(e.amount) AS amount
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE e.account_id = (SELECT id FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ?1) AND e.amount > 0
           AND t.created_at >= ?2 AND t.created_at < ?3 AND t.kind IN (SELECT value FROM json_each(?5))
         GROUP BY day, t.kind ORDER BY day, t.kind`,
      )
      .bind(agentId, q.from, q.to, q.tz, JSON.stringify(kinds))
      .all<{ day: string; kind: string; amount: number }>()
  ).results;
}

// ---------------------------------------------------------------- announcements

export async function agentAnnouncements(db: D1Database, merchant: string, q: { pageNo: number; pageSize: number }) {
  const [page, count] = await db.batch([
    db
      .prepare('SELECT id, title, content, date_ms AS date FROM agent_announcements WHERE merchant_code = ? ORDER BY date_ms DESC, id DESC LIMIT ? OFFSET ?')
      .bind(merchant, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM agent_announcements WHERE merchant_code = ?').bind(merchant),
  ]);
  return { rows: page!.results as { id: number; title: string; content: string; date: number }[], total: (count!.results[0] as { total: number }).total };
}

export const insertAgentAnnouncement = async (db: D1Database, a: { merchant: string; title: string; content: string; date: number }) =>
  (await db
    .prepare('INSERT INTO agent_announcements (merchant_code, title, content, date_ms) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(a.merchant, a.title, a.content, a.date)
    .first<{ id: number }>())!.id;

// ---------------------------------------------------------------- bench trees (operator only)

/**
 * A made-up team for the benchmark: `sizes[l]` members at depth l + 1 under the agent, each
 * under a member of the level above (round robin), each with a wallet and one deposit of
 * `deposit` now; the tree rows written directly. Statements in batches of `chunk`.
 */
export async function insertBenchTeam(
  db: D1Database,
  t: { merchant: string; agentId: number; prefix: string; sizes: number[]; passwordHash: string; deposit: number; now: number },
  chunk = 400,
) {
  let statements: D1PreparedStatement[] = [];
  const flush = async () => {
    if (statements.length) await db.batch(statements);
    statements = [];
  };
  const byName = '(SELECT id FROM members WHERE merchant_code = ? AND username = ?)';
  let above: string[] = [];
  for (const [level, size] of t.sizes.entries()) {
    const here: string[] = [];
    for (let i = 0; i < size; i++) {
      const username = `${t.prefix}${level + 1}x${i}`;
      here.push(username);
      const parent = level === 0 ? null : above[i % above.length]!;
      statements.push(
        db
          .prepare('INSERT INTO members (merchant_code, username, password_hash, nickname, type, password_is_default, created_at) VALUES (?, ?, ?, ?, 0, 0, ?)')
          .bind(t.merchant, username, t.passwordHash, username, t.now),
        db.prepare(`INSERT INTO ledger_accounts (merchant_code, kind, member_id) VALUES (?, 'wallet', ${byName})`).bind(t.merchant, t.merchant, username),
        ...openingStatements(db, {
          merchant: t.merchant,
          username,
          key: `bench:${t.merchant}:${username}`,
          kind: 'DEPOSIT',
          amount: t.deposit,
          now: t.now,
        }),
      );
      if (parent === null) {
        statements.push(
          db.prepare(`INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (?, ${byName}, 1)`).bind(t.agentId, t.merchant, username),
        );
      } else {
        statements.push(
          db
            .prepare(
              `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
               SELECT ${byName}, ${byName}, 1
               UNION ALL SELECT ancestor_id, ${byName}, depth + 1 FROM member_tree WHERE descendant_id = ${byName}`,
            )
            .bind(t.merchant, parent, t.merchant, username, t.merchant, username, t.merchant, parent),
        );
      }
      if (statements.length >= chunk) await flush();
    }
    // the next level's parents must exist before their children's tree rows read them
    await flush();
    above = here;
  }
}

/** Marks a member as registered by its agent, from the agent's address. */
export const markAgentRegistered = (db: D1Database, memberId: number, ip: string | null) =>
  db.prepare("UPDATE members SET register_method = 'AGENT', register_ip = ? WHERE id = ?").bind(ip, memberId).run();
