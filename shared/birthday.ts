/**
 * The birthday check (docs/product.md 5 and 10: the minimum age is 21), run by the page and again by the
 * gateway at registration and wherever a birthday is set (the profile). A birthday is a
 * calendar date, yyyy-MM-dd; the age is counted in whole years on `today` (a yyyy-MM-dd too, the
 * brand's day), so a player born on 29 February turns a year older on 1 March.
 */
import { MINIMUM_AGE } from './constants';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's parts when it is a real calendar date, else null. */
export function parseDate(value: string): { y: number; m: number; d: number } | null {
  const found = DATE.exec(value.trim());
  if (!found) return null;
  const [y, m, d] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years from `birthday` to `today` (both yyyy-MM-dd). */
export function ageOn(birthday: { y: number; m: number; d: number }, today: { y: number; m: number; d: number }): number {
  const before = today.m < birthday.m || (today.m === birthday.m && today.d < birthday.d);
  return today.y - birthday.y - (before ? 1 : 0);
}

export type BirthdayProblem = 'invalid' | 'underage';

/** Why a birthday is refused on `today` (yyyy-MM-dd), or null: not a date, in the future or before 1900, or under 21. */
export function birthdayProblem(value: string, today: string): BirthdayProblem | null {
  const birthday = parseDate(value);
  const now = parseDate(today);
  if (!birthday || !now || birthday.y < 1900) return 'invalid';
  const age = ageOn(birthday, now);
  if (age < 0) return 'invalid';
  return age < MINIMUM_AGE ? 'underage' : null;
}

/** Today's date, yyyy-MM-dd, in an IANA time zone (the brand's). */
export const todayIn = (timeZone: string, at = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The check as the page and the gateway run it: the age on the brand's day (its IANA time zone,
 * brand config `timeZone`) at `at`, not UTC's, so a player turning 21 at midnight in Hanoi is
 * let in from that midnight (17:00 UTC), not seven hours later.
 */
export const birthdayProblemAt = (value: string, timeZone: string, at = Date.now()) => birthdayProblem(value, todayIn(timeZone, at));
