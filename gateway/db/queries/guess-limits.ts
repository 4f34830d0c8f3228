/**
 * Wrong guesses of a secret a member answers with (the payment PIN, migration 0057; a second
 * factor, 0058), checks under way and locks: one pair of tables per secret, the same columns,
 * the same statements. Which pair: `GuessTables`.
 */

/** A pair of tables of the same shape: attempts per member and checks under way. */
export interface GuessTables {
  attempts: 'payment_pin_attempts' | 'second_factor_attempts';
  checks: 'payment_pin_checks' | 'second_factor_checks';
}

export interface GuessAttemptRow {
  member_id: number;
  failures: number;
  locks: number;
  locked_until: number;
}

export interface GuessRules {
  /** wrong tries in a row before a lock */
  limit: number;
  /** the first lock; each further one doubles it */
  baseMs: number;
  maxMs: number;
  /** a check under way longer than this counts as a wrong try (its request died) */
  staleMs: number;
}

/** Locks the PIN when the wrong tries reached the limit: the count starts again behind the lock. */
const lockStatement = (db: D1Database, t: GuessTables, memberId: number, now: number, r: GuessRules) =>
  db
    .prepare(
      `UPDATE ${t.attempts} SET failures = 0, locks = locks + 1, locked_until = ?2 + MIN(?4 * (1 << MIN(locks, 20)), ?5)
       WHERE member_id = ?1 AND failures >= ?3 RETURNING locked_until`,
    )
    .bind(memberId, now, r.limit, r.baseMs, r.maxMs);

/**
 * Takes a check slot, in one batch: stale checks become wrong tries (and may lock), then a slot
 * is taken only when the PIN is not locked and the wrong tries plus the checks under way are
 * fewer than the limit. The slot's id, or null (locked, or every try left is being checked).
 */
export async function claimCheck(db: D1Database, t: GuessTables, memberId: number, now: number, r: GuessRules): Promise<number | null> {
  const stale = now - r.staleMs;
  const results = await db.batch([
    db.prepare(`INSERT INTO ${t.attempts} (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING`).bind(memberId),
    db
      .prepare(
        `UPDATE ${t.attempts} SET failures = failures + (SELECT COUNT(*) FROM ${t.checks} WHERE member_id = ?1 AND started_at < ?2)
         WHERE member_id = ?1 AND EXISTS (SELECT 1 FROM ${t.checks} WHERE member_id = ?1 AND started_at < ?2)`,
      )
      .bind(memberId, stale),
    db.prepare(`DELETE FROM ${t.checks} WHERE member_id = ? AND started_at < ?`).bind(memberId, stale),
    lockStatement(db, t, memberId, now, r),
    db
      .prepare(
        `INSERT INTO ${t.checks} (member_id, started_at)
         SELECT ?1, ?2 FROM ${t.attempts} a WHERE a.member_id = ?1 AND a.locked_until <= ?2
           AND a.failures + (SELECT COUNT(*) FROM ${t.checks} WHERE member_id = ?1) < ?3
         RETURNING id`,
      )
      .bind(memberId, now, r.limit),
  ]);
  const row = results[4]!.results[0] as { id: number } | undefined;
  return row?.id ?? null;
}

export const guessAttempts = (db: D1Database, t: GuessTables, memberId: number) =>
  db.prepare(`SELECT * FROM ${t.attempts} WHERE member_id = ?`).bind(memberId).first<GuessAttemptRow>();

/** A right guess: its slot back, and the count, the lock history and any lock start again. */
export const guessRight = (db: D1Database, t: GuessTables, memberId: number, checkId: number) =>
  db.batch([
    db.prepare(`DELETE FROM ${t.checks} WHERE id = ?`).bind(checkId),
    db.prepare(`UPDATE ${t.attempts} SET failures = 0, locks = 0, locked_until = 0 WHERE member_id = ?`).bind(memberId),
  ]);

/** A wrong guess: its slot back as one more wrong try, locking at the limit. The tries so far and the lock's end, if it locked. */
export async function guessWrong(
  db: D1Database,
  t: GuessTables,
  memberId: number,
  checkId: number,
  now: number,
  r: GuessRules,
): Promise<{ failures: number; lockedUntil: number | null }> {
  const results = await db.batch([
    db.prepare(`DELETE FROM ${t.checks} WHERE id = ?`).bind(checkId),
    db.prepare(`UPDATE ${t.attempts} SET failures = failures + 1 WHERE member_id = ? RETURNING failures`).bind(memberId),
    lockStatement(db, t, memberId, now, r),
  ]);
  const failures = (results[1]!.results[0] as { failures: number } | undefined)?.failures ?? r.limit;
  const locked = results[2]!.results[0] as { locked_until: number } | undefined;
  return { failures, lockedUntil: locked?.locked_until ?? null };
}

/** Lifts a lock (the operator, or the member after re-entering the login password): a fresh count, the lock history kept. */
export const unlockGuesses = async (db: D1Database, t: GuessTables, memberId: number) =>
  ((await db.prepare(`UPDATE ${t.attempts} SET failures = 0, locked_until = 0 WHERE member_id = ?`).bind(memberId).run()).meta.changes ?? 0) > 0;
