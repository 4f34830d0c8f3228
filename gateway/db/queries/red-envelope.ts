/** Red envelopes (migration 0026): a brand's current envelope, a member's claim, and the claim's payment. */

export interface RedEnvelopeRow {
  id: number;
  merchant_code: string;
  starts_at: number;
  ends_at: number;
  pool: number;
  remaining: number;
  min_amount: number;
  max_amount: number;
}

export interface EnvelopeClaimRow {
  envelope_id: number;
  request_id: string;
  amount: number;
  created_at: number;
}

/** The brand's current envelope (its newest) and the member's claim of it, in one round trip. */
export async function envelopeFacts(db: D1Database, merchant: string, memberId: number) {
  const [envelope, claim] = await db.batch([
    db.prepare('SELECT * FROM red_envelopes WHERE merchant_code = ? ORDER BY id DESC LIMIT 1').bind(merchant),
    db
      .prepare(
        `SELECT c.envelope_id, c.request_id, c.amount, c.created_at FROM red_envelope_claims c
         WHERE c.member_id = ? AND c.envelope_id = (SELECT id FROM red_envelopes WHERE merchant_code = ? ORDER BY id DESC LIMIT 1)`,
      )
      .bind(memberId, merchant),
  ]);
  return {
    envelope: (envelope!.results[0] as RedEnvelopeRow | undefined) ?? null,
    claim: (claim!.results[0] as EnvelopeClaimRow | undefined) ?? null,
  };
}

export const findEnvelopeClaimByRequest = (db: D1Database, memberId: number, requestId: string) =>
  db
    .prepare('SELECT envelope_id, request_id, amount, created_at FROM red_envelope_claims WHERE member_id = ? AND request_id = ?')
    .bind(memberId, requestId)
    .first<EnvelopeClaimRow>();

/**
 * The claim's rows, for domain/claims.ts claimOnce's batch: the claim and the pool's share. A
 * claim outside the envelope's time gets amount 0, which CHECK (amount > 0) refuses, and
 * CHECK (remaining >= 0) refuses a share a racing claim has taken first (claimOnce: `raced`,
 * read the envelope again). A member's second claim fails UNIQUE, and so would the ledger key.
 */
export const envelopeClaimRows = (db: D1Database, c: { envelopeId: number; memberId: number; requestId: string; amount: number; now: number }) => [
  db
    .prepare(
      `INSERT INTO red_envelope_claims (envelope_id, member_id, request_id, amount, created_at)
       SELECT id, ?1, ?2, CASE WHEN starts_at <= ?3 AND ends_at > ?3 THEN ?4 ELSE 0 END, ?3 FROM red_envelopes WHERE id = ?5`,
    )
    .bind(c.memberId, c.requestId, c.now, c.amount, c.envelopeId),
  db.prepare('UPDATE red_envelopes SET remaining = remaining - ? WHERE id = ?').bind(c.amount, c.envelopeId),
];

/** The ledger key of an envelope's payment: once per envelope and member. */
export const envelopeKey = (envelopeId: number, memberId: number) => `envelope:${envelopeId}:${memberId}`;

/** The operator's new envelope for a brand: the newest row is the current one. */
export const insertEnvelope = (
  db: D1Database,
  s: { merchantCode: string; startsAt: number; endsAt: number; pool: number; minAmount: number; maxAmount: number; now: number },
) =>
  db
    .prepare(
      `INSERT INTO red_envelopes (merchant_code, starts_at, ends_at, pool, remaining, min_amount, max_amount, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(s.merchantCode, s.startsAt, s.endsAt, s.pool, s.pool, s.minAmount, s.maxAmount, s.now)
    .run();
