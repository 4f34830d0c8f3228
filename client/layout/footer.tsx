import { useTranslation } from '@client/lib/use-translation';
import { MINIMUM_AGE } from '@shared/constants';
import { uniqueVendors } from '@shared/vendors';
import { useApp, useImageUrl } from '../app/app-context';
import { FallbackImage } from '../components/ui/fallback-image';
import { useCustomerService } from '../features/service/hooks/use-customer-service';
import { useLayoutData } from './use-layout-data';

/**
 * docs/product.md 2.3 footer: about, affiliate (start opens AFFILIATELINK, else customer
 * service) and responsible gaming; one logo per vendor; the copyright line.
 */
export function Footer() {
  const { t } = useTranslation();
  const { portal } = useApp();
  const image = useImageUrl();
  const { whitelabel, vendorGroups } = useLayoutData();
  const openService = useCustomerService();
  const affiliate = whitelabel?.resources.find((r) => r.resourceType === 'AFFILIATELINK' && /^https?:\/\//.test(r.url));
  const year = 2026;
  return (
    <footer className="footer">
      <div className="footer-blocks">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.aboutTitle', { brand: portal.brand.name })}</h2>
          <p>{t('footer.aboutText', { brand: portal.brand.name })}</p>
        </section>
        <section aria-labelledby="footer-affiliate">
          <h2 id="footer-affiliate">{t('footer.affiliateTitle')}</h2>
          <p>{t('footer.affiliateText')}</p>
          {affiliate ? (
            <a className="btn btn-primary" href={affiliate.url} target="_blank" rel="noopener noreferrer">
              {t('footer.start')}
            </a>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => openService()}>
              {t('footer.start')}
            </button>
          )}
        </section>
        <section aria-labelledby="footer-responsible">
          <h2 id="footer-responsible">{t('footer.responsibleTitle')}</h2>
          <p>{t('footer.responsibleText', { age: MINIMUM_AGE })}</p>
          <p className="age-badge" role="img" aria-label={t('footer.minimumAge', { age: MINIMUM_AGE })}>
            {MINIMUM_AGE}+
          </p>
        </section>
      </div>
      <ul className="footer-vendors" aria-label={t('footer.vendors')}>
        {uniqueVendors(vendorGroups).map((v) => (
          <li key={v.vassalage}>
            <FallbackImage src={image(v.icon.WHITE)} alt={v.name} width={96} height={40} />
          </li>
        ))}
      </ul>
      <p className="footer-copyright">{t('footer.copyright', { year, brand: portal.brand.name })}</p>
    </footer>
  );
}
