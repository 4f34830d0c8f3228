/**
 * The money audit (money_audit, migration 0015): one row for every attempt to move money, paid
 * or refused, with who, how much, from where and what came of it. Routes reach it through
 * domain/audit.ts.
 */

export interface AuditEntry {
  merchant: string;
  memberId: number | null;
  action: string;
  amount: number | null;
  ref: string | null;
  ip: string | null;
  result: string;
  at: number;
}

/** The audit row as a statement, for the batch that moves the money it records (so one never lands without the other). */
export const auditStatement = (db: D1Database, e: AuditEntry) =>
  db
    .prepare('INSERT INTO money_audit (merchant_code, member_id, action, amount, ref, ip, result, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(e.merchant, e.memberId, e.action, e.amount, e.ref, e.ip, e.result, e.at);

export const audit = (db: D1Database, e: AuditEntry) => auditStatement(db, e).run();

export const listAudit = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT * FROM money_audit WHERE member_id = ? ORDER BY id DESC LIMIT 100').bind(memberId).all()).results;
