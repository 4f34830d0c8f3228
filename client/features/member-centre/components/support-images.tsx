import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Modal } from '@client/components/ui/modal';

/**
 * The images a member uploaded with a ticket or feedback (GET /wps/support/images/…, the
 * member's own only): thumbnails, each a button that opens the full image in a dialog
 * (Escape or the close button shuts it, focus comes back to the thumbnail).
 */
export function SupportImages({ paths, label }: { paths: readonly string[]; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (paths.length === 0) return null;
  const alt = (i: number) => t('support.imageAlt', { n: i + 1, count: paths.length });
  return (
    <>
      <ul className="support-thumbs" aria-label={label}>
        {paths.map((src, i) => (
          <li key={src}>
            <button type="button" className="support-thumb" aria-label={t('support.openImage', { name: alt(i) })} onClick={() => setOpen(i)}>
              <img src={src} alt={alt(i)} width={64} height={64} loading="lazy" decoding="async" data-testid="support-thumb" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Modal title={alt(open)} onClose={() => setOpen(null)} wide>
          <img className="support-full-image" src={paths[open]} alt={alt(open)} data-testid="support-full-image" />
        </Modal>
      )}
    </>
  );
}
