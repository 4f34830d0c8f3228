import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import type { PromotionCategory } from '@shared/api/promotions';

/** The type filter of /promotions: one link per category, the choice kept in the URL (?type=). */
export function CategoryTabs({ categories, current }: { categories: PromotionCategory[]; current: PromotionCategory | null }) {
  const { t } = useTranslation();
  const tabs: (PromotionCategory | null)[] = [null, ...categories];
  return (
    <nav className="promo-tabs" aria-label={t('promo.filter')}>
      <ul>
        {tabs.map((category) => (
          <li key={category ?? 'all'}>
            <Link
              to={category ? `/promotions?type=${category}` : '/promotions'}
              aria-current={category === current ? 'page' : undefined}
              className={category === current ? 'promo-tab promo-tab-current' : 'promo-tab'}
              preventScrollReset
            >
              {t(category ? `promo.category.${category}` : 'promo.category.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
