import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { whenReachedOrSettled } from '@client/lib/when-idle';
import { OutlineIcon, SERVICE_ICON_PATH } from './outline-icon';

/** The sheet is its own chunk: run once the player reaches for the page or it has settled, before a first tap on the button. */
const loadServiceSheet = () => import('./service-sheet');
const ServiceSheet = lazy(loadServiceSheet);

/**
 * docs/product.md 2.3 floating service as one button that opens the list of the
 * customer-service entries (one per csType, with its icon) and scroll-to-top. It stands
 * in the tab bar's right end on a phone and in the right rail beside the content on wide
 * screens, so it covers no card, action or text.
 */
export function FloatingService() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => whenReachedOrSettled(() => void loadServiceSheet().catch(() => undefined)), []);
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
        <OutlineIcon path={SERVICE_ICON_PATH} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ServiceSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}
