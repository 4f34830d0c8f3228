import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { CATEGORY_PAGE, categoryPage } from '@shared/first-load-constants';
import { useFittingCount } from './use-fitting-count';

/**
 * The header's category bar (docs/product.md 2.3) that never clips: the categories that
 * fit the row show as links, the rest move into a "more" menu at its end. The menu closes
 * on Escape, on a click outside it and after a choice.
 */
export function HeaderCategories({ categories }: { categories: readonly string[] }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const labels = categories.map((c) => t(`category.${c}`));
  const shown = useFittingCount(nav, copy, categories.length, labels.join('|'));
  const rest = categories.slice(shown);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const moreRef = useRef<HTMLLIElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every navigation (the path is the trigger)
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      moreRef.current?.querySelector('button')?.focus();
    };
    const onPointer = (e: PointerEvent) => !moreRef.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const restActive = rest.some((c) => location.pathname === CATEGORY_PAGE[c]);
  return (
    <nav ref={nav} className="header-nav" aria-label={t('layout.gameCategories')}>
      <ul>
        {categories.map((category, i) => (
          <li key={category} hidden={i >= shown}>
            <NavLink to={categoryPage(category)}>{labels[i]}</NavLink>
          </li>
        ))}
        {rest.length > 0 && (
          <li className="header-more" ref={moreRef}>
            <button
              type="button"
              className={restActive ? 'header-more-button active' : 'header-more-button'}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen(!open)}
            >
              {t('mobile.more')} <span aria-hidden="true">▾</span>
            </button>
            <ul id={menuId} className="header-more-menu" hidden={!open}>
              {rest.map((category) => (
                <li key={category}>
                  <NavLink to={categoryPage(category)} onClick={() => setOpen(false)}>
                    {t(`category.${category}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      {/* the row as it would be with every category, measured for what fits (never seen, never focused) */}
      <div ref={copy} className="header-nav-copy" aria-hidden="true">
        {labels.map((label) => (
          <span key={label} className="header-nav-item">
            {label}
          </span>
        ))}
        <span className="header-nav-item">
          {t('mobile.more')} <span>▾</span>
        </span>
      </div>
    </nav>
  );
}
