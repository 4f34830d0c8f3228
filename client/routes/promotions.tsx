import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '../app/app-context';
import { categoryParam, promotionsQuery } from '../features/promotions/api/get-promotions';
import { CategoryTabs } from '../features/promotions/components/category-tabs';
import { PromotionCard } from '../features/promotions/components/promotion-card';

/** /promotions (docs/product.md 2.1): the promotions of a type (?type=, loaded for SSR by the route loader) with the type filter. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const [params] = useSearchParams();
  const category = categoryParam(params.get('type'));
  // the list of all types stays while a newly chosen type loads
  const { data } = useQuery({ ...promotionsQuery(api, category), placeholderData: (previous) => previous });
  return (
    <section className="promotions" aria-labelledby="page-promotions">
      <h1 id="page-promotions" className="page-title">
        {t('pages.promotions.title')}
      </h1>
      <CategoryTabs categories={data?.categories ?? []} current={category} />
      {data && data.list.length === 0 && <p className="empty">{t('promo.none')}</p>}
      <div className="promo-grid">
        {data?.list.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </div>
    </section>
  );
}
