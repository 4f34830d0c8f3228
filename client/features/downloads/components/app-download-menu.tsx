import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useDisplayed } from '@client/lib/use-displayed';
import type { Resource } from '@shared/api';
import { appResourceUrl, socialLinks } from '../safe-links';
import { QrFigure } from './qr-figure';

// QR drawing (qrcode.react) and the guide are chunks of their own, out of every page's first
// load. The codes are drawn once the side menu is displayed (encoding one cost ~150 ms
// of a phone's main thread, in a menu a phone hides until its drawer opens); until then a blank
// square of the same size keeps the place, with the same download link under it
const AppQr = lazy(() => import('./app-qr').then((m) => ({ default: m.AppQr })));
const DownloadModal = lazy(() => import('./download-modal').then((m) => ({ default: m.DownloadModal })));

/**
 * The side menu's app download block (docs/product.md 2.3): QR codes (size 100) of the Android
 * app and the iOS profile, the install guide in the download modal, and the four social
 * networks' links when configured. Links only to allowed hosts (safe-links.ts).
 */
export function AppDownloadMenu({ resources, allowedOrigins }: { resources: Resource[]; allowedOrigins: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const links = { android: appResourceUrl(resources, 'Android', allowedOrigins), ios: appResourceUrl(resources, 'MOBILECONFIG', allowedOrigins) };
  const socials = socialLinks(resources);
  const [qrRow, displayed] = useDisplayed<HTMLDivElement>();
  const codes = (drawn: boolean) => {
    const Code = drawn ? AppQr : QrPlace;
    return (
      <>
        {links.android && <Code url={links.android} caption={t('download.android')} />}
        {links.ios && <Code url={links.ios} caption={t('download.iosConfig')} />}
      </>
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of download links named by aria-label; a fieldset is for form controls
    <div className="app-download-menu" role="group" aria-label={t('layout.appDownload')}>
      {(links.android || links.ios) && (
        <>
          <div className="app-qr-row" ref={qrRow}>
            {displayed ? <Suspense fallback={codes(false)}>{codes(true)}</Suspense> : codes(false)}
          </div>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => setOpen(true)}>
            {t('download.openGuide')}
          </button>
        </>
      )}
      {socials.length > 0 && (
        <ul className="social-links" aria-label={t('download.social')}>
          {socials.map((s) => (
            <li key={s.type}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" className={`social-link social-${s.type.toLowerCase()}`}>
                {t(`download.network.${s.type}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <DownloadModal links={links} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The place of a QR code not drawn yet: a blank square of its size, and its download link. */
function QrPlace({ url, caption }: { url: string; caption: string }) {
  return (
    <QrFigure url={url} caption={caption}>
      <span className="app-qr-place" />
    </QrFigure>
  );
}
