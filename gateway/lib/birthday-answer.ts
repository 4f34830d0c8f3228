/** The gateway's own birthday check (shared/birthday.ts), for registration and the profile. */
import type { Context } from 'hono';
import { birthdayRefusalAt } from '../domain/member-profile';
import type { AppEnv } from '../env';
import { refusal } from './answer';
import type { Answered } from './envelope';

/**
 * The answer refusing a birthday (400 BAD_REQUEST not a date; 403 UNDERAGE under 21, with the minimum age), or null.
 * The age is counted on the brand's day, in its IANA time zone (merchants.time_zone, the brand config's `timeZone`).
 */
export function birthdayRefusal(c: Context<AppEnv>, birthday: string): Answered<never> | null {
  const refused = birthdayRefusalAt(birthday, c.var.merchant.time_zone);
  return refused && refusal(c, refused);
}
