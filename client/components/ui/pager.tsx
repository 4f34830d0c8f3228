import { useTranslation } from '@client/lib/use-translation';
import { ELLIPSIS, pageWindow } from '@shared/pagination';

/** Page buttons for a list inside a dialog or panel (docs/product.md 9: pageRange 3, marginPages 1). */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="btn btn-ghost btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pager.previous')}>
        ‹
      </button>
      {pageWindow(page, total, 3, 1).map((item, i) =>
        item === ELLIPSIS ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity of its own
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button key={item} type="button" className="btn btn-ghost btn-small" aria-current={item === page ? 'page' : undefined} onClick={() => onPage(item)}>
            {item}
          </button>
        ),
      )}
      <button type="button" className="btn btn-ghost btn-small" disabled={page >= total} onClick={() => onPage(page + 1)} aria-label={t('pager.next')}>
        ›
      </button>
    </nav>
  );
}
