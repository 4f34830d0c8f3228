/** Forgotten-password temporary passwords, social-login states and identities, merchant hosts. */
import { bumpSessionGeneration } from './accounts';

export interface PasswordResetRow {
  member_id: number;
  temp_hash: string;
  created_at: number;
  expires_at: number;
}

export interface SocialStateRow {
  id: string;
  merchant_code: string;
  provider: string;
  return_url: string;
  ip: string;
  expires_at: number;
  /** SHA-256 of the starting browser's nonce (X-Login-Binding), null when none was sent */
  binding_hash: string | null;
}

export const findMemberByUsernameAndEmail = (db: D1Database, merchant: string, username: string, email: string) =>
  db
    .prepare('SELECT id, email FROM members WHERE merchant_code = ? AND username = ? AND lower(email) = lower(?)')
    .bind(merchant, username, email)
    .first<{ id: number; email: string }>();

/** One temporary password per member: a new request replaces the last one. */
export const savePasswordReset = (db: D1Database, row: PasswordResetRow) =>
  db
    .prepare(
      `INSERT INTO password_resets (member_id, temp_hash, created_at, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET temp_hash = excluded.temp_hash, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    )
    .bind(row.member_id, row.temp_hash, row.created_at, row.expires_at)
    .run();

export const findPasswordReset = (db: D1Database, memberId: number, now: number) =>
  db.prepare('SELECT * FROM password_resets WHERE member_id = ? AND expires_at > ?').bind(memberId, now).first<PasswordResetRow>();

export const deletePasswordReset = (db: D1Database, memberId: number) => db.prepare('DELETE FROM password_resets WHERE member_id = ?').bind(memberId).run();

/** The temporary password becomes the password, marked default (change it at login). */
export const adoptTemporaryPassword = (db: D1Database, memberId: number, hash: string, now: number) =>
  db.batch([
    db.prepare('UPDATE members SET password_hash = ?, password_is_default = 1, password_changed_at = ? WHERE id = ?').bind(hash, now, memberId),
    db.prepare('DELETE FROM password_resets WHERE member_id = ?').bind(memberId),
  ]);

/** A password set by phone: every session of the member ends, any temporary password too. */
export const resetPasswordByPhone = (db: D1Database, memberId: number, hash: string, now: number) =>
  db.batch([
    db.prepare('UPDATE members SET password_hash = ?, password_is_default = 0, password_changed_at = ? WHERE id = ?').bind(hash, now, memberId),
    db.prepare('DELETE FROM password_resets WHERE member_id = ?').bind(memberId),
    db.prepare('DELETE FROM sessions WHERE member_id = ?').bind(memberId),
    bumpSessionGeneration(db, memberId),
  ]);

export const merchantHostAllowed = async (db: D1Database, merchant: string, host: string) =>
  (await db.prepare('SELECT 1 AS ok FROM merchant_hosts WHERE merchant_code = ? AND host = ?').bind(merchant, host).first<number>('ok')) === 1;

export const saveSocialState = (db: D1Database, row: SocialStateRow) =>
  db
    .prepare('INSERT INTO social_states (id, merchant_code, provider, return_url, ip, expires_at, binding_hash) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(row.id, row.merchant_code, row.provider, row.return_url, row.ip, row.expires_at, row.binding_hash)
    .run();

export const findSocialState = (db: D1Database, id: string) => db.prepare('SELECT * FROM social_states WHERE id = ?').bind(id).first<SocialStateRow>();

/** Reads and deletes a state: each one is good for one answer. */
export const takeSocialState = (db: D1Database, id: string) =>
  db.prepare('DELETE FROM social_states WHERE id = ? RETURNING *').bind(id).first<SocialStateRow>();

export const findSocialMember = (db: D1Database, merchant: string, provider: string, subject: string) =>
  db
    .prepare('SELECT member_id FROM social_identities WHERE merchant_code = ? AND provider = ? AND subject = ?')
    .bind(merchant, provider, subject)
    .first<number>('member_id');

export const linkSocialIdentity = (db: D1Database, merchant: string, provider: string, subject: string, memberId: number, now: number) =>
  db
    .prepare('INSERT INTO social_identities (merchant_code, provider, subject, member_id, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(merchant, provider, subject, memberId, now)
    .run();
