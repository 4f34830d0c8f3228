import { useTranslation } from '@client/lib/use-translation';
import { Modal } from '@client/components/ui/modal';
import { DownloadGuide, type Platform } from './download-guide';

/** docs/product.md 2.4 download modal: the two-tab install guide in a dialog (Escape closes it). */
export function DownloadModal({ links, onClose }: { links: Record<Platform, string | null>; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('download.title')} onClose={onClose}>
      <DownloadGuide links={links} />
    </Modal>
  );
}
