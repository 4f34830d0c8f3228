/** The second factor's rows (migration 0058): TOTP secrets, recovery codes, logins waiting for a proof, the brand's withdrawal threshold. */
import type { GuessTables } from './guess-limits';

export const SECOND_FACTOR_TABLES: GuessTables = { attempts: 'second_factor_attempts', checks: 'second_factor_checks' };

export interface TotpRow {
  member_id: number;
  secret: string;
  created_at: number;
  enabled_at: number | null;
  last_step: number;
  /** the TOTP_KEYS key that sealed `secret` (domain/totp-vault.ts); null: a plain secret from before migration 0064 */
  key_id: string | null;
  /** the hash of the session that turned it on, and until when (the member's clock) it proves none of that session's money steps (migration 0067) */
  enabled_by?: string | null;
  cool_until?: number | null;
}

export const totpRow = (db: D1Database, memberId: number) => db.prepare('SELECT * FROM member_totp WHERE member_id = ?').bind(memberId).first<TotpRow>();

/** A new sealed secret waiting for its first code (replacing one that waited); false when TOTP is on already. */
export async function startTotp(db: D1Database, memberId: number, sealed: string, keyId: string, now: number): Promise<boolean> {
  const r = await db
    .prepare(
      `INSERT INTO member_totp (member_id, secret, key_id, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret, key_id = excluded.key_id, created_at = excluded.created_at, last_step = 0
       WHERE member_totp.enabled_at IS NULL`,
    )
    .bind(memberId, sealed, keyId, now)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

/**
 * Turns TOTP on with its first code's time step and the recovery codes' hashes, in one batch:
 * the codes are written only when this call turned it on. False when it was on already.
 */
export async function enableTotp(
  db: D1Database,
  memberId: number,
  step: number,
  codeHashes: string[],
  now: number,
  keepTokenHash: string,
  coolUntil: number,
): Promise<boolean> {
  // this batch's own turning on (not a racing one's)
  const turnedOn = 'EXISTS (SELECT 1 FROM member_totp WHERE member_id = ?1 AND enabled_at = ?2)';
  const results = await db.batch([
    db
      .prepare('UPDATE member_totp SET enabled_at = ?2, last_step = ?3, enabled_by = ?4, cool_until = ?5 WHERE member_id = ?1 AND enabled_at IS NULL')
      .bind(memberId, now, step, keepTokenHash, coolUntil),
    // every other session ends, as with a password change (db/queries/accounts.ts updatePassword):
    // one someone else holds would otherwise outlive the step meant to keep them out
    db.prepare(`UPDATE members SET session_generation = session_generation + 1 WHERE id = ?1 AND ${turnedOn}`).bind(memberId, now),
    db.prepare(`DELETE FROM sessions WHERE member_id = ?1 AND token_hash <> ?3 AND ${turnedOn}`).bind(memberId, now, keepTokenHash),
    db.prepare('UPDATE sessions SET generation = (SELECT session_generation FROM members WHERE id = ?1) WHERE token_hash = ?2').bind(memberId, keepTokenHash),
    db
      .prepare('DELETE FROM totp_recovery_codes WHERE member_id = ?1 AND EXISTS (SELECT 1 FROM member_totp WHERE member_id = ?1 AND enabled_at = ?2)')
      .bind(memberId, now),
    ...codeHashes.map((hash) =>
      db
        .prepare(
          `INSERT INTO totp_recovery_codes (member_id, code_hash)
           SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM member_totp WHERE member_id = ?1 AND enabled_at = ?3)`,
        )
        .bind(memberId, hash, now),
    ),
  ]);
  return (results[0]!.meta.changes ?? 0) > 0;
}

/** The rows whose secret is not sealed with `keyId` (plain ones too). */
export const totpRowsNotOn = async (db: D1Database, keyId: string) =>
  (await db.prepare('SELECT * FROM member_totp WHERE key_id IS NULL OR key_id != ?').bind(keyId).all<TotpRow>()).results;

/** The row's secret resealed, only if it is still the one read (secret and key): false otherwise. */
export async function resealTotpSecret(db: D1Database, row: TotpRow, sealed: string, keyId: string): Promise<boolean> {
  const r = await db
    .prepare('UPDATE member_totp SET secret = ?3, key_id = ?4 WHERE member_id = ?1 AND secret = ?2')
    .bind(row.member_id, row.secret, sealed, keyId)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

/** Takes a code's time step: only a step after the last one taken (a code is good once). */
export async function takeTotpStep(db: D1Database, memberId: number, step: number): Promise<boolean> {
  const r = await db
    .prepare('UPDATE member_totp SET last_step = ?2 WHERE member_id = ?1 AND enabled_at IS NOT NULL AND last_step < ?2')
    .bind(memberId, step)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

/** Spends a recovery code once: false when it is unknown or spent. */
export async function spendRecoveryCode(db: D1Database, memberId: number, codeHash: string, now: number): Promise<boolean> {
  const r = await db
    .prepare('UPDATE totp_recovery_codes SET used_at = ?3 WHERE member_id = ?1 AND code_hash = ?2 AND used_at IS NULL')
    .bind(memberId, codeHash, now)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

export const recoveryCodesLeft = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT COUNT(*) AS n FROM totp_recovery_codes WHERE member_id = ? AND used_at IS NULL').bind(memberId).first<number>('n')) ?? 0;

/**
 * Replaces every recovery code (spent or not) with these hashes, in one batch, only while TOTP is
 * on: false when it is off (nothing changed).
 */
export async function replaceRecoveryCodes(db: D1Database, memberId: number, codeHashes: string[]): Promise<boolean> {
  const on = 'EXISTS (SELECT 1 FROM member_totp WHERE member_id = ?1 AND enabled_at IS NOT NULL)';
  const results = await db.batch([
    db.prepare(`DELETE FROM totp_recovery_codes WHERE member_id = ?1 AND ${on}`).bind(memberId),
    ...codeHashes.map((hash) => db.prepare(`INSERT INTO totp_recovery_codes (member_id, code_hash) SELECT ?1, ?2 WHERE ${on}`).bind(memberId, hash)),
  ]);
  return results.slice(1).every((r) => (r.meta.changes ?? 0) > 0);
}

/** Turns TOTP off: the secret and every recovery code go. */
export async function disableTotp(db: D1Database, memberId: number): Promise<boolean> {
  const results = await db.batch([
    db.prepare('DELETE FROM member_totp WHERE member_id = ? AND enabled_at IS NOT NULL').bind(memberId),
    db.prepare('DELETE FROM totp_recovery_codes WHERE member_id = ?').bind(memberId),
  ]);
  return (results[0]!.meta.changes ?? 0) > 0;
}

// ---------------------------------------------------------------- logins waiting for a proof

export interface SecondFactorLoginRow {
  id: string;
  merchant_code: string;
  member_id: number;
  ip: string;
  step: string;
  expires_at: number;
  /** a social login's: SHA-256 of the starting browser's nonce; null for a password login */
  binding_hash: string | null;
  /** the member's session generation when the password (or social) step read the member: any change since kills the login (migration 0067) */
  generation: number | null;
}

export const createSecondFactorLogin = (db: D1Database, row: SecondFactorLoginRow) =>
  db
    .prepare('INSERT INTO second_factor_logins (id, merchant_code, member_id, ip, step, expires_at, binding_hash, generation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(row.id, row.merchant_code, row.member_id, row.ip, row.step, row.expires_at, row.binding_hash, row.generation)
    .run();

export const findSecondFactorLogin = (db: D1Database, merchant: string, id: string) =>
  db.prepare('SELECT * FROM second_factor_logins WHERE id = ? AND merchant_code = ?').bind(id, merchant).first<SecondFactorLoginRow>();

/** Takes the waiting login once (the first right proof wins; a second gets nothing). */
export async function takeSecondFactorLogin(db: D1Database, id: string): Promise<boolean> {
  const r = await db.prepare('DELETE FROM second_factor_logins WHERE id = ?').bind(id).run();
  return (r.meta.changes ?? 0) > 0;
}

/** The brand's withdrawal amount above which a withdrawal asks for the second factor. */
export const withdrawStepUpAbove = async (db: D1Database, merchant: string) =>
  (await db.prepare('SELECT step_up_withdraw_above AS a FROM merchants WHERE code = ?').bind(merchant).first<number>('a')) ?? 0;

export const setWithdrawStepUpAbove = (db: D1Database, merchant: string, amount: number) =>
  db.prepare('UPDATE merchants SET step_up_withdraw_above = ? WHERE code = ?').bind(amount, merchant).run();

/** The brand's cool-off (minutes) during which a factor a session added proves none of that session's money steps. */
export const factorCoolOffMinutes = async (db: D1Database, merchant: string) =>
  (await db.prepare('SELECT factor_cool_off_minutes AS m FROM merchants WHERE code = ?').bind(merchant).first<number>('m')) ?? 60;

export const setFactorCoolOffMinutes = (db: D1Database, merchant: string, minutes: number) =>
  db.prepare('UPDATE merchants SET factor_cool_off_minutes = ? WHERE code = ?').bind(minutes, merchant).run();
