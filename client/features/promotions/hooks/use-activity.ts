import { useQuery } from '@tanstack/react-query';
import type { MemberActivity, PromotionSummary } from '@shared/api/promotions';
import { activityAction, activityState } from '@shared/promotion-state';
import { useApp, useSession } from '@client/app/app-context';
import { memberActivitiesQuery } from '../api/member-activities';

/** The logged-in member's activities by promotion id; empty for visitors and until loaded. */
export function useMemberActivities(): { byPromotion: Map<number, MemberActivity>; loading: boolean } {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? null);
  const { data, isPending } = useQuery({ ...memberActivitiesQuery(api, username ?? ''), enabled: !!username });
  return { byPromotion: new Map((data ?? []).map((a) => [a.promotionId, a])), loading: !!username && isPending };
}

/** docs/product.md 4 state and next action of one promotion for the current visitor or member. */
export function useActivity(promotion: PromotionSummary) {
  const { byPromotion, loading } = useMemberActivities();
  const activity = byPromotion.get(promotion.id);
  const state = activityState(promotion, activity);
  return { activity, state, action: activityAction(promotion, state), loading };
}
