/** Moves between two members' wallets: a member to its upline agent, an agent to a direct downline. */
import type { AuditEntry } from '../audit';
import { runLedgerBatch, walletTransferStatements, type LedgerOutcome } from './ledger';

/**
 * `amount` from one member's wallet to another's under the sender's request key, with the
 * money-out `guard` and the audit row in the same batch: the same key to another receiver or of
 * another amount is IDEMPOTENCY_KEY_REUSED.
 */
export function transferBetweenWallets(
  db: D1Database,
  t: { from: number; to: number; key: string; amount: number; now: number },
  audit: AuditEntry,
  guard: D1PreparedStatement[] = [],
): Promise<LedgerOutcome> {
  return runLedgerBatch(db, {
    intent: { key: t.key, kind: 'TRANSFER', amount: t.amount, parties: { from: t.from, to: t.to } },
    statements: [
      ...walletTransferStatements(db, { from: { id: t.from }, to: { id: t.to }, key: t.key, kind: 'TRANSFER', amount: t.amount, now: t.now }),
      ...guard,
    ],
    audit,
  });
}
