/**
 * Every claim's payment: promotions and points pay through `claimMoveStatements`, and rewards,
 * missions, rescue, referral, rebate and red envelope through domain/claims.ts claimOnce, which
 * builds its batch with it. It puts the exclusion check in the same D1 batch as the ledger move. D1 runs a batch as one transaction and batches one at a
 * time, so a claim that passed the session check before a break started, and whose batch runs
 * after it, pays nothing: the check and the payment are atomic. Migration 0055.
 */
import { auditStatement, type AuditEntry } from '../audit';
import { ledgerMoveStatements, runLedgerBatch, type LedgerMove, type LedgerOutcome } from './ledger';

/** The marker of the guard's failure in D1's error text ("NOT NULL constraint failed: claim_guard.ok"). */
const GUARD = 'claim_guard';

/**
 * The two statements around a claim's payment: the first fails the batch (NOT NULL on
 * claim_guard.ok) while any break or self-exclusion of the member has not ended, measured on
 * the member's protection clock (the test clock's offset, 0 in production). A break started a
 * moment after the claim was stamped counts too (no `starts_at <= now`): breaks start at once.
 */
export function exclusionGuardStatements(db: D1Database, memberId: number, now: number): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `INSERT INTO ${GUARD} (member_id, ok) SELECT ?1, CASE WHEN NOT EXISTS (
           SELECT 1 FROM member_exclusions WHERE member_id = ?1
             AND ends_at > ?2 + COALESCE((SELECT offset_ms FROM protection_clock WHERE member_id = ?1), 0)
         ) THEN 1 END`,
      )
      .bind(memberId, now),
    db.prepare(`DELETE FROM ${GUARD} WHERE member_id = ?`).bind(memberId),
  ];
}

/**
 * A claim's ledger move (./ledger.ts) with the exclusion guard first, for the caller's
 * batch, and its money-audit row last: the row lands with the payment or not at all.
 */
export const claimMoveStatements = (db: D1Database, move: LedgerMove & { member: { id: number } }, audit?: AuditEntry): D1PreparedStatement[] => [
  ...exclusionGuardStatements(db, move.member.id, move.now),
  ...ledgerMoveStatements(db, move),
  ...(audit ? [auditStatement(db, audit)] : []),
];

/** Whether a failed batch was a claim refused by the guard (the member is on a break or self-excluded). */
export const isClaimRefusal = (error: unknown) => String(error).includes(GUARD);

/**
 * A bonus claim's payment (domain/claims.ts claimOnce): the claim's own rows, the exclusion
 * guard, the ledger move under the claim's key and its PAID audit row, in one batch. The claim's
 * key is the bonus's (reward:<member>:<code>, …), not the request's: another claim of the same
 * bonus finds it taken (duplicate, or IDEMPOTENCY_KEY_REUSED when it reckoned another amount).
 */
export const payClaim = (
  db: D1Database,
  c: { rows: D1PreparedStatement[]; memberId: number; key: string; kind: string; amount: number; now: number },
  audit: AuditEntry,
): Promise<LedgerOutcome> =>
  runLedgerBatch(db, {
    intent: { key: c.key, kind: c.kind, amount: c.amount, parties: { member: c.memberId } },
    statements: [...c.rows, ...claimMoveStatements(db, { member: { id: c.memberId }, key: c.key, kind: c.kind, amount: c.amount, now: c.now })],
    audit,
  });
