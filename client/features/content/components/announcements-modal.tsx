import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useUi } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { errorKey } from '@client/lib/errors';
import { announcementsQuery } from '../api/get-announcements';
import { formatAnnouncementDate } from '../format-date';
import { SafeHtml } from './safe-html';

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
            <nav className="pager" aria-label={t('content.announcements.pages')}>
              <button type="button" className="btn btn-ghost" disabled={pageNo <= 1} onClick={() => go(pageNo - 1)}>
                {t('content.pager.previous')}
              </button>
              {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
                <button
                  key={n}
                  type="button"
                  className="pager-page"
                  aria-current={n === pageNo ? 'page' : undefined}
                  aria-label={t('content.pager.page', { page: n })}
                  onClick={() => go(n)}
                >
                  {n}
                </button>
              ))}
              <button type="button" className="btn btn-ghost" disabled={pageNo >= totalPages} onClick={() => go(pageNo + 1)}>
                {t('content.pager.next')}
              </button>
            </nav>
          </div>
          {selected && (
            <article ref={detailRef} className="announcement-detail" aria-labelledby={`announcement-${selected.id}`}>
              <h3 id={`announcement-${selected.id}`}>{selected.title}</h3>
              <p className="announcement-date">
                <time dateTime={new Date(selected.date).toISOString()}>{formatAnnouncementDate(selected.date)}</time>
              </p>
              <SafeHtml html={selected.content} className="rich-text" />
            </article>
          )}
        </div>
      )}
    </Modal>
  );
}
