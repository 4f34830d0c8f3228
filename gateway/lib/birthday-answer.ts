/** The gateway's own birthday check (shared/birthday.ts), for registration and the profile. */
import type { Context } from 'hono';
import { birthdayProblemAt } from '@shared/birthday';
import { MINIMUM_AGE } from '@shared/constants';
import type { AppEnv } from '../env';
import { fail, failWith } from './envelope';

/**
 * The answer refusing a birthday (400 BAD_REQUEST not a date; 403 UNDERAGE under 21, with the minimum age), or null.
 * The age is counted on the brand's day, in its IANA time zone (merchants.time_zone, the brand config's `timeZone`).
 */
export function birthdayRefusal(c: Context<AppEnv>, birthday: string): Response | null {
  const problem = birthdayProblemAt(birthday, c.var.merchant.time_zone);
  if (problem === 'invalid') return fail(c, 400, 'BAD_REQUEST', 'The birthday must be a date, yyyy-MM-dd');
  if (problem === 'underage')
    return failWith<{ minimumAge: number }>(c, 403, 'UNDERAGE', `You must be ${MINIMUM_AGE} years or older`, { minimumAge: MINIMUM_AGE });
  return null;
}
