/**
 * Limited guessing of a secret the member answers with (the payment PIN, a second factor): a
 * check takes a slot before the answer is compared, and slots are only as many as the tries
 * left, so parallel guesses cannot get more judged than the limit; a check that finds every
 * slot taken waits for one (a member's own retries all carrying the right answer pass one after
 * another). Wrong answers up to the limit lock, for longer at each further lock. Time is the
 * member's protection clock (real time in production, movable on test servers).
 */
import { claimCheck, type GuessRules, type GuessTables, guessAttempts, guessRight, guessWrong } from '../db/queries/guess-limits';
import { protectionNow } from './protection';

/** Which tables count the guesses and by which rules. */
export interface GuessLimit {
  tables: GuessTables;
  rules: GuessRules;
}

export type Judged =
  | { verdict: 'right' }
  | { verdict: 'wrong'; triesLeft: number; lockedUntil: number | null }
  /** locked before this guess: it was not judged at all */
  | { verdict: 'locked'; until: number }
  /** no slot came free in time (other checks under way) */
  | { verdict: 'busy' };

/** how long a check waits for a slot before it is answered as busy */
const SLOT_WAIT_MS = 10_000;

/** A slot for this check, or the lock's end when locked (null: no slot came free in time). */
async function takeSlot(db: D1Database, limit: GuessLimit, memberId: number): Promise<{ slot: number; now: number } | { lockedUntil: number } | null> {
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const now = await protectionNow(db, memberId);
    const slot = await claimCheck(db, limit.tables, memberId, now, limit.rules);
    if (slot !== null) return { slot, now };
    const row = await guessAttempts(db, limit.tables, memberId);
    if (row && row.locked_until > now) return { lockedUntil: row.locked_until };
    if (Date.now() + pause > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Judges one guess: `isRight` is asked only with a slot held, at the member's protection time `now`. */
export async function judgeGuess(db: D1Database, limit: GuessLimit, memberId: number, isRight: (now: number) => Promise<boolean>): Promise<Judged> {
  const taken = await takeSlot(db, limit, memberId);
  if (taken === null) return { verdict: 'busy' };
  if ('lockedUntil' in taken) return { verdict: 'locked', until: taken.lockedUntil };
  // an answer that cannot be checked (malformed) counts as wrong, and the slot comes back either way
  const right = await isRight(taken.now).catch(() => false);
  if (right) {
    await guessRight(db, limit.tables, memberId, taken.slot);
    return { verdict: 'right' };
  }
  const wrong = await guessWrong(db, limit.tables, memberId, taken.slot, taken.now, limit.rules);
  return { verdict: 'wrong', triesLeft: Math.max(0, limit.rules.limit - wrong.failures), lockedUntil: wrong.lockedUntil };
}
