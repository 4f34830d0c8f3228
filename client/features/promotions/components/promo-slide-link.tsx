import { Link } from 'react-router';
import type { PromotionSummary } from '@shared/api/promotions';
import { useImageUrl } from '@client/app/app-context';

/** One slide's link to its promotion: image and title. */
export function PromoSlideLink({ promotion }: { promotion: PromotionSummary }) {
  const image = useImageUrl();
  return (
    <Link to={`/promoDetail?id=${promotion.id}`} className="promo-slide-link">
      <img src={image(promotion.image)} alt="" width={1200} height={400} />
      <span className="promo-slide-title">{promotion.title}</span>
    </Link>
  );
}
