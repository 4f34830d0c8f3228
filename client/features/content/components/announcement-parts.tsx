import type { Ref } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Announcement } from '@shared/api';
import { formatAnnouncementDate } from '../format-date';
import { SafeHtml } from './safe-html';

/** The announcements' pages: previous, each page's number, next. */
export function AnnouncementPager({ pageNo, totalPages, onPage }: { pageNo: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t('content.announcements.pages')}>
      <button type="button" className="btn btn-ghost" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('content.pager.previous')}
      </button>
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className="pager-page"
          aria-current={n === pageNo ? 'page' : undefined}
          aria-label={t('content.pager.page', { page: n })}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="btn btn-ghost" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('content.pager.next')}
      </button>
    </nav>
  );
}

/** One announcement: its title, its date and time, its sanitised content. */
export function AnnouncementDetail({ announcement: a, ref }: { announcement: Announcement; ref: Ref<HTMLElement> }) {
  return (
    <article ref={ref} className="announcement-detail" aria-labelledby={`announcement-${a.id}`}>
      <h3 id={`announcement-${a.id}`}>{a.title}</h3>
      <p className="announcement-date">
        <time dateTime={new Date(a.date).toISOString()}>{formatAnnouncementDate(a.date)}</time>
      </p>
      <SafeHtml html={a.content} className="rich-text" />
    </article>
  );
}
