/**
 * The money audit as routes and domain code reach it: every attempt to move money leaves one
 * row, paid or refused (SECURITY.md). A movement's own row (PAID, HELD, MOVED, …) goes into the
 * movement's batch, which cannot be run without it (db/queries/money/README.md), so the money
 * and its row land together; a refusal or a repeat is written on its own with `audit`.
 */
export { audit, listAudit, type AuditEntry } from '../db/queries/audit';
