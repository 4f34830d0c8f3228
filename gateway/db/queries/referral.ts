/** The referral programme (migration 0023): settings, a member's friends and the claims for them. */

export interface ReferralSettingsRow {
  merchant_code: string;
  enabled: number;
  friend_bonus: number;
  min_deposit: number;
}

export interface FriendRow {
  id: number;
  username: string;
  created_at: number;
  /** the friend's largest paid deposit, 0 without one */
  best_deposit: number;
  claimed_amount: number | null;
  claimed_at: number | null;
}

export const referralSettings = (db: D1Database, merchant: string) =>
  db.prepare('SELECT * FROM referral_settings WHERE merchant_code = ?').bind(merchant).first<ReferralSettingsRow>();

/** Running promotions of the merchant (docs/product.md 3 availablePromoCount). */
export const runningPromotions = async (db: D1Database, merchant: string, now: number) =>
  (await db
    .prepare('SELECT COUNT(*) AS n FROM promotions WHERE merchant_code = ? AND starts_at <= ? AND (ends_at IS NULL OR ends_at > ?)')
    .bind(merchant, now, now)
    .first<number>('n')) ?? 0;

/** The members of the merchant who registered with `code`, newest first, with their best paid deposit and the claim for them. */
export const listFriends = async (db: D1Database, merchant: string, code: string, memberId: number) =>
  (
    await db
      .prepare(
        `SELECT m.id, m.username, m.created_at,
                COALESCE((SELECT MAX(d.amount) FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'paid'), 0) AS best_deposit,
                rc.amount AS claimed_amount, rc.created_at AS claimed_at
         FROM members m LEFT JOIN referral_claims rc ON rc.friend_id = m.id AND rc.member_id = ?3
         WHERE m.merchant_code = ?1 AND UPPER(m.referral_code) = ?2 AND m.id <> ?3
         ORDER BY m.created_at DESC, m.id DESC LIMIT 200`,
      )
      .bind(merchant, code.toUpperCase(), memberId)
      .all<FriendRow>()
  ).results;

export const findReferralClaimByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db.prepare('SELECT friend_id FROM referral_claims WHERE member_id = ? AND request_id = ?').bind(memberId, requestId).first<{ friend_id: number }>();

/** The claim's row, for domain/claims.ts claimOnce's batch; a friend claimed before fails the UNIQUE constraints. */
export const referralClaimRow = (db: D1Database, c: { memberId: number; friendId: number; requestId: string; amount: number; now: number }) =>
  db
    .prepare('INSERT INTO referral_claims (member_id, friend_id, request_id, amount, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(c.memberId, c.friendId, c.requestId, c.amount, c.now);

/** The ledger key of a referral's payment: once per friend. */
export const referralKey = (friendId: number) => `referral:${friendId}`;

export async function saveReferralSettings(db: D1Database, s: { merchantCode: string; enabled: boolean; friendBonus?: number; minDeposit?: number }) {
  const res = await db
    .prepare(
      `UPDATE referral_settings SET enabled = ?, friend_bonus = COALESCE(?, friend_bonus), min_deposit = COALESCE(?, min_deposit) WHERE merchant_code = ?`,
    )
    .bind(s.enabled ? 1 : 0, s.friendBonus ?? null, s.minDeposit ?? null, s.merchantCode)
    .run();
  return (res.meta.changes ?? 0) > 0;
}
