import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useUi } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { errorKey } from '@client/lib/errors';
import { announcementsQuery } from '../api/get-announcements';
import { formatAnnouncementDate } from '../format-date';
import { AnnouncementDetail, AnnouncementPager } from './announcement-parts';

/**
 * docs/product.md 2.4 announcement modal: the list 9 a page with pagination, and a detail pane
 * with the title, the date (yyyy-MM-dd hh:mm:ss) and the sanitised HTML content.
 * Its own chunk: opened from the side menu.
 */
export default function AnnouncementsModal() {
  const { t } = useTranslation();
  const { api } = useApp();
  const setOpen = useUi((s) => s.setAnnouncementsOpen);
  const [pageNo, setPageNo] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  const select = (id: number) => {
    setSelectedId(id);
    // on phones the detail pane sits under the list: bring it into view
    requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  };
  const page = useQuery({ ...announcementsQuery(api, pageNo), placeholderData: (previous) => previous });
  const list = page.data?.list ?? [];
  const selected = list.find((a) => a.id === selectedId) ?? list[0];
  const totalPages = page.data?.totalPages ?? 1;
  const go = (next: number) => {
    setPageNo(next);
    setSelectedId(null);
  };
  return (
    <Modal title={t('content.announcements.title')} onClose={() => setOpen(false)} wide>
      {page.isError ? (
        <div role="alert" className="announcements-error">
          <p>{t(errorKey(page.error))}</p>
          <button type="button" className="btn btn-primary" onClick={() => void page.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      ) : !page.data ? (
        <p aria-busy="true">{t('content.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('content.announcements.empty')}</p>
      ) : (
        <div className="announcements">
          <div className="announcements-list">
            <ul aria-label={t('content.announcements.list')}>
              {list.map((a) => (
                <li key={a.id}>
                  <button type="button" className="announcement-item" aria-current={selected?.id === a.id ? 'true' : undefined} onClick={() => select(a.id)}>
                    <span className="announcement-item-title">{a.title}</span>
                    <time dateTime={new Date(a.date).toISOString()}>{formatAnnouncementDate(a.date).slice(0, 10)}</time>
                  </button>
                </li>
              ))}
            </ul>
            <AnnouncementPager pageNo={pageNo} totalPages={totalPages} onPage={go} />
          </div>
          {selected && <AnnouncementDetail ref={detailRef} announcement={selected} />}
        </div>
      )}
    </Modal>
  );
}
