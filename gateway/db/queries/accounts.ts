/** Members, sessions, known addresses, login throttling, captchas, codes, challenges, outbox. */
import { openingStatements } from './money/opening';

export interface MemberRow {
  id: number;
  /** sessions carrying another generation are dead (migration 0057) */
  session_generation: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  nickname: string;
  type: number;
  password_is_default: number;
  created_at: number;
  mobile_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  password_changed_at: number;
  last_login_at: number | null;
  /** JSON ClubLabel or NULL */
  club_label: string | null;
  /** JSON MemberLabel[] */
  member_labels: string;
}

export interface SessionRow {
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: number;
  expires_at: number;
  last_ip: string;
  /** the member's session generation when the login read the member (migration 0057) */
  generation: number;
}

export interface ChallengeRow {
  id: string;
  merchant_code: string;
  member_id: number;
  ip: string;
  channel: 'sms' | 'email';
  destination: string;
  code: string;
  attempts: number;
  created_at: number;
  last_sent_at: number;
  expires_at: number;
}

export interface OutboxRow {
  id: number;
  merchant_code: string;
  channel: 'sms' | 'email';
  destination: string;
  code: string;
  purpose: string;
  created_at: number;
}

export interface VerificationCodeRow {
  id: number;
  code: string;
  attempts: number;
}

// ---------------------------------------------------------------- members

export const findMemberByUsername = (db: D1Database, merchant: string, username: string) =>
  db.prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ?').bind(merchant, username).first<MemberRow>();

export const findMemberById = (db: D1Database, id: number) => db.prepare('SELECT * FROM members WHERE id = ?').bind(id).first<MemberRow>();

export const findMemberByMobile = (db: D1Database, merchant: string, dialingCode: string, mobile: string) =>
  db
    .prepare('SELECT * FROM members WHERE merchant_code = ? AND mobile_dialing_code = ? AND mobile_num = ?')
    .bind(merchant, dialingCode, mobile)
    .first<MemberRow>();

/**
 * The member's own password change: every other session ends, and so does any login that read
 * the member before it (the generation moves on); the session that changed it moves with it.
 */
export const updatePassword = (db: D1Database, memberId: number, hash: string, now: number, keepTokenHash: string) =>
  db.batch([
    db.prepare('UPDATE members SET password_hash = ?, password_is_default = 0, password_changed_at = ? WHERE id = ?').bind(hash, now, memberId),
    bumpSessionGeneration(db, memberId),
    db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?').bind(memberId, keepTokenHash),
    db.prepare('UPDATE sessions SET generation = (SELECT session_generation FROM members WHERE id = ?1) WHERE token_hash = ?2').bind(memberId, keepTokenHash),
  ]);

export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  nickname: string;
  type: number;
  passwordIsDefault: boolean;
  mobile: [dialingCode: string, number: string] | null;
  email: string | null;
  passwordChangedAt: number;
  /** whole currency units credited from the merchant's house account; 0 for none */
  opening: number;
  now: number;
}

/** A member with a wallet (and an opening balance), in one transaction; answers the new row. */
export async function createMember(db: D1Database, m: NewMember): Promise<MemberRow> {
  const byName = '(SELECT id FROM members WHERE merchant_code = ?1 AND username = ?2)';
  const key = `opening:${m.merchant}:${m.username}`;
  const statements = [
    db
      .prepare(
        `INSERT INTO members (merchant_code, username, password_hash, nickname, type, password_is_default, created_at,
           mobile_dialing_code, mobile_num, email, password_changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
      )
      .bind(
        m.merchant,
        m.username,
        m.passwordHash,
        m.nickname,
        m.type,
        m.passwordIsDefault ? 1 : 0,
        m.now,
        m.mobile?.[0] ?? null,
        m.mobile?.[1] ?? null,
        m.email,
        m.passwordChangedAt,
      ),
    db.prepare(`INSERT INTO ledger_accounts (merchant_code, kind, member_id) VALUES (?1, 'wallet', ${byName})`).bind(m.merchant, m.username),
  ];
  if (m.opening > 0) {
    statements.push(...openingStatements(db, { merchant: m.merchant, username: m.username, key, kind: 'OPENING', amount: m.opening, now: m.now }));
  }
  await db.batch(statements);
  return (await findMemberByUsername(db, m.merchant, m.username))!;
}

export const walletBalance = async (db: D1Database, memberId: number) =>
  (await db.prepare("SELECT balance FROM account_balances WHERE member_id = ? AND kind = 'wallet'").bind(memberId).first<number>('balance')) ?? 0;

// ---------------------------------------------------------------- sessions

/**
 * Stores the session and stamps the member's last login, in one batch; false when the session
 * was refused. The insert is its own check, so nothing can slip in between a check and it: the
 * member must still be at the generation the login read (no break, exclusion, password change
 * or PIN lock since), and no break or self-exclusion may be running on the member's protection
 * clock. A break recorded a moment later bumps the generation, which kills this session too.
 */
export async function createSession(db: D1Database, s: SessionRow): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO sessions (token_hash, member_id, merchant_code, created_at, expires_at, last_ip, generation)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, m.session_generation FROM members m
         WHERE m.id = ?2 AND m.session_generation = ?7 AND NOT EXISTS (
           SELECT 1 FROM member_exclusions WHERE member_id = ?2
             AND ends_at > ?4 + COALESCE((SELECT offset_ms FROM protection_clock WHERE member_id = ?2), 0))`,
      )
      .bind(s.token_hash, s.member_id, s.merchant_code, s.created_at, s.expires_at, s.last_ip, s.generation),
    db
      .prepare('UPDATE members SET last_login_at = ?1 WHERE id = ?2 AND EXISTS (SELECT 1 FROM sessions WHERE token_hash = ?3)')
      .bind(s.created_at, s.member_id, s.token_hash),
  ]);
  return (inserted!.meta.changes ?? 0) > 0;
}

/** Ends every session of the member, now and for any login already under way (its generation goes stale): a statement for the caller's batch. */
export const bumpSessionGeneration = (db: D1Database, memberId: number) =>
  db.prepare('UPDATE members SET session_generation = session_generation + 1 WHERE id = ?').bind(memberId);

/** Ends every session of the member (a PIN lock), in one batch. */
export const endEverySession = (db: D1Database, memberId: number) =>
  db.batch([bumpSessionGeneration(db, memberId), db.prepare('DELETE FROM sessions WHERE member_id = ?').bind(memberId)]);

export const findSession = (db: D1Database, tokenHash: string) => db.prepare('SELECT * FROM sessions WHERE token_hash = ?').bind(tokenHash).first<SessionRow>();

export const touchSession = (db: D1Database, tokenHash: string, ip: string) =>
  db.prepare('UPDATE sessions SET last_ip = ? WHERE token_hash = ?').bind(ip, tokenHash).run();

export const deleteSession = (db: D1Database, tokenHash: string) => db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(tokenHash).run();

/** Ends the other sessions of a member (after a password change). */
export const deleteOtherSessions = (db: D1Database, memberId: number, keepTokenHash: string) =>
  db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?').bind(memberId, keepTokenHash).run();

// ---------------------------------------------------------------- known addresses

export const listKnownAddresses = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT ip FROM known_addresses WHERE member_id = ?').bind(memberId).all<{ ip: string }>()).results.map((r) => r.ip);

export const addKnownAddress = (db: D1Database, memberId: number, ip: string, now: number) =>
  db.prepare('INSERT OR IGNORE INTO known_addresses (member_id, ip, first_seen) VALUES (?, ?, ?)').bind(memberId, ip, now).run();

// ---------------------------------------------------------------- failed logins

export type AttemptKind = 'user' | 'ip';

/** Consecutive failures per key (0 when none are recorded). */
export async function failureCounts(db: D1Database, merchant: string, keys: Record<AttemptKind, string>) {
  const rows = (
    await db
      .prepare("SELECT kind, failures FROM login_attempts WHERE merchant_code = ? AND ((kind = 'user' AND key = ?) OR (kind = 'ip' AND key = ?))")
      .bind(merchant, keys.user, keys.ip)
      .all<{ kind: AttemptKind; failures: number }>()
  ).results;
  const of = (kind: AttemptKind) => rows.find((r) => r.kind === kind)?.failures ?? 0;
  return { user: of('user'), ip: of('ip') };
}

export const recordFailure = (db: D1Database, merchant: string, keys: Record<AttemptKind, string>, now: number) =>
  db.batch(
    (['user', 'ip'] as const).map((kind) =>
      db
        .prepare(
          `INSERT INTO login_attempts (merchant_code, kind, key, failures, updated_at) VALUES (?, ?, ?, 1, ?)
           ON CONFLICT (merchant_code, kind, key) DO UPDATE SET failures = failures + 1, updated_at = excluded.updated_at`,
        )
        .bind(merchant, kind, keys[kind], now),
    ),
  );

export const clearFailures = (db: D1Database, merchant: string, keys: Record<AttemptKind, string>) =>
  db
    .prepare("DELETE FROM login_attempts WHERE merchant_code = ? AND ((kind = 'user' AND key = ?) OR (kind = 'ip' AND key = ?))")
    .bind(merchant, keys.user, keys.ip)
    .run();

// ---------------------------------------------------------------- captcha answers

export const saveCaptcha = (db: D1Database, merchant: string, ip: string, answer: string, expiresAt: number) =>
  db
    .prepare(
      `INSERT INTO captchas (merchant_code, ip, answer, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (merchant_code, ip) DO UPDATE SET answer = excluded.answer, expires_at = excluded.expires_at`,
    )
    .bind(merchant, ip, answer, expiresAt)
    .run();

/** The unexpired answer for the address, deleted as it is read (single use); null when none. */
export async function takeCaptcha(db: D1Database, merchant: string, ip: string, now: number): Promise<string | null> {
  const row = await db
    .prepare('DELETE FROM captchas WHERE merchant_code = ? AND ip = ? RETURNING answer, expires_at')
    .bind(merchant, ip)
    .first<{ answer: string; expires_at: number }>();
  return row && row.expires_at > now ? row.answer : null;
}

/** Admin peek: the current answer without using it up. */
export const peekCaptcha = (db: D1Database, merchant: string, ip: string) =>
  db.prepare('SELECT answer, expires_at FROM captchas WHERE merchant_code = ? AND ip = ?').bind(merchant, ip).first<{ answer: string; expires_at: number }>();

// ---------------------------------------------------------------- one-time codes and outbox

export const saveVerificationCode = (db: D1Database, merchant: string, destination: string, purpose: string, code: string, now: number, expiresAt: number) =>
  db
    .prepare('INSERT INTO verification_codes (merchant_code, destination, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(merchant, destination, purpose, code, now, expiresAt)
    .run();

/** The newest unused, unexpired code for the destination. */
export const latestVerificationCode = (db: D1Database, merchant: string, destination: string, purpose: string, now: number) =>
  db
    .prepare(
      `SELECT id, code, attempts FROM verification_codes
       WHERE merchant_code = ? AND destination = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       ORDER BY id DESC LIMIT 1`,
    )
    .bind(merchant, destination, purpose, now)
    .first<VerificationCodeRow>();

export const consumeVerificationCode = (db: D1Database, id: number, now: number) =>
  db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').bind(now, id).run();

export const countVerificationFailure = (db: D1Database, id: number) =>
  db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').bind(id).run();

export const sendToOutbox = (db: D1Database, row: Omit<OutboxRow, 'id'>) =>
  db
    .prepare('INSERT INTO outbox (merchant_code, channel, destination, code, purpose, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(row.merchant_code, row.channel, row.destination, row.code, row.purpose, row.created_at)
    .run();

export const listOutbox = async (db: D1Database, filter: { destination?: string; purpose?: string; merchant?: string }, limit: number) =>
  (
    await db
      .prepare(
        `SELECT * FROM outbox WHERE (?1 IS NULL OR destination = ?1) AND (?2 IS NULL OR purpose = ?2) AND (?3 IS NULL OR merchant_code = ?3)
         ORDER BY id DESC LIMIT ?4`,
      )
      .bind(filter.destination ?? null, filter.purpose ?? null, filter.merchant ?? null, limit)
      .all<OutboxRow>()
  ).results;

// ---------------------------------------------------------------- two-factor challenges

export const createChallenge = (db: D1Database, ch: ChallengeRow) =>
  db
    .prepare(
      `INSERT INTO two_factor_challenges (id, merchant_code, member_id, ip, channel, destination, code, attempts, created_at, last_sent_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(ch.id, ch.merchant_code, ch.member_id, ch.ip, ch.channel, ch.destination, ch.code, ch.attempts, ch.created_at, ch.last_sent_at, ch.expires_at)
    .run();

export const findChallenge = (db: D1Database, merchant: string, id: string) =>
  db.prepare('SELECT * FROM two_factor_challenges WHERE merchant_code = ? AND id = ?').bind(merchant, id).first<ChallengeRow>();

export const countChallengeFailure = (db: D1Database, id: string) =>
  db.prepare('UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE id = ?').bind(id).run();

export const resendChallenge = (db: D1Database, id: string, code: string, now: number, expiresAt: number) =>
  db.prepare('UPDATE two_factor_challenges SET code = ?, last_sent_at = ?, expires_at = ? WHERE id = ?').bind(code, now, expiresAt, id).run();

export const deleteChallenge = (db: D1Database, id: string) => db.prepare('DELETE FROM two_factor_challenges WHERE id = ?').bind(id).run();

/** Development reset of a member's login state: sessions, known addresses, failures, challenges, first-login flag. */
export const resetLoginState = (db: D1Database, merchant: string, memberId: number, username: string) =>
  db.batch([
    db.prepare('DELETE FROM sessions WHERE member_id = ?').bind(memberId),
    db.prepare('DELETE FROM known_addresses WHERE member_id = ?').bind(memberId),
    db.prepare('DELETE FROM two_factor_challenges WHERE member_id = ?').bind(memberId),
    db.prepare("DELETE FROM login_attempts WHERE merchant_code = ? AND kind = 'user' AND key = ?").bind(merchant, username.toLowerCase()),
    db.prepare('UPDATE members SET last_login_at = NULL WHERE id = ?').bind(memberId),
  ]);

/** A member's referral code (the friend programme). */
export const setReferralCode = (db: D1Database, memberId: number, code: string) =>
  db.prepare('UPDATE members SET referral_code = ? WHERE id = ?').bind(code, memberId).run();

/** An operator's password reset of a member (development and tests). */
export const setPassword = (db: D1Database, memberId: number, hash: string, isDefault: boolean, now: number) =>
  db.batch([
    db
      .prepare('UPDATE members SET password_hash = ?, password_is_default = ?, password_changed_at = ? WHERE id = ?')
      .bind(hash, isDefault ? 1 : 0, now, memberId),
    bumpSessionGeneration(db, memberId),
  ]);

// ---------------------------------------------------------------- profile: birthday

/** The member's birthday (yyyy-MM-dd) from the profile, or null. */
export const memberBirthday = (db: D1Database, memberId: number) =>
  db
    .prepare("SELECT json_extract(COALESCE(profile, '{}'), '$.birthday') AS birthday FROM members WHERE id = ?")
    .bind(memberId)
    .first<string | null>('birthday');

/** Sets the birthday once: false when one was set before (a change goes through customer service). */
export const setMemberBirthday = async (db: D1Database, memberId: number, birthday: string) =>
  ((
    await db
      .prepare(
        `UPDATE members SET profile = json_set(COALESCE(profile, '{}'), '$.birthday', ?)
         WHERE id = ? AND json_extract(COALESCE(profile, '{}'), '$.birthday') IS NULL`,
      )
      .bind(birthday, memberId)
      .run()
  ).meta.changes ?? 0) > 0;
