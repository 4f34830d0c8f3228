import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useImageUrl } from '../app/app-context';
import { formatNumber } from '../lib/number-format';
import { useActionCheck } from '../lib/use-action-check';
import { promotionDetailQuery, promotionIdParam } from '../features/promotions/api/get-promotion-detail';
import { ActivityActions } from '../features/promotions/components/activity-actions';
import { NotFound } from '../layout/not-found';

/** yyyy-MM-dd in UTC: the same text on the server and in the browser. */
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** /promoDetail?id= (docs/product.md 2.1, the route named promotions): a promotion's terms, the member's state and its action. */
export default function PromoDetailPage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const image = useImageUrl();
  const check = useActionCheck();
  const [params] = useSearchParams();
  const id = promotionIdParam(params.get('id'));
  const { data: promotion } = useQuery({ ...promotionDetailQuery(api, id ?? 0), enabled: id !== null });
  if (id === null) return <NotFound />;
  if (!promotion) return null;
  return (
    <article className="promo-detail" aria-labelledby="promo-title">
      <p>
        <Link to="/promotions">{t('promo.back')}</Link>
      </p>
      <img className="promo-detail-image" src={image(promotion.image)} alt="" width={1200} height={400} />
      <p className="promo-card-meta">
        <span className="promo-category">{t(`promo.category.${promotion.category}`)}</span>
      </p>
      <h1 id="promo-title" className="page-title">
        {promotion.title}
      </h1>
      <p className="promo-summary">{promotion.summary}</p>
      <dl className="promo-facts">
        <dt>{t('promo.bonus')}</dt>
        <dd>{formatNumber(promotion.bonus, 'en')}</dd>
        <dt>{t('promo.period')}</dt>
        <dd>{promotion.endsAt ? `${date(promotion.startsAt)} – ${date(promotion.endsAt)}` : t('promo.from', { date: date(promotion.startsAt) })}</dd>
      </dl>
      <ActivityActions promotion={promotion} check={check} />
      <h2>{t('promo.terms')}</h2>
      {promotion.paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the terms' paragraphs come as one fixed list and never reorder
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
