import type { ActivityAction, ActivityState, MemberActivity, PromotionPhase, PromotionSummary } from './api/promotions';

/** The promotion's phase at `now`: before its start, after its end, or open. */
export function promotionPhase(startsAt: number, endsAt: number | null, now: number): PromotionPhase {
  if (startsAt > now) return 'coming_soon';
  if (endsAt !== null && endsAt <= now) return 'closed';
  return 'open';
}

/**
 * docs/product.md 4 activity state a member sees: their own activity when they have one
 * (processing, rejected, issued, claimed, signed), else the promotion's phase
 * (coming soon, closed, or applying = open to join).
 */
export function activityState(promotion: Pick<PromotionSummary, 'phase'>, activity: Pick<MemberActivity, 'state'> | undefined): ActivityState {
  if (activity) return activity.state;
  if (promotion.phase === 'coming_soon') return 'coming_soon';
  if (promotion.phase === 'closed') return 'closed';
  return 'applying';
}

/** What the member can do in a state: join an open promotion (again after a rejection), claim an issued bonus. */
export function activityAction(promotion: Pick<PromotionSummary, 'phase' | 'mode'>, state: ActivityState): ActivityAction {
  if (state === 'issued') return 'claim';
  if (promotion.phase !== 'open') return null;
  if (state === 'applying') return 'join';
  if (state === 'rejected' && promotion.mode === 'apply') return 'join';
  return null;
}
