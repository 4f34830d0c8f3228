import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { DownloadGuide } from '../features/downloads/components/download-guide';
import { DownloadModal } from '../features/downloads/components/download-modal';
import { appResourceUrl } from '../features/downloads/safe-links';
import { useLayoutData } from '../layout/use-layout-data';

/** /down and /download (docs/product.md 2.1): the Android and iOS install guides, and the download modal. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const { whitelabel } = useLayoutData();
  const [open, setOpen] = useState(false);
  const resources = whitelabel?.resources ?? [];
  const allowed = whitelabel?.imageCDNs ?? [];
  const links = { android: appResourceUrl(resources, 'Android', allowed), ios: appResourceUrl(resources, 'MOBILECONFIG', allowed) };
  return (
    <section className="download-page" aria-labelledby="page-download">
      <h1 id="page-download" className="page-title">
        {t('pages.download.title')}
      </h1>
      <p>{t('pages.download.text')}</p>
      <DownloadGuide links={links} />
      <p>
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
          {t('download.openGuide')}
        </button>
      </p>
      {open && <DownloadModal links={links} onClose={() => setOpen(false)} />}
    </section>
  );
}
