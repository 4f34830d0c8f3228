/** The reward centre's definitions, unlocks and claims (migration 0022). */

export interface RewardDefinitionRow {
  code: string;
  kind: 'first_deposit' | 'level_up' | 'app';
  amount: number;
  percent_bps: number | null;
  level: number | null;
  sort: number;
}

export interface RewardClaimRow {
  id: number;
  member_id: number;
  code: string;
  request_id: string;
  amount: number;
  created_at: number;
}

/** Everything a member's reward states are computed from, in one batch. */
export async function rewardFacts(db: D1Database, merchant: string, memberId: number) {
  const [definitions, unlocks, claims, deposit] = await db.batch([
    db.prepare('SELECT code, kind, amount, percent_bps, level, sort FROM reward_definitions WHERE merchant_code = ? ORDER BY sort, code').bind(merchant),
    db.prepare('SELECT code, amount FROM reward_unlocks WHERE member_id = ?').bind(memberId),
    db.prepare('SELECT * FROM reward_claims WHERE member_id = ?').bind(memberId),
    db.prepare("SELECT amount FROM deposit_orders WHERE member_id = ? AND status = 'paid' ORDER BY paid_at, order_no LIMIT 1").bind(memberId),
  ]);
  return {
    definitions: definitions!.results as RewardDefinitionRow[],
    unlocks: unlocks!.results as { code: string; amount: number }[],
    claims: claims!.results as RewardClaimRow[],
    firstDeposit: (deposit!.results[0] as { amount: number } | undefined)?.amount ?? null,
  };
}

export const findRewardClaimByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT * FROM reward_claims WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<RewardClaimRow>();

/** The claim's row, for domain/claims.ts claimOnce's batch; a reward claimed before (any requestId) fails its UNIQUE constraints. */
export const rewardClaimRow = (db: D1Database, c: Omit<RewardClaimRow, 'id'>) =>
  db
    .prepare('INSERT INTO reward_claims (member_id, code, request_id, amount, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(c.member_id, c.code, c.request_id, c.amount, c.created_at);

/** The ledger key of a reward's payment: once per member and reward. */
export const rewardKey = (memberId: number, code: string) => `reward:${memberId}:${code}`;

/** The operator unlocks an app reward for a member at a drawn amount; unlocking again keeps the first draw. */
export const unlockReward = (db: D1Database, memberId: number, code: string, amount: number, now: number) =>
  db.prepare('INSERT OR IGNORE INTO reward_unlocks (member_id, code, amount, unlocked_at) VALUES (?, ?, ?, ?)').bind(memberId, code, amount, now).run();

export const findRewardDefinition = (db: D1Database, merchant: string, code: string) =>
  db
    .prepare('SELECT code, kind, amount, percent_bps, level, sort FROM reward_definitions WHERE merchant_code = ? AND code = ?')
    .bind(merchant, code)
    .first<RewardDefinitionRow>();
