/**
 * The one way a bonus is claimed (rewards, missions, rescue, rebate, referral, red envelope):
 * find the claim the request id made before, check the bonus's rule, then write the claim's
 * row, the exclusion guard, the ledger move and the PAID audit row in ONE D1 batch. D1 runs a
 * batch as one transaction, so the money and its audit row land together or not at all
 * (docs/product.md 4, "every money call writes its audit row in the same batch"), and a member
 * whose break started after the session check gets neither (docs/product.md 4, breaks refuse
 * claims). The lookup and the rule are read before the batch; the claim row's UNIQUE
 * constraints are what make the claim once-only when two requests race, and the loser reads
 * which claim won. Every refusal of the rule is audited on its own row.
 */
import { payClaim } from '../db/queries/money/claims';

/** A claim's batch that met a break or self-exclusion begun while it was in flight (the app's error handler answers it). */
export { isClaimRefusal } from '../db/queries/money/claims';
import type { GatewayErrorCode } from '../lib/envelope';
import { audit, type AuditEntry } from './audit';
import type { Caller } from './caller';
import { refuse, type Refusal } from './outcome';

/** A claim's answer: the bonus as it reads after the claim and what this call paid (null: nothing, an earlier claim answers), or the refusal. */
export type ClaimAnswer<T> = { ok: true; value: T; paid: number | null } | Refusal;

/** The trail of `who`'s claim of `action` at `at`. */
export const trailOf = (who: Caller, action: string, at: number): ClaimTrail => ({ merchant: who.merchant, memberId: who.member.id, action, ip: who.ip, at });

/** The rule's or the race's refusal as the route answers it. */
export const claimRefused = (o: { status: 404 | 409; code: GatewayErrorCode; message: string }): Refusal => refuse(o.status, o.code, o.message);

/** Who claims what, for the audit rows of the claim (the result, amount and ref vary). */
export interface ClaimTrail {
  merchant: string;
  memberId: number;
  /** REWARD_CLAIM, MISSION_CLAIM, … */
  action: string;
  ip: string | null;
  at: number;
}

/** The rule says no: answered with `code`; audited with `amount` unless the claim names nothing that exists (`audited: false`). */
export interface ClaimRefusal {
  refuse: { status: 404 | 409; code: GatewayErrorCode; message: string };
  audited: { ref: string; amount: number | null } | false;
}

/** The rule says pay `amount`: the claim's own rows (before the move) and the ledger move's key and kind. */
export interface ClaimPayment {
  amount: number;
  ref: string;
  rows: D1PreparedStatement[];
  move: { key: string; kind: string };
  /** the refusal when another claim (another request id) took this one first: its message and audited amount */
  taken: { message: string; amount: number | null };
  /** a CHECK constraint of the claim's rows may refuse the batch (a racing claim took the red envelope's share): `raced` */
  raceable?: boolean;
}

export type ClaimOutcome<E> =
  /** the request id claimed before: answer that claim */
  | { kind: 'earlier'; earlier: E }
  /** the same request id landed concurrently: answer that claim */
  | { kind: 'same'; earlier: E }
  | { kind: 'refused'; status: 404 | 409; code: GatewayErrorCode; message: string }
  | { kind: 'paid'; amount: number }
  /** the claim's rows refused the batch (raceable only): read the bonus again and retry */
  | { kind: 'raced' };

export interface Claim<E> {
  trail: ClaimTrail;
  /** the claim this request id made before, or null */
  earlier: () => Promise<E | null>;
  /** after the batch found the claim taken: the claim this request id made, read again (`earlier` unless the bonus reads it otherwise) */
  again?: () => Promise<E | null>;
  /** the bonus's rule, read now */
  rule: () => Promise<ClaimRefusal | ClaimPayment>;
}

const entry = (t: ClaimTrail, ref: string, result: string, amount: number | null): AuditEntry => ({
  merchant: t.merchant,
  memberId: t.memberId,
  action: t.action,
  amount,
  ref,
  ip: t.ip,
  result,
  at: t.at,
});

/** Claims a bonus once (see the header); a failed guard throws the guard's error (gateway/index.ts answers SELF_EXCLUDED). */
export async function claimOnce<E>(db: D1Database, claim: Claim<E>): Promise<ClaimOutcome<E>> {
  const { trail } = claim;
  const earlier = await claim.earlier();
  if (earlier) return { kind: 'earlier', earlier };
  const rule = await claim.rule();
  if ('refuse' in rule) {
    if (rule.audited) await audit(db, entry(trail, rule.audited.ref, rule.refuse.code, rule.audited.amount));
    return { kind: 'refused', ...rule.refuse };
  }
  let paid: Awaited<ReturnType<typeof payClaim>>;
  try {
    paid = await payClaim(
      db,
      { rows: rule.rows, memberId: trail.memberId, key: rule.move.key, kind: rule.move.kind, amount: rule.amount, now: trail.at },
      entry(trail, rule.ref, 'PAID', rule.amount),
    );
  } catch (error) {
    if (rule.raceable && /CHECK constraint/i.test(String(error))) return { kind: 'raced' };
    throw error;
  }
  // another claim of the bonus reckoned another amount (a rebate or rescue read at another moment): it took the bonus
  if (!paid.ok && paid.reason === 'IDEMPOTENCY_KEY_REUSED') paid = { ok: true, duplicate: true };
  if (!paid.ok) throw new Error(`${trail.action} refused by the ledger: ${paid.reason}`);
  if (!paid.duplicate) return { kind: 'paid', amount: rule.amount };
  // the same request id landed concurrently (its claim answers), or another claim won
  const same = await (claim.again ?? claim.earlier)();
  if (same) return { kind: 'same', earlier: same };
  await audit(db, entry(trail, rule.ref, 'ALREADY_CLAIMED', rule.taken.amount));
  return { kind: 'refused', status: 409, code: 'ALREADY_CLAIMED', message: rule.taken.message };
}
