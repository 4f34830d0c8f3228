/** Passkeys and their ceremonies' challenges (migration 0062): SQL only, rules in domain/passkeys.ts. */

export interface PasskeyRow {
  id: string;
  merchant_code: string;
  member_id: number;
  rp_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
  /** the hash of the session that added it, and until when (the member's clock) it proves none of that session's money steps (migration 0067) */
  added_by?: string | null;
  cool_until?: number | null;
}

export type ChallengePurpose = 'register' | 'login' | 'step';

export interface PasskeyChallengeRow {
  id: string;
  merchant_code: string;
  purpose: ChallengePurpose;
  member_id: number | null;
  binding_hash: string;
  challenge: string;
  origin: string;
  rp_id: string;
  expires_at: number;
}

export const saveChallenge = (db: D1Database, row: PasskeyChallengeRow) =>
  db
    .prepare(
      'INSERT INTO passkey_challenges (id, merchant_code, purpose, member_id, binding_hash, challenge, origin, rp_id, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(row.id, row.merchant_code, row.purpose, row.member_id, row.binding_hash, row.challenge, row.origin, row.rp_id, row.expires_at)
    .run();

/** The challenge, deleted in the same statement: a second answer to it finds nothing. */
export const takeChallenge = (db: D1Database, id: string) =>
  db.prepare('DELETE FROM passkey_challenges WHERE id = ? RETURNING *').bind(id).first<PasskeyChallengeRow>();

/** Expired challenges nobody answered. */
export const dropExpiredChallenges = (db: D1Database, now: number) => db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').bind(now).run();

export const findPasskey = (db: D1Database, id: string) => db.prepare('SELECT * FROM passkeys WHERE id = ?').bind(id).first<PasskeyRow>();

export const listPasskeys = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT * FROM passkeys WHERE member_id = ? ORDER BY created_at DESC, id').bind(memberId).all<PasskeyRow>()).results;

/** false when the credential id is taken already (INSERT OR IGNORE). */
export const insertPasskey = async (db: D1Database, row: PasskeyRow) =>
  (
    await db
      .prepare(
        'INSERT OR IGNORE INTO passkeys (id, merchant_code, member_id, rp_id, public_key, counter, transports, name, created_at, last_used_at, added_by, cool_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        row.id,
        row.merchant_code,
        row.member_id,
        row.rp_id,
        row.public_key,
        row.counter,
        row.transports,
        row.name,
        row.created_at,
        row.last_used_at,
        row.added_by ?? null,
        row.cool_until ?? null,
      )
      .run()
  ).meta.changes === 1;

/**
 * The new counter and the time of use, only while the stored counter is still the one the
 * check read (`seen`): two answers verified side by side with the same counter, one wins.
 */
export const recordUse = async (db: D1Database, id: string, seen: number, counter: number, at: number) =>
  (await db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?').bind(counter, at, id, seen).run()).meta.changes === 1;

export const renamePasskey = async (db: D1Database, memberId: number, id: string, name: string) =>
  (await db.prepare('UPDATE passkeys SET name = ? WHERE id = ? AND member_id = ?').bind(name, id, memberId).run()).meta.changes === 1;

export const deletePasskey = async (db: D1Database, memberId: number, id: string) =>
  (await db.prepare('DELETE FROM passkeys WHERE id = ? AND member_id = ?').bind(id, memberId).run()).meta.changes === 1;
