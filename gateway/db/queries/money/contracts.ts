/** A contract period's settlement: its row and, when it pays, the ledger move (the contracts themselves: queries/contracts.ts). */
import type { ContractKind } from '@shared/api/agent';
import type { AuditEntry } from '../audit';
import { ledgerMoveStatements, runLedgerBatch, type LedgerOutcome } from './ledger';

/**
 * One period's settlement: its row and, when it pays, the ledger move (house to the downline,
 * key contract:<id>:<start>) with its audit row, in one batch. A period settled before refuses
 * all of it (duplicate).
 */
export function settle(
  db: D1Database,
  s: {
    contractId: number;
    memberId: number;
    kind: ContractKind;
    ledgerKind: string;
    start: number;
    end: number;
    base: number;
    rateBps: number;
    amount: number;
    now: number;
  },
  audit: AuditEntry,
): Promise<LedgerOutcome> {
  const key = `contract:${s.contractId}:${s.start}`;
  const row = db
    .prepare(
      `INSERT INTO contract_settlements (contract_id, period_start, period_end, member_id, kind, base, rate_bps, amount, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(s.contractId, s.start, s.end, s.memberId, s.kind, s.base, s.rateBps, s.amount, s.now);
  const move = s.amount > 0 ? ledgerMoveStatements(db, { member: { id: s.memberId }, key, kind: s.ledgerKind, amount: s.amount, now: s.now }) : [];
  return runLedgerBatch(db, {
    intent: { key, kind: s.ledgerKind, amount: s.amount, zero: true, parties: { member: s.memberId, contract: s.contractId, period: s.start } },
    statements: [row, ...move],
    audit,
  });
}
