import { useTranslation } from 'react-i18next';
import { useActionCheck } from '../lib/use-action-check';
import { PointMall } from '../features/points/components/point-mall';

/** /pointMall (SPEC.md 2.1): balance, items, redeem, history and rules. */
export default function PointMallPage() {
  const { t } = useTranslation();
  const check = useActionCheck();
  return (
    <section className="point-mall-page" aria-labelledby="page-pointMall">
      <h1 id="page-pointMall" className="page-title">
        {t('pages.pointMall.title')}
      </h1>
      <p>{t('pages.pointMall.text')}</p>
      <PointMall check={check} />
    </section>
  );
}
