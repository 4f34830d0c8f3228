import type { ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Modal } from './modal';

/**
 * A centre popup (SPEC.md 2.5 member centre, 2.6 agent centre): its menu of pages in order,
 * the current page's panel, and a close button; Escape closes it (Modal).
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
  /** badge: a count shown beside the label when above 0 (SPEC.md 2.5 missions), with its spoken text */
  pages: { id: string; label: string; badge?: { count: number; text: string } }[];
  current: string;
  onSelect: (id: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className="centre">
        <nav className="centre-menu" aria-label={t('centre.menu', { title })}>
          <ul>
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
