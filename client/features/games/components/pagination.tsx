import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { PAGINATION } from '@shared/constants';
import { ELLIPSIS, pageWindow } from '@shared/pagination';

/**
 * docs/product.md 9 pagination (pageRange 3, marginPages 1) as real links, so every page has its
 * own URL; the current page is marked with aria-current.
 */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  // past the last page (a stale link) it still offers the way back
  if (totalPages <= 1 && page <= 1) return null;
  const items = pageWindow(page, totalPages, PAGINATION.pageRange, PAGINATION.marginPages);
  return (
    <nav className="pagination" aria-label={t('lobby.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" aria-label={t('lobby.previous')}>
              ‹
            </Link>
          ) : (
            <span className="pagination-off" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {items.map((item, i) =>
          item === ELLIPSIS ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number; its place is its identity
            <li key={`gap-${i}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={href(item)} aria-label={t('lobby.page', { page: item })} aria-current={item === page ? 'page' : undefined}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next" aria-label={t('lobby.next')}>
              ›
            </Link>
          ) : (
            <span className="pagination-off" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
