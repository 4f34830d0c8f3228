/** Rescue fund: what a member's loss of yesterday earns under the brand's rules. */
import type { RescueFund } from '@shared/api/member';
import type { RescueSettingsRow } from '../db/queries/rescue';
import { missionDay } from './missions';

const DAY_MS = 86_400_000;

/** Yesterday in the brand's day (UTC+7): its number and bounds. */
export function rescueDay(now: number) {
  const today = missionDay(now);
  return { day: today.day - 1, start: today.start - DAY_MS, end: today.start };
}

/** A share of the loss, rounded down, at most the cap; nothing under the minimum loss. */
export const rescueAmount = (s: RescueSettingsRow, loss: number) => (loss >= s.min_loss ? Math.min(s.max_amount, Math.floor((loss * s.rate_bps) / 10_000)) : 0);

export function toRescueFund(s: RescueSettingsRow, period: { start: number; end: number }, loss: number, claimed: number | null): RescueFund {
  const amount = claimed ?? rescueAmount(s, loss);
  return {
    dayStart: period.start,
    dayEnd: period.end,
    loss,
    rateBps: s.rate_bps,
    minLoss: s.min_loss,
    maxAmount: s.max_amount,
    amount,
    state: claimed !== null ? 'claimed' : amount > 0 ? 'claimable' : 'none',
  };
}
