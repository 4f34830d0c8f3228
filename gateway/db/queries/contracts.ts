/** Contracts and their settlements (migration 0032). */
import type { ContractKind, ContractPeriod } from '@shared/api/agent';

export interface ContractRow {
  id: number;
  merchant_code: string;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  period: ContractPeriod;
  tiers: string;
  top_rate_bps: number;
  status: 'offered' | 'active' | 'rejected' | 'terminated' | 'ended';
  request_id: string;
  created_at: number;
  answered_at: number | null;
  ended_at: number | null;
  end_reason: string | null;
  upline: string;
  downline: string;
}

const SELECT = `SELECT c.*, u.username AS upline, d.username AS downline FROM agent_contracts c
  JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

/** A contract, only when the member is one of its two sides (anyone else: as if it did not exist). */
export const findContractFor = (db: D1Database, contractId: number, memberId: number) =>
  db.prepare(`${SELECT} WHERE c.id = ?1 AND (c.upline_id = ?2 OR c.downline_id = ?2)`).bind(contractId, memberId).first<ContractRow>();

export const findContractByRequest = (db: D1Database, uplineId: number, requestId: string) =>
  db.prepare(`${SELECT} WHERE c.upline_id = ? AND c.request_id = ?`).bind(uplineId, requestId).first<ContractRow>();

/** The member's active contract of a kind (from its upline). */
export const activeContractOf = (db: D1Database, memberId: number, kind: ContractKind) =>
  db.prepare(`${SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status = 'active'`).bind(memberId, kind).first<ContractRow>();

export async function contractsOf(db: D1Database, memberId: number, kind: ContractKind) {
  const [received, offered] = await db.batch([
    db.prepare(`${SELECT} WHERE c.downline_id = ? AND c.kind = ? ORDER BY c.id DESC LIMIT 50`).bind(memberId, kind),
    db.prepare(`${SELECT} WHERE c.upline_id = ? AND c.kind = ? ORDER BY c.id DESC LIMIT 100`).bind(memberId, kind),
  ]);
  return { received: received!.results as ContractRow[], offered: offered!.results as ContractRow[] };
}

/** The offer, and a platform message telling the downline about it (its notice when it next logs in); one batch. */
export const insertOffer = (
  db: D1Database,
  o: {
    merchant: string;
    kind: ContractKind;
    uplineId: number;
    upline: string;
    downlineId: number;
    period: ContractPeriod;
    tiers: string;
    topRate: number;
    requestId: string;
    now: number;
  },
) =>
  db.batch([
    db
      .prepare(
        `INSERT INTO agent_contracts (merchant_code, kind, upline_id, downline_id, period, tiers, top_rate_bps, status, request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'offered', ?, ?)`,
      )
      .bind(o.merchant, o.kind, o.uplineId, o.downlineId, o.period, o.tiers, o.topRate, o.requestId, o.now),
    db
      .prepare('INSERT INTO platform_messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)')
      .bind(
        o.downlineId,
        'Contract offer',
        `${o.upline} offers you a ${o.kind.replace('_', ' ')} contract (up to ${(o.topRate / 100).toFixed(2)}%). Answer it in the agent centre.`,
        o.now,
      ),
  ]);

/**
 * The downline accepts an offer: its active contract of the kind ends (REPLACED), the offer
 * becomes active, and every contract of the kind it gave its own downlines at a higher top
 * rate ends (UPLINE_RATE_LOWER) with a message to that downline; one batch. Answers the
 * downlines whose contract ended.
 */
export async function acceptOffer(db: D1Database, c: ContractRow, now: number): Promise<number[]> {
  const ending = (
    await db
      .prepare("SELECT downline_id FROM agent_contracts WHERE upline_id = ? AND kind = ? AND status IN ('offered', 'active') AND top_rate_bps > ?")
      .bind(c.downline_id, c.kind, c.top_rate_bps)
      .all<{ downline_id: number }>()
  ).results.map((r) => r.downline_id);
  await db.batch([
    db
      .prepare("UPDATE agent_contracts SET status = 'ended', ended_at = ?, end_reason = 'REPLACED' WHERE downline_id = ? AND kind = ? AND status = 'active'")
      .bind(now, c.downline_id, c.kind),
    db.prepare("UPDATE agent_contracts SET status = 'active', answered_at = ? WHERE id = ? AND status = 'offered'").bind(now, c.id),
    db
      .prepare(
        "UPDATE agent_contracts SET status = 'ended', ended_at = ?, end_reason = 'UPLINE_RATE_LOWER' WHERE upline_id = ? AND kind = ? AND status IN ('offered', 'active') AND top_rate_bps > ?",
      )
      .bind(now, c.downline_id, c.kind, c.top_rate_bps),
    ...ending.map((id) =>
      db
        .prepare('INSERT INTO platform_messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)')
        .bind(
          id,
          'Contract ended',
          `Your ${c.kind.replace('_', ' ')} contract with ${c.downline} ended because your upline's own contract now has a lower rate.`,
          now,
        ),
    ),
  ]);
  return ending;
}

export const closeContract = (db: D1Database, id: number, from: 'offered' | 'active', status: 'rejected' | 'terminated', reason: string, now: number) =>
  db
    .prepare('UPDATE agent_contracts SET status = ?, ended_at = ?, answered_at = COALESCE(answered_at, ?), end_reason = ? WHERE id = ? AND status = ?')
    .bind(status, now, now, reason, id, from)
    .run();

// ---------------------------------------------------------------- settlements

export const activeContracts = async (db: D1Database, kinds: readonly ContractKind[]) =>
  (
    await db
      .prepare(`${SELECT} WHERE c.status = 'active' AND c.kind IN (SELECT value FROM json_each(?)) ORDER BY c.id`)
      .bind(JSON.stringify(kinds))
      .all<ContractRow>()
  ).results;

export const lastSettledStart = async (db: D1Database, contractId: number) =>
  (await db.prepare('SELECT MAX(period_start) AS s FROM contract_settlements WHERE contract_id = ?').bind(contractId).first<number | null>('s')) ?? null;

/** The bets, wins and bonuses of a member and its whole tree in [from, to). */
export async function teamTurnover(db: D1Database, memberId: number, from: number, to: number) {
  return (await db
    .prepare(
      `SELECT COALESCE(-SUM(CASE WHEN t.kind = 'BET' THEN e.amount END), 0) AS bets,
              COALESCE(SUM(CASE WHEN t.kind = 'WIN' THEN e.amount END), 0) AS wins,
              COALESCE(SUM(CASE WHEN t.kind IN ('PROMOTION', 'POINTS') THEN e.amount END), 0) AS bonuses
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.kind IN ('wallet', 'vendor') AND a.member_id IN (SELECT ?1 UNION ALL SELECT descendant_id FROM member_tree WHERE ancestor_id = ?1)
         AND t.kind IN ('BET', 'WIN', 'PROMOTION', 'POINTS') AND t.created_at >= ?2 AND t.created_at < ?3`,
    )
    .bind(memberId, from, to)
    .first<{ bets: number; wins: number; bonuses: number }>())!;
}

export const settlementsOf = async (db: D1Database, memberId: number, kind: ContractKind) =>
  (
    await db
      .prepare(
        `SELECT contract_id AS contractId, period_start AS periodStart, period_end AS periodEnd, base, rate_bps AS rateBps, amount, settled_at AS settledAt
         FROM contract_settlements WHERE member_id = ? AND kind = ? ORDER BY period_start DESC LIMIT 200`,
      )
      .bind(memberId, kind)
      .all()
  ).results;
