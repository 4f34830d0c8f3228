/** The member calling a business step, as the route knows it: the brand, the member's row and the address (for the audit). */
import type { MemberRow } from '../db/queries/accounts';
import { audit, type AuditEntry } from './audit';

export interface Caller {
  merchant: string;
  member: MemberRow;
  ip: string | null;
  /** the hash of the calling session's token: what a step's passkey challenge is bound to (domain/passkeys.ts) */
  session?: string;
}

/** The money-audit row of the caller's `action`, stamped now: for a movement's batch (queries/money/ledger.ts) or `auditCall`. */
export const callerAuditRow = (who: Caller, action: string, amount: number | null, ref: string | null, result: string): AuditEntry => ({
  merchant: who.merchant,
  memberId: who.member.id,
  action,
  amount,
  ref,
  ip: who.ip,
  result,
  at: Date.now(),
});

/** One money-audit row of the caller's `action` (SECURITY.md: every attempt, paid or refused), stamped now. */
export const auditCall = (db: D1Database, who: Caller, action: string, amount: number | null, ref: string | null, result: string) =>
  audit(db, callerAuditRow(who, action, amount, ref, result));
