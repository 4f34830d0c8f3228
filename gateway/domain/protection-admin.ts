/**
 * The test clock of player protection (routes/protection-admin.ts; development and test servers
 * only): one member's protection clock moves forward, so a waiting deposit-limit raise, a break's
 * end or a reality check's interval can be seen passing without waiting.
 */
import { findMemberByUsername } from '../db/queries/accounts';
import { clockOffset, setClockOffset } from '../db/queries/protection';

/** Adds `advanceMs` to the member's clock offset: the offset then and the member's protection time; null when there is no such member. */
export async function advanceClock(db: D1Database, merchant: string, username: string, advanceMs: number): Promise<{ offsetMs: number; now: number } | null> {
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) return null;
  const offsetMs = (await clockOffset(db, member.id)) + advanceMs;
  await setClockOffset(db, member.id, offsetMs);
  return { offsetMs, now: Date.now() + offsetMs };
}
