import { useTranslation } from '@client/lib/use-translation';

/** A centre page whose contents the product does not define yet (docs/product.md: "not shown"). */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  return <p className="centre-empty">{t('centre.notAvailable')}</p>;
}
