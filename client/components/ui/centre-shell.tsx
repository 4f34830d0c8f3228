import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Modal } from './modal';

/**
 * A centre popup (docs/product.md 2.5 member centre, 2.6 agent centre): its menu of pages in order,
 * the current page's panel, and a close button; Escape closes it (Modal). On a phone it is a
 * tall panel above the tab bar whose title and close button stay put while the page scrolls
 * (layout.css), and its menu, a row that scrolls sideways there, shows the open page's entry
 * (after a reload or when opened on a page far along the row, e.g. withdraw from the header).
 */
export function CentreShell({
  title,
  pages,
  current,
  onSelect,
  onClose,
  children,
}: {
  title: string;
  /** badge: a count shown beside the label when above 0 (docs/product.md 2.5 missions), with its spoken text */
  pages: { id: string; label: string; badge?: { count: number; text: string } }[];
  current: string;
  onSelect: (id: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLUListElement>(null);
  // after Modal's own effect has opened the dialog (a child's effects run first), so the row has its
  // size; again when entries or badges arrive later (invite friends, the missions count) and move it
  const row = pages.map((p) => `${p.id}:${p.badge?.count ?? ''}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page opened and each change of the row (the triggers, not read)
  useEffect(() => {
    const list = menuRef.current;
    const item = list?.querySelector('[aria-current="page"]');
    if (list && item) showInRow(list, item);
  }, [current, row]);
  return (
    <Modal title={title} onClose={onClose} wide className="centre-dialog">
      <div className="centre">
        <nav className="centre-menu" aria-label={t('centre.menu', { title })}>
          <ul ref={menuRef}>
            {pages.map((page) => (
              <li key={page.id}>
                <button type="button" className="centre-menu-item" aria-current={page.id === current ? 'page' : undefined} onClick={() => onSelect(page.id)}>
                  {page.label}
                  {page.badge && page.badge.count > 0 && (
                    <span className="badge centre-badge" data-testid={`centre-badge-${page.id}`}>
                      <span aria-hidden="true">{page.badge.count > 99 ? '99+' : page.badge.count}</span>
                      <span className="visually-hidden">{page.badge.text}</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="centre-page" aria-labelledby="centre-page-title">
          {children}
        </section>
      </div>
    </Modal>
  );
}

/** Scrolls a sideways-scrolling row just enough to show `item` whole (nothing else moves: not the dialog, not the page). */
function showInRow(list: HTMLElement, item: Element) {
  const row = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  // a little of the next entry stays in sight, so the row reads as one that scrolls
  const margin = 24;
  if (box.left < row.left) list.scrollLeft -= row.left - box.left + margin;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right + margin;
}
