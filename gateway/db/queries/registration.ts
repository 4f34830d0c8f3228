/** Registration: the columns of migration 0005, affiliate codes, used bot-check challenges. */

export interface RegistrationDetails {
  registerMethod: string;
  registerUrl: string | null;
  registerIp: string;
  affiliateCode: string | null;
  referralCode: string | null;
  /** the optional profile fields as typed */
  profile: Record<string, string>;
  paymentPasswordHash: string | null;
}

export const saveRegistrationDetails = (db: D1Database, memberId: number, d: RegistrationDetails) =>
  db
    .prepare(
      `UPDATE members SET register_method = ?, register_url = ?, register_ip = ?, affiliate_code = ?, referral_code = ?,
         profile = ?, payment_password_hash = ? WHERE id = ?`,
    )
    .bind(d.registerMethod, d.registerUrl, d.registerIp, d.affiliateCode, d.referralCode, JSON.stringify(d.profile), d.paymentPasswordHash, memberId)
    .run();

export interface AffiliateRow {
  code: string;
  agent_member_id: number;
}

/** An agent's invitation code (case-insensitive), only when the agent still is an agent (types 1, 2, 41, 42). */
export const findAffiliateCode = (db: D1Database, merchant: string, code: string) =>
  db
    .prepare(
      `SELECT a.code, a.agent_member_id FROM affiliate_codes a JOIN members m ON m.id = a.agent_member_id
       WHERE a.merchant_code = ? AND UPPER(a.code) = UPPER(?) AND m.type IN (1, 2, 41, 42)`,
    )
    .bind(merchant, code)
    .first<AffiliateRow>();

/** Marks a bot-check nonce used; false when it already was (a replay). Also drops expired rows. */
export async function consumeBotChallenge(db: D1Database, nonce: string, expiresAt: number, now: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM bot_challenges_used WHERE expires_at < ?').bind(now),
    db.prepare('INSERT OR IGNORE INTO bot_challenges_used (nonce, expires_at) VALUES (?, ?)').bind(nonce, expiresAt),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

/** When the newest code of a purpose went to a destination (epoch ms), or null. */
export const lastCodeSentAt = (db: D1Database, merchant: string, destination: string, purpose: string) =>
  db
    .prepare('SELECT MAX(created_at) AS at FROM verification_codes WHERE merchant_code = ? AND destination = ? AND purpose = ?')
    .bind(merchant, destination, purpose)
    .first<number | null>('at');

/** Whether the username is taken in the merchant, ignoring case (Demo1 and demo1 are one account). */
export const usernameTaken = async (db: D1Database, merchant: string, username: string) =>
  (await db.prepare('SELECT 1 AS one FROM members WHERE merchant_code = ? AND LOWER(username) = LOWER(?)').bind(merchant, username).first<number>('one')) === 1;
