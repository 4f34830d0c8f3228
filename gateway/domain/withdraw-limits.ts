/**
 * The VIP level's withdrawals a day, counted over the brand's day in its time zone (the
 * merchant's time_zone, the brand config's timeZone), not UTC's.
 */
import { fields, zoneMidnight } from '@shared/zone-time';
import type { MemberRow } from '../db/queries/accounts';
import { lifetimeTurnover, vipTable } from '../db/queries/vip';
import { dailyWithdrawalGuardStatements, withdrawalsSince } from '../db/queries/withdrawals';
import { clubRank, levelOf } from './vip';

/** When the brand's day holding `now` began. */
export function brandDayStart(now: number, timeZone: string): number {
  const f = fields(now, timeZone);
  return zoneMidnight(f.year, f.month, f.day, timeZone);
}

export interface DailyWithdrawals {
  perDay: number;
  used: number;
  dayStart: number;
}

/** The member's level's withdrawals a day and how many of them today's brand day has used. */
export async function dailyWithdrawals(db: D1Database, member: MemberRow, timeZone: string, now: number): Promise<DailyWithdrawals> {
  const dayStart = brandDayStart(now, timeZone);
  const [table, turnover, used] = await Promise.all([
    vipTable(db, member.merchant_code),
    lifetimeTurnover(db, member.id),
    withdrawalsSince(db, member.id, dayStart),
  ]);
  const perDay = table.levels.length > 0 ? levelOf(table.levels, turnover, clubRank(member)).daily_withdrawals : Number.MAX_SAFE_INTEGER;
  return { perDay, used, dayStart };
}

/** The guard for the withdrawal's batch: parallel requests cannot all pass the count read above. */
export const dailyWithdrawalGuard = (db: D1Database, memberId: number, d: DailyWithdrawals) =>
  dailyWithdrawalGuardStatements(db, memberId, d.dayStart, d.perDay);
