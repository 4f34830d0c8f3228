/**
 * Money a new account starts with, moved in the batch that creates the account (the member's row
 * is named by its merchant and username, as it has no id yet): the brand's opening bonus at
 * registration (queries/accounts.ts createMember) and the benchmark's seeded deposits
 * (queries/agent.ts). The account's creation is its own once-only key (UNIQUE username).
 */
import { ledgerMoveStatements } from './ledger';

export const openingStatements = (
  db: D1Database,
  m: { merchant: string; username: string; key: string; kind: 'OPENING' | 'DEPOSIT'; amount: number; now: number },
): D1PreparedStatement[] => [
  ...ledgerMoveStatements(db, { member: { merchant: m.merchant, username: m.username }, key: m.key, kind: m.kind, amount: m.amount, now: m.now }),
  // an account made in this batch has no page open: nothing to tell (the ledger's trigger noted it, migration 0070)
  db.prepare('DELETE FROM live_money_outbox WHERE transaction_id = (SELECT id FROM ledger_transactions WHERE idempotency_key = ?)').bind(m.key),
];
