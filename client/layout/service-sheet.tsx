import { useTranslation } from '@client/lib/use-translation';
import { useImageUrl } from '../app/app-context';
import { Sheet } from '../components/ui/sheet';
import { FallbackImage } from '../components/ui/fallback-image';
import { useCustomerService } from '../features/service/hooks/use-customer-service';
import { useLayoutData } from './use-layout-data';

/**
 * The floating service's sheet (client/layout/floating-service.tsx): one entry per csType with
 * its icon, and scroll-to-top. A chunk of its own, out of the entry every page loads.
 */
export default function ServiceSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const image = useImageUrl();
  const { whitelabel } = useLayoutData();
  const openService = useCustomerService();
  return (
    <Sheet title={t('service.title')} onClose={onClose} className="service-sheet">
      <ul className="sheet-list">
        {whitelabel?.customerService.map((entry) => (
          <li key={entry.csType}>
            <button
              type="button"
              className="sheet-item"
              onClick={() => {
                // the service popup opens inside the click, before the sheet closes
                openService(entry.csType);
                onClose();
              }}
            >
              <FallbackImage src={image(entry.icon)} alt="" width={28} height={28} />
              {t(`service.type.${entry.csType}`, { defaultValue: entry.csType })}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="sheet-item"
            onClick={() => {
              onClose();
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          >
            <span className="sheet-item-icon" aria-hidden="true">
              ↑
            </span>
            {t('service.scrollTop')}
          </button>
        </li>
      </ul>
    </Sheet>
  );
}
