/** The payment PIN's wrong tries, checks under way and locks (migration 0057), counted by guess-limits.ts. */
import { type GuessTables, unlockGuesses } from './guess-limits';

export const PIN_TABLES: GuessTables = { attempts: 'payment_pin_attempts', checks: 'payment_pin_checks' };

/** Lifts a lock (the operator, or the member after re-entering the login password): a fresh count, the lock history kept. */
export const unlockPin = (db: D1Database, memberId: number) => unlockGuesses(db, PIN_TABLES, memberId);
