import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Resource } from '@shared/contract';
import { appResourceUrl, socialLinks } from '../safe-links';

// QR drawing (qrcode.react) and the guide are chunks of their own, out of every page's first
// load: the server renders the codes, the browser hydrates them once the chunk is in
const AppQr = lazy(() => import('./app-qr').then((m) => ({ default: m.AppQr })));
const DownloadModal = lazy(() => import('./download-modal').then((m) => ({ default: m.DownloadModal })));

/**
 * The side menu's app download block (SPEC.md 2.3): QR codes (size 100) of the Android
 * app and the iOS profile, the install guide in the download modal, and the four social
 * networks' links when configured. Links only to allowed hosts (safe-links.ts).
 */
export function AppDownloadMenu({ resources, allowedOrigins }: { resources: Resource[]; allowedOrigins: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const links = { android: appResourceUrl(resources, 'Android', allowedOrigins), ios: appResourceUrl(resources, 'MOBILECONFIG', allowedOrigins) };
  const socials = socialLinks(resources);
  return (
    <div className="app-download-menu" role="group" aria-label={t('layout.appDownload')}>
      {(links.android || links.ios) && (
        <>
          <div className="app-qr-row">
            <Suspense fallback={null}>
              {links.android && <AppQr url={links.android} caption={t('download.android')} />}
              {links.ios && <AppQr url={links.ios} caption={t('download.iosConfig')} />}
            </Suspense>
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
