import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useImageUrl } from '../app/app-context';
import { Sheet } from '../components/ui/sheet';
import { useCustomerService } from '../features/service/hooks/use-customer-service';
import { FallbackImage } from '../components/ui/fallback-image';
import { TabIcon } from './tab-icons';
import { useLayoutData } from './use-layout-data';

/**
 * docs/product.md 2.3 floating service as one button that opens the list of the
 * customer-service entries (one per csType, with its icon) and scroll-to-top. It stands
 * in the tab bar's right end on a phone and in the right rail beside the content on wide
 * screens, so it covers no card, action or text.
 */
export function FloatingService() {
  const { t } = useTranslation();
  const image = useImageUrl();
  const { whitelabel } = useLayoutData();
  const openService = useCustomerService();
  const [open, setOpen] = useState(false);
  return (
    <aside className="floating-service" aria-label={t('service.title')}>
      <button
        type="button"
        className="floating-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('service.title')}
        onClick={() => setOpen(true)}
      >
        <TabIcon name="service" />
      </button>
      {open && (
        <Sheet title={t('service.title')} onClose={() => setOpen(false)} className="service-sheet">
          <ul className="sheet-list">
            {whitelabel?.customerService.map((entry) => (
              <li key={entry.csType}>
                <button
                  type="button"
                  className="sheet-item"
                  onClick={() => {
                    // the service popup opens inside the click, before the sheet closes
                    openService(entry.csType);
                    setOpen(false);
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
                  setOpen(false);
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
      )}
    </aside>
  );
}
