import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import type { PromotionSummary } from '@shared/api/promotions';
import { useImageUrl } from '@client/app/app-context';
import { useActivity } from '../hooks/use-activity';
import { ActivityBadge } from './activity-badge';

/** One promotion in the list: image, category, title, summary, the member's state, a link to its detail. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const image = useImageUrl();
  const { state } = useActivity(promotion);
  const href = `/promoDetail?id=${promotion.id}`;
  return (
    <article className="promo-card" aria-labelledby={`promo-${promotion.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="promo-card-image">
        <img src={image(promotion.image)} alt="" width={1200} height={400} loading="lazy" />
      </Link>
      <div className="promo-card-body">
        <p className="promo-card-meta">
          <span className="promo-category">{t(`promo.category.${promotion.category}`)}</span>
          <ActivityBadge state={state} />
        </p>
        <h2 id={`promo-${promotion.id}`} className="promo-card-title">
          <Link to={href}>{promotion.title}</Link>
        </h2>
        <p>{promotion.summary}</p>
      </div>
    </article>
  );
}
