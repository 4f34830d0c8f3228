import { useTranslation } from '@client/lib/use-translation';
import { useActionCheck } from '../lib/use-action-check';
import { useOpenCentre } from '../lib/use-open-centre';
import { PointMall } from '../features/points/components/point-mall';

/**
 * /pointMall (docs/product.md 2.1): balance, then the tabs redeem, redeem history, points details and
 * rules with the exchange ratio table; and the way to the red envelope (the member centre's
 * redEnvelope page, after the action check: login popup, or the trial warning of docs/product.md 5).
 */
export default function PointMallPage() {
  const { t } = useTranslation();
  const check = useActionCheck();
  const openCentre = useOpenCentre();
  return (
    <section className="point-mall-page" aria-labelledby="page-pointMall">
      <h1 id="page-pointMall" className="page-title">
        {t('pages.pointMall.title')}
      </h1>
      <p>{t('pages.pointMall.text')}</p>
      <p>
        <button type="button" className="btn btn-secondary point-mall-envelope" onClick={() => openCentre.member('redEnvelope')}>
          {t('points.redEnvelope')}
        </button>
      </p>
      <PointMall check={check} />
    </section>
  );
}
