import { useTranslation } from '@client/lib/use-translation';
import type { ActivityState } from '@shared/api/promotions';

/** The docs/product.md 4 activity state as a labelled badge. */
export function ActivityBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return <span className={`activity-badge activity-${state}`}>{t(`promo.state.${state}`)}</span>;
}
