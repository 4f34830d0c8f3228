import { useTranslation } from '@client/lib/use-translation';
import type { PointItem } from '@shared/api/promotions';
import { usePointsFormat } from './format';

/** The mall's items, each with its cost in points and the units left. */
export function PointItems({ items, onRedeem }: { items: PointItem[]; onRedeem: (item: PointItem) => void }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="points-items">
      <h2 id="points-items">{t('points.items')}</h2>
      <ul className="points-items">
        {items.map((item) => (
          <li key={item.id} className="points-item">
            <h3>{item.name}</h3>
            <p>
              {t('points.cost', { points: formatPoints(item.points) })}
              <br />
              <small>{item.units === null ? t('points.unlimited') : t('points.unitsLeft', { count: item.units })}</small>
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={item.units === 0}
              onClick={() => onRedeem(item)}
              aria-label={t('points.redeemItem', { name: item.name })}
            >
              {t('points.redeem')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
