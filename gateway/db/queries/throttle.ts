/** send_log (0013): what was sent, to whom and from where, for the gateway's own send limits. */

export interface ThrottleKey {
  scope: string;
  key: string;
}

/** The sends of each key since `since`: how many, and the oldest one's time. */
export async function countSends(db: D1Database, merchant: string, keys: ThrottleKey[], since: number) {
  const rows = await db.batch<{ n: number; oldest: number | null }>(
    keys.map((k) =>
      db
        .prepare('SELECT COUNT(*) AS n, MIN(at) AS oldest FROM send_log WHERE merchant_code = ? AND scope = ? AND key = ? AND at > ?')
        .bind(merchant, k.scope, k.key, since),
    ),
  );
  return rows.map((r) => r.results[0] ?? { n: 0, oldest: null });
}

/** Records one send under every key, and forgets sends older than a day. */
export async function recordSend(db: D1Database, merchant: string, keys: ThrottleKey[], now: number) {
  await db.batch([
    ...keys.map((k) => db.prepare('INSERT INTO send_log (merchant_code, scope, key, at) VALUES (?, ?, ?, ?)').bind(merchant, k.scope, k.key, now)),
    db.prepare('DELETE FROM send_log WHERE at < ?').bind(now - 86_400_000),
  ]);
}
