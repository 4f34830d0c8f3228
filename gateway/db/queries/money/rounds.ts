/** A game round's moves through the seamless wallet: the vendor's debit (the stake) and credit (the win). */
import type { AuditEntry } from '../audit';
import { ledgerMoveStatements, runLedgerBatch, type LedgerOutcome } from './ledger';

/**
 * Moves a round's stake (`amount` < 0 debits the wallet) or win (> 0, or 0 for a round that won
 * nothing) between the member's wallet (or its wallet at `vendor`) and the house under the
 * round's key, with its audit row. A key seen before with the same move is a duplicate (nothing
 * moves); with another amount, IDEMPOTENCY_KEY_REUSED; a debit the wallet cannot cover moves
 * nothing. `guard`: checks run first in the same batch (a stake's loss-limit guard).
 */
export function moveRound(
  db: D1Database,
  m: { memberId: number; key: string; kind: 'BET' | 'WIN'; amount: number; now: number; vendor?: string | undefined },
  audit: AuditEntry,
  guard: D1PreparedStatement[] = [],
): Promise<LedgerOutcome> {
  return runLedgerBatch(db, {
    intent: { key: m.key, kind: m.kind, amount: Math.abs(m.amount), parties: { member: m.memberId, vendor: m.vendor ?? null }, zero: m.kind === 'WIN' },
    statements: [
      ...guard,
      ...ledgerMoveStatements(db, { member: { id: m.memberId }, key: m.key, kind: m.kind, amount: m.amount, now: m.now, vendor: m.vendor }),
    ],
    audit,
  });
}
