/**
 * The money audit as routes and domain code reach it: every attempt to move money leaves one
 * row, paid or refused (SECURITY.md). A payment's own PAID row goes into the payment's batch
 * (domain/claims.ts, queries/money/claims.ts claimMoveStatements) so the money and its row land
 * together; a refusal is written on its own with `audit`.
 */
export { audit, listAudit, type AuditEntry } from '../db/queries/audit';
