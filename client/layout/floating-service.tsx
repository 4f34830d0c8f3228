import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../app/app-context';
import { useCustomerService } from '../features/service/hooks/use-customer-service';
import { FallbackImage } from '../components/ui/fallback-image';
import { useLayoutData } from './use-layout-data';

/** SPEC.md 2.3 floating service: one icon per customer-service entry (by csType) and scroll-to-top. */
export function FloatingService() {
  const { t } = useTranslation();
  const image = useImageUrl();
  const { whitelabel } = useLayoutData();
  const openService = useCustomerService();
  return (
    <aside className="floating-service" aria-label={t('service.title')}>
      {whitelabel?.customerService.map((entry) => (
        <button
          key={entry.csType}
          type="button"
          className="floating-button"
          aria-label={t(`service.type.${entry.csType}`, { defaultValue: entry.csType })}
          onClick={() => openService(entry.csType)}
        >
          <FallbackImage src={image(entry.icon)} alt="" width={28} height={28} />
        </button>
      ))}
      <button
        type="button"
        className="floating-button"
        aria-label={t('service.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        ↑
      </button>
    </aside>
  );
}
